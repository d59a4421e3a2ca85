import { GroupDetailPage } from '../../features/groups/group-detail-page'
import { PostBody } from '../../features/posts/post-body'

/** /dashboard/groups/{id}: a group's page, its posts drawn with the posts feature's body. */
export function GroupDetailRoute() {
  return <GroupDetailPage postBody={(post) => <PostBody post={post} />} />
}
