/** A post's own page (decision 040), which Share gives: whoever may see the post sees it there. */
export const postPath = (postId: number) => `/dashboard/posts/${postId}`

/** A path's `:id` as a post id, or null when it cannot be one (the page then says not found). */
export function parsePostId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
