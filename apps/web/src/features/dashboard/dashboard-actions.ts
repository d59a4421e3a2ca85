import { createContext, useContext } from 'react'

/** What pages inside the dashboard may ask of its shell. */
export interface DashboardActions {
  /** Opens the header's people and groups search and puts the cursor in it (§2 Feed: Find People). */
  openSearch(): void
}

export const DashboardActionsContext = createContext<DashboardActions | null>(null)

export function useDashboardActions(): DashboardActions {
  const actions = useContext(DashboardActionsContext)
  if (!actions) throw new Error('useDashboardActions() outside <DashboardLayout>')
  return actions
}
