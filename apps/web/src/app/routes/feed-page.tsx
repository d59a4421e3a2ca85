import { FeedComposer } from '../../features/posts/feed-composer'
import { FeedPosts } from '../../features/posts/feed-posts'
import { FeedUserCard } from '../../features/profile/feed-user-card'
import { FeedGroupsPanel } from '../../features/groups/feed-groups-panel'
import { ActivityCalendar } from '../../features/meals/activity-calendar'
import { TodaysNutrition } from '../../features/meals/todays-nutrition'

/**
 * The Feed of spec §2 at /dashboard/feed. Three columns on a wide screen (the
 * sidebar, the posts, the groups); two on a tablet, the groups under the
 * sidebar; one on a phone, where the user card leads and the posts follow it,
 * with the rest of the sidebar after them.
 */
export function FeedPage() {
  return (
    <div className="grid items-start gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_auto_auto_1fr] md:gap-6 lg:grid-cols-[15rem_minmax(0,1fr)_16rem]">
      <FeedUserCard className="md:col-start-1 md:row-start-1" />
      <div className="min-w-0 space-y-4 md:col-start-2 md:row-span-4 md:row-start-1">
        <h1 className="sr-only">Feed</h1>
        <FeedComposer />
        <FeedPosts />
      </div>
      <TodaysNutrition className="md:col-start-1 md:row-start-2" />
      <ActivityCalendar className="md:col-start-1 md:row-start-3" />
      <FeedGroupsPanel className="md:col-start-1 md:row-start-4 lg:col-start-3 lg:row-span-4 lg:row-start-1" />
    </div>
  )
}
