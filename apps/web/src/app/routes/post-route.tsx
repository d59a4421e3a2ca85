import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { groupQueries } from '../../features/groups/groups.queries'
import { PostPage } from '../../features/posts/post-page'
import { useUserId } from '../../lib/auth-context'
import { parsePostId } from '../../lib/posts/post-path'

/**
 * /dashboard/posts/{id}: a post's own page (decision 040). A group's post is
 * liked and commented on by the group's members (decision 034), which the
 * group's answer says; the posts feature cannot ask the groups feature, so
 * the app does, with the query the group's page reads.
 */
export function PostRoute() {
  return <PostPage postId={parsePostId(useParams().id)} GroupMembers={GroupMembers} />
}

function GroupMembers({
  groupId,
  children,
}: {
  groupId: number
  children(isMember: boolean): ReactNode
}) {
  const group = useQuery(groupQueries.detail(useUserId(), groupId))
  return children(group.data?.is_member === true)
}
