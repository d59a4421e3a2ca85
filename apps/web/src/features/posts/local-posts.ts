import {
  isLocalPost,
  LOCAL_POST_TTL_MS,
  type LocalPost,
  type Post,
  type ShownPost,
} from '@platewise/core'
import { useSyncExternalStore } from 'react'
import { useUserId } from '../../lib/auth-context'
import { readStoredUser } from '../../lib/auth-storage'
import { StorageKeys } from '../../lib/storage-keys'
import type { ChosenPhoto } from '../../hooks/use-photo-choice'

// The posts this browser made (§4 Posts): shown at once, kept in local_posts
// until the server's list has them, for the person who made them only. The
// record carries their user id, so a record left by someone else is ignored
// (sign-out clears it as well, decision 008).

interface StoredLocalPosts {
  userId: number
  posts: LocalPost[]
}

/**
 * What only this page can hold: the photo of a post the server does not have
 * yet (the file, to send it again on Retry, and its preview URL), and which
 * saves are under way. A post stored as 'creating' whose save is not under way
 * here was cut off by a reload: it shows as failed, with Retry.
 */
const photos = new Map<string, { file: File; preview: string | null }>()
const saving = new Set<string>()
/** Why a post was not saved, while this page is open (local-posts keeps no reasons) */
const failures = new Map<string, SaveFailure>()

/** Why the server did not take a post: its words, and whether it refused the photo itself. */
export interface SaveFailure {
  reason: string
  photoRefused: boolean
}
/** The local id a post had before the server gave it one, so its card stays the same card. */
const localIdOfSaved = new Map<number, string>()

const listeners = new Set<() => void>()
let version = 0
const changed = () => {
  version += 1
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // another tab posted, or signed out
  if (event.key === StorageKeys.localPosts || event.key === null) changed()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function readStored(userId: number): LocalPost[] {
  try {
    const raw = localStorage.getItem(StorageKeys.localPosts)
    const record = raw ? (JSON.parse(raw) as Partial<StoredLocalPosts>) : null
    if (!record || record.userId !== userId || !Array.isArray(record.posts)) return []
    return record.posts
  } catch {
    return []
  }
}

const isPreview = (url: string | null) => url?.startsWith('blob:') ?? false

function writeStored(userId: number, posts: LocalPost[]) {
  const now = Date.now()
  // posts past the merge's 10 minutes would never be shown again
  const kept = posts.filter((post) => now - Date.parse(post.created_at) < LOCAL_POST_TTL_MS)
  const record: StoredLocalPosts = {
    userId,
    // a preview URL dies with the page, so it is never stored
    posts: kept.map((post) => (isPreview(post.image_url) ? { ...post, image_url: null } : post)),
  }
  try {
    localStorage.setItem(StorageKeys.localPosts, JSON.stringify(record))
  } catch {
    // storage full or refused: the posts still show while this page is open
  }
  changed()
}

function update(userId: number, change: (posts: LocalPost[]) => LocalPost[]) {
  // a save that ends after its author signed out must not write over the next person's posts
  if (readStoredUser()?.id !== userId) return
  writeStored(userId, change(readStored(userId)))
}

function shown(post: LocalPost): LocalPost | null {
  let result = post
  const photo = photos.get(post._localId)
  if (photo?.preview && !post._serverSaved) result = { ...result, image_url: photo.preview }
  if (result._status === 'creating' && !saving.has(result._localId)) {
    result = { ...result, _status: 'failed' }
  }
  // kept before photos were marked: a photo-only post whose photo left with an earlier page
  const emptied = result.content === '' && result.image_url === null && !result._withPhoto
  if (!result._serverSaved && emptied) return null
  return result
}

let snapshot: { key: string; posts: LocalPost[] } | null = null

/** The signed-in user's local posts as they are shown: the same array until one changes. */
export function localPostsOf(userId: number): LocalPost[] {
  const key = `${userId}:${version}:${localStorage.getItem(StorageKeys.localPosts)}`
  if (snapshot?.key !== key) {
    const posts = readStored(userId).flatMap((post) => shown(post) ?? [])
    snapshot = { key, posts }
  }
  return snapshot.posts
}

/**
 * A post's React key: its local id from the moment it is shown, also after
 * the server's copy replaces it, so its card (and an open comment section)
 * is never rebuilt under the reader.
 */
export function cardKeyOf(post: ShownPost): string {
  if (isLocalPost(post)) return post._localId
  return localIdOfSaved.get(post.id) ?? `post-${post.id}`
}

export function useLocalPosts(): LocalPost[] {
  const userId = useUserId()
  return useSyncExternalStore(subscribe, () => localPostsOf(userId))
}

function forgetPhoto(localId: string) {
  const photo = photos.get(localId)
  if (!photo) return
  photos.delete(localId)
  if (photo.preview) URL.revokeObjectURL(photo.preview)
}

/** Changes to the signed-in user's local posts. */
export const localPosts = {
  /** A post on its way to the server: first in the list, status creating. */
  addPending(userId: number, post: LocalPost, photo: ChosenPhoto | null) {
    if (photo) photos.set(post._localId, photo)
    saving.add(post._localId)
    update(userId, (posts) => [{ ...post, _withPhoto: photo !== null }, ...posts])
  },

  /** The photo to send again on Retry, while this page still holds it. */
  photoOf(localId: string): File | null {
    return photos.get(localId)?.file ?? null
  },

  /**
   * The post cannot go as it is: its photo was chosen in a page that is gone,
   * or the server refused it. It waits for a photo chosen again.
   */
  needsPhoto(post: LocalPost): boolean {
    if (!post._withPhoto || post._serverSaved) return false
    return !photos.has(post._localId) || failures.get(post._localId)?.photoRefused === true
  },

  /** A photo chosen again for a post that needs one, to send on its retry. */
  replacePhoto(localId: string, photo: ChosenPhoto) {
    forgetPhoto(localId)
    photos.set(localId, photo)
    failures.delete(localId)
  },

  /** Why the post was not saved, when this page saw it fail. */
  failureOf(localId: string): SaveFailure | null {
    return failures.get(localId) ?? null
  },

  retrying(userId: number, localId: string) {
    failures.delete(localId)
    saving.add(localId)
    update(userId, (posts) =>
      posts.map((post) =>
        post._localId === localId ? { ...post, _status: 'creating' as const } : post,
      ),
    )
  },

  /** §4: the server took it; the post adopts the server's id and image. */
  saved(userId: number, localId: string, answer: Post) {
    saving.delete(localId)
    failures.delete(localId)
    localIdOfSaved.set(answer.id, localId)
    forgetPhoto(localId)
    update(userId, (posts) =>
      posts.map((post) =>
        post._localId === localId
          ? {
              ...answer,
              _localId: localId,
              _status: 'saved' as const,
              _serverSaved: true,
              _savedAt: Date.now(),
            }
          : post,
      ),
    )
  },

  failed(userId: number, localId: string, failure: SaveFailure) {
    saving.delete(localId)
    failures.set(localId, failure)
    update(userId, (posts) =>
      posts.map((post) =>
        post._localId === localId ? { ...post, _status: 'failed' as const } : post,
      ),
    )
  },

  /** §4 Dashboard post modal: the server's post goes first, replacing one with its id. */
  putFirst(userId: number, answer: Post) {
    const post: LocalPost = {
      ...answer,
      _localId: `post-${answer.id}`,
      _status: 'saved',
      _serverSaved: true,
      _savedAt: Date.now(),
    }
    update(userId, (posts) => [post, ...posts.filter((other) => other.id !== answer.id)])
  },

  /** The server's newer word on a post this browser keeps (a like, a comment). */
  patch(userId: number, postId: number, change: (post: Post) => Post) {
    if (!readStored(userId).some((post) => post.id === postId)) return
    update(userId, (posts) =>
      posts.map((post) => (post.id === postId ? { ...post, ...change(post) } : post)),
    )
  },

  /** A deleted post, or a failed one the author discards. */
  remove(userId: number, which: { localId?: string; postId?: number }) {
    if (which.localId) {
      saving.delete(which.localId)
      failures.delete(which.localId)
      forgetPhoto(which.localId)
    }
    update(userId, (posts) =>
      posts.filter(
        (post) =>
          post._localId !== which.localId &&
          (which.postId === undefined || post.id !== which.postId),
      ),
    )
  },
}
