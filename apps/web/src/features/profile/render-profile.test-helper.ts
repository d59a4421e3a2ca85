import { calendarMonth, type Meal, type SocialProfile } from '@platewise/core'
import { json } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'
import { aSocialProfile } from '../../test/social-profile-fixtures'

// Wednesday 13 May 2026 on the user's clock: May starts on a Friday, so its
// Monday-first grid runs from Monday 27 April and fills exactly 35 cells.
export const NOW = new Date(2026, 4, 13, 9, 30)
export const TODAY = '2026-05-13'
/** The signed-in test user's id: their own profile is asked for by it */
export const PROFILE_PATH = '/api/social/profile/7'

export const profileAnswer = (profile: SocialProfile) => () => json(200, profile)

export const calendarAnswer =
  (year: number, month: number, days: Parameters<typeof calendarMonth>[2] = []) =>
  () =>
    json(200, calendarMonth(year, month, days))

/**
 * /dashboard/profile (or `path`) signed in as the test user, with answers for
 * every call the page makes: an incomplete profile with no posts (and no more
 * pages), a streak of
 * 0, an empty May, no meals today; `handlers` replace any of them.
 */
export function openProfile(handlers: Handlers = {}, path = '/dashboard/profile') {
  const { calls } = renderDashboard(path, {
    [`GET ${PROFILE_PATH}`]: profileAnswer(aSocialProfile()),
    [`GET ${PROFILE_PATH}/posts`]: () => json(200, { posts: [], next_cursor: null }),
    'GET /api/meals/streak': () => json(200, { streak: 0 }),
    'GET /api/meals/calendar/2026/5': calendarAnswer(2026, 5),
    'GET /api/meals': () => json(200, { meals: [] as Meal[] }),
    ...handlers,
  })
  return calls
}
