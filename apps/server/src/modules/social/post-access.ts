import { GROUP_MESSAGES } from '@platewise/core'
import { forbidden, notFound } from '../../http/errors'
import type { PostAccess } from './posts.queries'

// Who may do what with a post reached by its id (decision 034). A post
// without a group: every signed-in person. A group post follows decision 013,
// with the answers the group routes give: seeing it (the post, its comments,
// a bookmark) is seeing the group's Recent Posts, everyone's in a public
// group, members' in a private one (403 privateGroup to a stranger, 403
// membersOnly to someone only invited); liking and commenting take
// membership, as sharing does (403 notMember).

export const POST_NOT_FOUND = 'Post not found.'

/** The post when viewerId may see it; 404 when there is none, 403 when its group hides it. */
export function requireSeen(post: PostAccess | undefined): PostAccess {
  if (!post) throw notFound(POST_NOT_FOUND)
  if (post.groupId !== null && post.groupIsPrivate && !post.viewerRole) {
    throw forbidden(post.viewerInvited ? GROUP_MESSAGES.membersOnly : GROUP_MESSAGES.privateGroup)
  }
  return post
}

/** The post when viewerId may like it or comment on it: a group post's members only. */
export function requireTakingPart(post: PostAccess | undefined): PostAccess {
  const seen = requireSeen(post)
  if (seen.groupId !== null && !seen.viewerRole) throw forbidden(GROUP_MESSAGES.notMember)
  return seen
}

/** The 403 for someone who may not delete a post they can see. */
export function notTheirsToRemove(post: PostAccess) {
  return forbidden(
    post.groupId === null ? 'You can only delete your own posts.' : GROUP_MESSAGES.notYourGroupPost,
  )
}

/** The 403 for someone who may not edit a post they can see: only its author may (decision 040). */
export function notTheirsToEdit() {
  return forbidden(POST_NOT_YOURS_TO_EDIT)
}

export const POST_NOT_YOURS_TO_EDIT = 'You can only edit your own posts.'
