import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { groupQueries } from '../../features/groups/groups.queries'
import { PostPage } from '../../features/posts/post-page'
import { postQueries } from '../../features/posts/posts.queries'
import { useUserId } from '../../lib/auth-context'
import { parsePostId } from '../../lib/posts/post-path'

/**
 * /dashboard/posts/{id}: a post's own page (decision 040). A group's post is
 * liked and commented on by the group's members (decision 034), which the
 * group's answer says; the posts feature cannot ask the groups feature, so
 * the app does. Both queries are the ones the post and group pages use.
 */
export function PostRoute() {
  const userId = useUserId()
  const postId = parsePostId(useParams().id)
  const post = useQuery({ ...postQueries.post(userId, postId ?? 0), enabled: postId !== null })
  const groupId = post.data?.group?.id
  const group = useQuery({
    ...groupQueries.detail(userId, groupId ?? 0),
    enabled: groupId !== undefined,
  })
  const canTakePart = groupId === undefined || group.data?.is_member === true
  return <PostPage postId={postId} canTakePart={canTakePart} />
}
