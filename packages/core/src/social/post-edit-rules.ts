import { GROUP_MESSAGES } from '../groups/group-rules'
import { POST_MESSAGES } from './post-rules'

// Editing a post's words (issue 27, decision 040). An edit may leave a post
// only as its creation could have made it (§5): a feed post needs words or a
// photo, a group post needs words. The photo and the meal stay as they were,
// so whether the words may go depends on the post, not on the edit.

/** What decides whether an edited post may be left without words. */
export interface EditedPostShape {
  hasPhoto: boolean
  inGroup: boolean
}

/** Why the edited words (already trimmed) cannot be the post's, or null when they can. */
export function editedContentRefusal(content: string, post: EditedPostShape): string | null {
  if (content !== '') return null
  if (post.inGroup) return GROUP_MESSAGES.postRequired
  return post.hasPhoto ? null : POST_MESSAGES.contentRequired
}
