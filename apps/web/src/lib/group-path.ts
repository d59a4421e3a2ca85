/** A path's `:id` as a group id, or null when it cannot be one. */
export function parseGroupId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : null
}

/** Where a group's page is (beyond the spec, whose groups have no address). */
export const groupPath = (groupId: number) => `/dashboard/groups/${groupId}`

/** The Groups page with the Create Group modal open: the feed's Create Group leads here. */
export const CREATE_GROUP_PATH = '/dashboard/groups?create=1'
