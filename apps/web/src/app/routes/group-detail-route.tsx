import { GroupDetailPage } from '../../features/groups/group-detail-page'
import { GroupComposer } from '../../features/posts/group-composer'
import { GroupPosts } from '../../features/posts/group-posts'

/**
 * /dashboard/groups/{id}: a group's page, its posts drawn by the posts feature
 * (a group post is a post with a group, decision 034).
 */
export function GroupDetailRoute() {
  return (
    <GroupDetailPage
      posts={({ id, isMember, viewer }) => (
        <>
          {isMember && viewer && <GroupComposer groupId={id} viewer={viewer} />}
          <GroupPosts groupId={id} isMember={isMember} />
        </>
      )}
    />
  )
}
