/** Where a group's page is (beyond the spec, whose groups have no address). */
export const groupPath = (groupId: number) => `/dashboard/groups/${groupId}`

/** The Groups page with the Create Group modal open: the feed's Create Group leads here. */
export const CREATE_GROUP_PATH = '/dashboard/groups?create=1'
