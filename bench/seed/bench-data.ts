// Facts about the generated data that the load benchmarks rely on. Everything
// is fixed (no clock, no randomness), so a run is comparable with the last.

/** Every bench user signs in with this password; its argon2id hash is computed once per seed. */
export const BENCH_PASSWORD = 'bench-plate-2026'

/** Bench people's emails are `bench<id>@bench.platewise.test`; the generator writes them in SQL the same way. */
export const BENCH_EMAIL_PREFIX = 'bench'
export const BENCH_EMAIL_DOMAIN = 'bench.platewise.test'
export const benchEmail = (userId: number) => `${BENCH_EMAIL_PREFIX}${userId}@${BENCH_EMAIL_DOMAIN}`

/** The user who follows exactly 200 people (every user whose id ends in 01 does, when there are enough people). */
export const FEED_USER_ID = 1
export const FOLLOWS_200 = 200

/** A user who follows 5 people (as do users 102, 202, …): a sparse feed, the hard case for paging newest first. */
export const SPARSE_FEED_USER_ID = 2
export const FOLLOWS_FEW = 5

/** Every 1,000th post from post 1 on draws a crowd of comments: post 1 is the bench's "post with its comments". */
export const POPULAR_POST_ID = 1
export const POPULAR_POST_COMMENTS = 30

/** The last day of meals; meals run for `mealDays` days up to it. Posts end at its evening. */
export const BENCH_LAST_MEAL_DATE = '2026-10-31'
export const BENCH_LAST_POST_AT = '2026-10-31T21:00:00Z'

/** The benchmark's day, week and month of meals, inside every size's range. */
export const BENCH_DAY = '2026-10-28'
export const BENCH_WEEK = { start: '2026-10-25', end: '2026-10-31' } as const
export const BENCH_MONTH = { year: 2026, month: 10 } as const

/** Meals the "create a meal" scenario logs land on this day, away from the days read above. */
export const BENCH_CREATE_DATE = '2026-11-15'
