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
  /**
   * When this browser learned that the server has it (this browser's clock): a
   * list the server answered before then cannot be expected to hold it yet.
   */
  _savedAt?: number
  /**
   * The person chose a photo for it, which the server does not have yet: a page
   * opened later no longer holds the file, and must not send the post without it.
   */
  _withPhoto?: boolean
}

/**
 * How much a list the server answered covers: when it answered (this browser's
 * clock), and how far back it reaches: the oldest post it holds when more pages
 * follow, or null when it holds every post there is.
 */
export interface ServerListCoverage {
  answeredAt: number
  reachesBackTo: string | null
}

/** The coverage of the pages of a list loaded so far. */
export function coverageOf(
  posts: readonly Post[],
  morePages: boolean,
  answeredAt: number,
): ServerListCoverage {
  return { answeredAt, reachesBackTo: morePages ? (posts.at(-1)?.created_at ?? null) : null }
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
 * A local copy of a post the server had, which a list the server answered
 * since then should hold but does not: it was deleted (on another device, say).
 */
function isGoneFromServer(
  post: LocalPost,
  server: readonly Post[],
  coverage: ServerListCoverage | undefined,
): boolean {
  if (!coverage || !post._serverSaved || post.id <= 0) return false
  if ((post._savedAt ?? 0) > coverage.answeredAt) return false
  if (coverage.reachesBackTo !== null && timeOf(post) < Date.parse(coverage.reachesBackTo)) {
    return false
  }
  return !server.some((saved) => saved.id === post.id)
}

/**
 * The posts to show: the server's, and the browser's own that the server does
 * not have yet, newest first. A local post older than 10 minutes is dropped;
 * where a local post and a server post are the same post, the server's wins.
 * Given what the server's list covers, a local copy of a post the server had
 * but no longer lists is dropped too: it was deleted.
 */
export function mergePosts(
  local: readonly LocalPost[],
  server: readonly Post[],
  now: number,
  coverage?: ServerListCoverage,
): ShownPost[] {
  const fresh = local.filter((post) => now - timeOf(post) < LOCAL_POST_TTL_MS)
  const unsaved = fresh.filter(
    (post) =>
      !server.some((saved) => isSamePost(post, saved)) && !isGoneFromServer(post, server, coverage),
  )
  return [...server, ...unsaved].sort(newestFirst)
}
