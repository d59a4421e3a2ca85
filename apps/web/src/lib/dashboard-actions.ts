import { createContext, useContext } from 'react'

/** What pages inside the dashboard may ask of its shell. */
export interface DashboardActions {
  /**
   * Opens the Discover People & Groups modal (§2): the feed's Find People and
   * Find Friends, and Find Friends in the profile menu.
   */
  openDiscover(): void
}

export const DashboardActionsContext = createContext<DashboardActions | null>(null)

export function useDashboardActions(): DashboardActions {
  const actions = useContext(DashboardActionsContext)
  if (!actions) throw new Error('useDashboardActions() outside <DashboardLayout>')
  return actions
}
