import type { GroupDetail, GroupSummary, InviteCandidate, Post, PostAuthor } from '@platewise/core'
import { json } from './render-app'
import { renderDashboard, type Handlers } from './render-dashboard'
import { recordSentForms } from './sent-forms'
import { aPost, maya, sam } from './post-fixtures'

export { maya, sam }

export const priya: PostAuthor = {
  id: 11,
  username: 'priya_plants',
  first_name: 'Priya',
  last_name: 'Patel',
  profile_picture: null,
}

export const jordan: PostAuthor = {
  id: 12,
  username: 'jordanlifts',
  first_name: 'Jordan',
  last_name: 'Lee',
  profile_picture: null,
}

/** A public group by Sam as GET /api/groups answers it to Maya, who is not in it. */
export function aGroup(
  fields: Partial<GroupSummary> & Pick<GroupSummary, 'id' | 'name'>,
): GroupSummary {
  return {
    description: 'Cooking together',
    image: 'group',
    is_private: false,
    created_by: sam.id,
    created_at: '2026-05-01T10:00:00.000Z',
    members_count: 1,
    posts_count: 0,
    members_preview: [sam],
    best_streak: 0,
    viewer: 'none',
    is_member: false,
    ...fields,
  }
}

/** A group's page as GET /api/groups/{id} answers it. */
export function aGroupDetail(
  fields: Partial<GroupDetail> & Pick<GroupDetail, 'id' | 'name'>,
): GroupDetail {
  return { ...aGroup(fields), top_streaks: [], ...fields }
}

/** A post in group `group_id` (a post with a group, decision 034), by Sam, a minute old, unless told otherwise. */
export function aGroupPost({
  group_id,
  ...fields
}: Partial<Post> & Pick<Post, 'id'> & { group_id: number }): Post {
  return aPost({
    content: 'Overnight oats for the whole week',
    group: { id: group_id, name: 'Soup Swap' },
    ...fields,
  })
}

export const aCandidate = (
  person: PostAuthor,
  status: InviteCandidate['status'] = 'none',
): InviteCandidate => ({ ...person, status })

export const groupList = (groups: GroupSummary[]) => () => json(200, { groups })
export const postPage =
  (posts: Post[], next_cursor: string | null = null) =>
  () =>
    json(200, { posts, next_cursor })

/**
 * Opens `path` signed in as Maya with `handlers` answering the page's calls;
 * `forms` holds the multipart forms it sent, which answerFetch does not read.
 */
export function openGroupsAt(path: string, handlers: Handlers = {}) {
  const rendered = renderDashboard(path, handlers)
  return { ...rendered, forms: recordSentForms() }
}
