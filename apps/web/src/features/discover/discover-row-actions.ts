import type { SearchGroup, SearchUser } from '@platewise/core'
import type { ReactNode } from 'react'

/**
 * The button at the end of a Discover row, given by the app (§2): Follow for a
 * person (the profile's), Join for a group (the groups'). `describedBy` is the
 * id of the row's name; `onNavigate` closes the modal when a button opens a page.
 */
export interface DiscoverRowActions {
  person(person: SearchUser, describedBy: string): ReactNode
  group(group: SearchGroup, describedBy: string, onNavigate: () => void): ReactNode
}
