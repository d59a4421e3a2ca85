import { FEED_MAX_PAGE_SIZE } from '@platewise/core'
import { FEED_USER_ID } from '../seed/bench-data'
import {
  loginRequest,
  type BenchContext,
  type BenchRequest,
  type Scenario,
  type Tokens,
} from './scenarios'

/** Sends one bench request and answers its status and body (over HTTP, or inject() for EXPLAIN). */
export type Send = (
  request: BenchRequest,
  tokens: Tokens,
) => Promise<{ status: number; body: string }>

/** Posts the deep feed page starts after (issue 14). */
export const DEEP_FEED_AFTER_POSTS = 2_000

interface FeedPage {
  posts: { id: number }[]
  next_cursor: string | null
}

async function expectOk(send: Send, request: BenchRequest, tokens: Tokens) {
  const response = await send(request, tokens)
  if (response.status >= 300) {
    throw new Error(
      `${request.method} ${request.path} answered ${response.status}: ${response.body.slice(0, 300)}`,
    )
  }
  return response.body
}

/** Signs each user in once; the scenarios use these tokens throughout. */
export async function signIn(send: Send, userIds: number[]): Promise<Tokens> {
  const tokens: Tokens = {}
  for (const userId of userIds) {
    const body = JSON.parse(await expectOk(send, loginRequest(userId), {})) as { token: string }
    tokens[userId] = body.token
  }
  return tokens
}

/**
 * Finds what the scenarios need by using the API as a client would: the first
 * feed page (its body sizes the yardstick, its posts take the likes), and the
 * cursor after 2,000 posts, by paging the feed 50 posts at a time.
 */
export async function prepareContext(
  send: Send,
  tokens: Tokens,
): Promise<BenchContext & { feedPageBody: string }> {
  const feedPageBody = await expectOk(
    send,
    { method: 'GET', path: '/api/social/feed', userId: FEED_USER_ID },
    tokens,
  )
  const firstPage = JSON.parse(feedPageBody) as FeedPage
  let seen = 0
  let cursor: string | null = null
  while (seen < DEEP_FEED_AFTER_POSTS) {
    const path: string = `/api/social/feed?limit=${FEED_MAX_PAGE_SIZE}${cursor ? `&before=${cursor}` : ''}`
    const page = JSON.parse(await expectOk(send, { method: 'GET', path }, tokens)) as FeedPage
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

/** Fails before anything is measured when a scenario's first requests do not answer 2xx. */
export async function expectEveryScenarioToAnswer(
  send: Send,
  scenarios: Scenario[],
  tokens: Tokens,
) {
  for (const scenario of scenarios) {
    for (const request of scenario.requests.slice(0, 2)) await expectOk(send, request, tokens)
  }
}
