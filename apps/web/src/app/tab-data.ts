import {
  addDays,
  parseIsoDate,
  startOfWeekSunday,
  todayIso,
  USUAL_MEALS_DAYS,
  weeklyAnalysisWindow,
} from '@platewise/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'
import type { User } from '@platewise/core'
import { groupQueries } from '../features/groups/groups.queries'
import { postQueries } from '../features/posts/posts.queries'
import { socialProfileQueries } from '../features/profile/profile.queries'
import { settingsQueries } from '../features/settings/settings.queries'
import { parseGroupId } from '../lib/group-path'
import { preferencesQuery } from '../lib/account/preferences'
import { parsePostId } from '../lib/posts/post-path'
import { mealQueries } from '../lib/meals/meal.queries'

// What each dashboard tab shows first, asked for by its route's loader while
// the router fetches the tab's code (page-data.ts). Each uses the query
// options and the arguments its page reads with (the browser's today, the
// week on the strip, the month on the calendar), so the page takes these
// answers instead of asking again. The tabs draw their own loading and
// failure states (§8's fall-backs), so nothing here waits or throws: a
// failure stays in the cache for the page to show.

/** Starts a tab's first queries in the signed-in person's cache. */
export type TabData = (client: QueryClient, user: User, params: Params) => void

const today = () => todayIso()

/** The current month of the Month Activity Calendar (feed and profile). */
function startCalendar(client: QueryClient, userId: number) {
  const { year, month } = parseIsoDate(today())
  void client.prefetchQuery(mealQueries.calendar(userId, year, month))
}

export const tabData = {
  overview: (client, { id: userId }) => {
    const day = today()
    const week = startOfWeekSunday(day)
    const lastSeven = weeklyAnalysisWindow(day)
    void client.prefetchQuery(mealQueries.day(userId, day))
    void client.prefetchQuery(mealQueries.diary(userId, week, addDays(week, 6)))
    void client.prefetchQuery(mealQueries.diary(userId, lastSeven.from, lastSeven.to))
    // the units its weights show in
    void client.prefetchQuery(preferencesQuery(userId))
  },
  mealInputs: (client, { id: userId }) => {
    const day = today()
    void client.prefetchQuery(mealQueries.day(userId, day))
    // what Copy yesterday would copy, which decides whether it shows
    void client.prefetchQuery(mealQueries.day(userId, addDays(day, -1)))
    void client.prefetchQuery(mealQueries.favorites(userId))
  },
  planner: (client, { id: userId }) => {
    const day = today()
    void client.prefetchQuery(mealQueries.day(userId, day))
    void client.prefetchQuery(mealQueries.range(userId, addDays(day, -(USUAL_MEALS_DAYS - 1)), day))
    void client.prefetchQuery(preferencesQuery(userId))
  },
  myProfile: (client, { id: userId }) => {
    const day = today()
    void client.prefetchQuery(socialProfileQueries.profile(userId, String(userId)))
    void client.prefetchQuery(preferencesQuery(userId))
    void client.prefetchQuery(mealQueries.streak(userId, day))
    // the goals card's progress
    void client.prefetchQuery(mealQueries.day(userId, day))
    startCalendar(client, userId)
  },
  userProfile: (client, user, params) => {
    const ref = params.username
    // one's own username is sent on to /dashboard/profile (profile-page.tsx)
    const mine = ref?.toLowerCase() === user.username.toLowerCase() || ref === String(user.id)
    if (ref && !mine) void client.prefetchQuery(socialProfileQueries.profile(user.id, ref))
  },
  settings: (client, { id: userId }) => {
    void client.prefetchQuery(settingsQueries.sessions(userId))
    void client.prefetchQuery(preferencesQuery(userId))
  },
  groups: (client, { id: userId }) => {
    void client.prefetchQuery(groupQueries.list(userId))
  },
  group: (client, { id: userId }, params) => {
    const groupId = parseGroupId(params.id)
    if (groupId === null) return
    // its posts once the group answered: a private or unknown one shows no posts
    void client.fetchQuery(groupQueries.detail(userId, groupId)).then(
      () => client.prefetchInfiniteQuery(postQueries.group(userId, groupId)),
      () => {},
    )
  },
  post: (client, { id: userId }, params) => {
    const postId = parsePostId(params.id)
    if (postId === null) return
    // the page shows its comments open; a group's post asks for its group, whose members take part
    void client.fetchQuery(postQueries.post(userId, postId)).then(
      (post) => {
        if (post.allow_comments) void client.prefetchQuery(postQueries.comments(userId, postId))
        if (post.group) void client.prefetchQuery(groupQueries.detail(userId, post.group.id))
      },
      () => {},
    )
  },
} satisfies Record<string, TabData>

export type TabName = keyof typeof tabData
