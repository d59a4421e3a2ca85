import { DashboardPlaceholder } from '../dashboard/dashboard-layout'

export function MealInputsPage() {
  return <DashboardPlaceholder section="inputs" />
}
