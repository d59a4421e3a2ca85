import type { Post } from './post-schema'

// §4 Posts: a new post shows at once and is saved in the background; screens
// show the posts kept in the browser at once, then merge them with the server's.

/** Two posts with the same words written less than this apart are one post. */
export const POST_DEDUPE_WINDOW_MS = 15_000
/** A post kept in the browser is dropped when merging once it is this old. */
export const LOCAL_POST_TTL_MS = 10 * 60_000

/**
 * creating: on its way to the server; saved: the server has it (id and image
 * adopted); failed: the server could not take it, so it waits for Retry
 * (beyond the spec, which keeps it silently).
 */
export type LocalPostStatus = 'creating' | 'saved' | 'failed'

/** A post as the browser keeps it before and after the server answers (§3 client markers). */
export interface LocalPost extends Post {
  /** Tells local posts apart before the server gives one an id */
  _localId: string
  _status: LocalPostStatus
  _serverSaved: boolean
}

export type ShownPost = Post | LocalPost

export const isLocalPost = (post: ShownPost): post is LocalPost => '_localId' in post

const timeOf = (post: ShownPost) => Date.parse(post.created_at)

/** The same post twice: one id, or the same words written within 15 s of each other. */
export function isSamePost(a: ShownPost, b: ShownPost): boolean {
  if (a.id > 0 && a.id === b.id) return true
  return (
    a.content !== '' &&
    a.content === b.content &&
    Math.abs(timeOf(a) - timeOf(b)) < POST_DEDUPE_WINDOW_MS
  )
}

/** Newest first; posts of the same moment by id, highest first. */
export function newestFirst(a: ShownPost, b: ShownPost): number {
  return timeOf(b) - timeOf(a) || b.id - a.id
}

/**
 * The posts to show: the server's, and the browser's own that the server does
 * not have yet, newest first. A local post older than 10 minutes is dropped;
 * where a local post and a server post are the same post, the server's wins.
 */
export function mergePosts(
  local: readonly LocalPost[],
  server: readonly Post[],
  now: number,
): ShownPost[] {
  const fresh = local.filter((post) => now - timeOf(post) < LOCAL_POST_TTL_MS)
  const unsaved = fresh.filter((post) => !server.some((saved) => isSamePost(post, saved)))
  return [...server, ...unsaved].sort(newestFirst)
}
