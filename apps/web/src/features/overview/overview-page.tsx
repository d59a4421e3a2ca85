import { DashboardPlaceholder } from '../dashboard/dashboard-layout'

export function OverviewPage() {
  return <DashboardPlaceholder section="overview" />
}
