// How much the bench generator loads (issue 14). `full` is the data set;
// `small` keeps 10,000 posts for quick runs on the embedded database, with
// fewer people so the 200-followee user still has a deep feed (about 4,000
// posts); `tiny` is for the generator's own test.

export interface SeedSize {
  users: number
  posts: number
  /** Likes per post run from 0 to twice this, so this is their mean */
  meanLikesPerPost: number
  /** Days of meals every user logged, ending on BENCH_LAST_MEAL_DATE */
  mealDays: number
}

export const SEED_SIZES = {
  full: { users: 10_000, posts: 1_000_000, meanLikesPerPost: 3, mealDays: 60 },
  small: { users: 500, posts: 10_000, meanLikesPerPost: 3, mealDays: 60 },
  tiny: { users: 50, posts: 500, meanLikesPerPost: 3, mealDays: 7 },
} as const satisfies Record<string, SeedSize>

export type SeedSizeName = keyof typeof SEED_SIZES

export function isSeedSizeName(name: string): name is SeedSizeName {
  return Object.hasOwn(SEED_SIZES, name)
}
