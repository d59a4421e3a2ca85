import { useQuery } from '@tanstack/react-query'
import { ChevronLeft } from 'lucide-react'
import type { PostAuthor } from '@platewise/core'
import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useAuth, useUserId } from '../../lib/auth-context'
import { hasStatus } from '../../lib/api-error'
import { useDashboardActions } from '../../lib/dashboard-actions'
import { parseGroupId } from '../../lib/group-path'
import { Bone } from '../../ui/feed-card'
import { GroupHeader } from './group-header'
import { GroupStats, TopStreaks } from './group-stats'
import { GroupUnavailable } from './group-unavailable'
import { groupQueries } from './groups.queries'
import { InviteFriendsDialog } from './invite-friends-dialog'

/**
 * A group's posts (Share with Group and Recent Posts): posts with a group
 * (decision 034), which the app brings from the posts feature.
 */
export type GroupPostsSlot = (group: {
  id: number
  isMember: boolean
  viewer: PostAuthor | null
}) => ReactNode

/**
 * /dashboard/groups/{id} (beyond the spec, whose group detail has no address):
 * the header, stats and Top Streaks, Share with Group for members, Recent
 * Posts, and the Invite Friends modal. A private group the viewer is not in
 * says so (403); an unknown one says 'Group not found' (404). Keyed by the id,
 * so going from one group to another starts afresh.
 */
export function GroupDetailPage({ posts }: { posts: GroupPostsSlot }) {
  const raw = useParams().id
  const groupId = parseGroupId(raw)
  if (groupId === null) return <GroupUnavailable reason="not-found" />
  return <GroupDetail key={groupId} groupId={groupId} posts={posts} />
}

function GroupDetail({ groupId, posts }: { groupId: number; posts: GroupPostsSlot }) {
  const userId = useUserId()
  const { user } = useAuth()
  const group = useQuery(groupQueries.detail(userId, groupId))
  const { openDiscover } = useDashboardActions()
  const [inviting, setInviting] = useState(false)

  if (group.isPending) return <DetailSkeleton />
  if (group.isError) {
    if (hasStatus(group.error, 403)) return <GroupUnavailable reason="private" />
    if (hasStatus(group.error, 404)) return <GroupUnavailable reason="not-found" />
    return <GroupUnavailable reason="failed" onRetry={() => void group.refetch()} />
  }
  const shown = group.data

  return (
    <div className="space-y-4 sm:space-y-6">
      <Link
        to="/dashboard/groups"
        className="inline-flex items-center gap-1 rounded-lg py-1 pr-2 text-sm font-semibold text-stone-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ChevronLeft className="size-4" aria-hidden />
        All Groups
      </Link>

      <GroupHeader group={shown} onInvite={() => setInviting(true)} />

      <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <GroupStats group={shown} />
          <TopStreaks group={shown} />
        </div>
        <div className="min-w-0 space-y-4 sm:space-y-6 lg:col-start-1 lg:row-start-1">
          {posts({ id: groupId, isMember: shown.is_member, viewer: user ?? null })}
        </div>
      </div>

      {inviting && (
        <InviteFriendsDialog
          groupId={groupId}
          groupName={shown.name}
          onClose={() => setInviting(false)}
          onFindPeople={() => {
            setInviting(false)
            openDiscover()
          }}
        />
      )}
    </div>
  )
}

/** The page's shape in grey while the group loads. */
function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading group" className="space-y-6">
      <Bone className="h-6 w-28" />
      <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
        <div className="h-16 bg-stone-100 sm:h-20" />
        <div className="space-y-3 px-5 pt-12 pb-6 sm:px-7">
          <Bone className="h-7 w-56" />
          <Bone className="h-4 w-full max-w-md" />
          <Bone className="h-10 w-40 rounded-full" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Bone className="h-40 rounded-2xl" />
        <Bone className="h-40 rounded-2xl" />
      </div>
    </div>
  )
}
