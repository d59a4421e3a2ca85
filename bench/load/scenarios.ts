import { DEMO_MEALS } from '../../apps/server/src/seed/demo-meals'
import {
  BENCH_CREATE_DATE,
  BENCH_DAY,
  BENCH_MONTH,
  BENCH_PASSWORD,
  BENCH_WEEK,
  benchEmail,
  FEED_USER_ID,
  FOLLOWS_FEW,
  POPULAR_POST_ID,
  SPARSE_FEED_USER_ID,
} from '../seed/bench-data'

/** One HTTP call of a scenario; signed in as `userId` (default the bench user) unless `signedIn` is false. */
export interface BenchRequest {
  method: 'GET' | 'POST'
  path: string
  body?: Record<string, unknown>
  signedIn?: boolean
  userId?: number
}

/** Bearer tokens of the signed-in bench users, by user id. */
export type Tokens = Record<number, string>

/** The users the scenarios act as, each signed in once before the runs. */
export const BENCH_USER_IDS = [FEED_USER_ID, SPARSE_FEED_USER_ID]

/**
 * A load scenario: each connection sends its requests in turn, over and over.
 * `calls` says in words what the server does for it, for the README.
 */
export interface Scenario {
  name: string
  calls: string
  requests: BenchRequest[]
  /** Load sent at the same time on connections of its own, not measured (logins beside the feed) */
  beside?: { requests: BenchRequest[]; connections: number }
}

/** What the scenarios need from the seeded database, found before the runs (prepare.ts). */
export interface BenchContext {
  /** The feed's cursor once 2,000 posts have been paged past */
  deepCursor: string
  /** Posts of the first feed page: the like toggle spreads over them */
  likePostIds: number[]
}

export const loginRequest = (userId = FEED_USER_ID): BenchRequest => ({
  method: 'POST',
  path: '/api/auth/login',
  body: { email: benchEmail(userId), password: BENCH_PASSWORD },
  signedIn: false,
})

const get = (path: string): BenchRequest => ({ method: 'GET', path })

export function buildScenarios(context: BenchContext): Scenario[] {
  return [
    {
      name: 'feed',
      calls: 'GET /api/social/feed: first page (20) of the user who follows 200 people',
      requests: [get('/api/social/feed')],
    },
    {
      name: 'feed-deep',
      calls: 'GET /api/social/feed?before=<cursor after 2,000 posts>',
      requests: [get(`/api/social/feed?before=${context.deepCursor}`)],
    },
    {
      name: 'feed-sparse',
      calls: `GET /api/social/feed: first page of user ${SPARSE_FEED_USER_ID}, who follows ${FOLLOWS_FEW} people`,
      requests: [{ ...get('/api/social/feed'), userId: SPARSE_FEED_USER_ID }],
    },
    {
      name: 'post-comments',
      calls: `GET /api/social/posts/${POPULAR_POST_ID} then its /comments (30 comments), in turn`,
      requests: [
        get(`/api/social/posts/${POPULAR_POST_ID}`),
        get(`/api/social/posts/${POPULAR_POST_ID}/comments`),
      ],
    },
    {
      name: 'search-prefix',
      calls: 'GET /api/social/search/users?q=mar (word prefix)',
      requests: [get('/api/social/search/users?q=mar')],
    },
    {
      name: 'search-typo',
      calls: 'GET /api/social/search/users?q=lovelase (one letter off Lovelace)',
      requests: [get('/api/social/search/users?q=lovelase')],
    },
    {
      name: 'day-meals',
      calls: `GET /api/meals?date=${BENCH_DAY}`,
      requests: [get(`/api/meals?date=${BENCH_DAY}`)],
    },
    {
      name: 'diary-week',
      calls: `GET /api/diary/${BENCH_WEEK.start}/${BENCH_WEEK.end}`,
      requests: [get(`/api/diary/${BENCH_WEEK.start}/${BENCH_WEEK.end}`)],
    },
    {
      name: 'calendar-month',
      calls: `GET /api/meals/calendar/${BENCH_MONTH.year}/${BENCH_MONTH.month}`,
      requests: [get(`/api/meals/calendar/${BENCH_MONTH.year}/${BENCH_MONTH.month}`)],
    },
    {
      name: 'create-meal',
      calls: `POST /api/meals {description, meal_type, meal_date: ${BENCH_CREATE_DATE}}: analysed and saved`,
      // a few of the demo's lunches, so the analyser reads different text
      requests: DEMO_MEALS.lunch.slice(0, 5).map((description) => ({
        method: 'POST',
        path: '/api/meals',
        body: { description, meal_type: 'lunch', meal_date: BENCH_CREATE_DATE },
      })),
    },
    {
      name: 'like-toggle',
      calls: 'POST /api/social/posts/:id/like over the 20 posts of the first feed page',
      requests: context.likePostIds.map((id) => ({
        method: 'POST',
        path: `/api/social/posts/${id}/like`,
      })),
    },
    {
      name: 'login',
      calls: 'POST /api/auth/login (argon2id verify, new session)',
      requests: [loginRequest()],
    },
    {
      name: 'feed-beside-logins',
      calls: 'the feed scenario while 4 more connections log in (its p99 against the feed alone)',
      requests: [get('/api/social/feed')],
      beside: { requests: [loginRequest()], connections: 4 },
    },
  ]
}
