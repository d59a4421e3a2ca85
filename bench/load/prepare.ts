import { FEED_MAX_PAGE_SIZE } from '@platewise/core'
import { loginRequest, type BenchContext, type BenchRequest } from './scenarios'

/** Sends one bench request and answers its status and body (over HTTP, or inject() for EXPLAIN). */
export type Send = (
  request: BenchRequest,
  token: string,
) => Promise<{ status: number; body: string }>

/** Posts the deep feed page starts after (issue 14). */
export const DEEP_FEED_AFTER_POSTS = 2_000

interface FeedPage {
  posts: { id: number }[]
  next_cursor: string | null
}

async function expectOk(send: Send, request: BenchRequest, token: string) {
  const response = await send(request, token)
  if (response.status >= 300) {
    throw new Error(
      `${request.method} ${request.path} answered ${response.status}: ${response.body.slice(0, 300)}`,
    )
  }
  return response.body
}

/** Signs the bench user in once; every signed-in scenario uses this token. */
export async function signIn(send: Send) {
  const body = JSON.parse(await expectOk(send, loginRequest, '')) as { token: string }
  return body.token
}

/**
 * Finds what the scenarios need by using the API as a client would: the first
 * feed page (its body sizes the yardstick, its posts take the likes), and the
 * cursor after 2,000 posts, by paging the feed 50 posts at a time.
 */
export async function prepareContext(
  send: Send,
  token: string,
): Promise<BenchContext & { feedPageBody: string }> {
  const feedPageBody = await expectOk(send, { method: 'GET', path: '/api/social/feed' }, token)
  const firstPage = JSON.parse(feedPageBody) as FeedPage
  let seen = 0
  let cursor: string | null = null
  while (seen < DEEP_FEED_AFTER_POSTS) {
    const path: string = `/api/social/feed?limit=${FEED_MAX_PAGE_SIZE}${cursor ? `&before=${cursor}` : ''}`
    const page = JSON.parse(await expectOk(send, { method: 'GET', path }, token)) as FeedPage
    seen += page.posts.length
    cursor = page.next_cursor
    if (!cursor)
      throw new Error(
        `The bench user's feed ends after ${seen} posts; the deep page needs ${DEEP_FEED_AFTER_POSTS}`,
      )
  }
  return {
    feedPageBody,
    deepCursor: cursor!,
    likePostIds: firstPage.posts.map((post) => post.id),
  }
}
