import { Plus, Settings2 } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../ui/button'
import { GOALS_EDITOR_PATH } from '../../lib/profile/edit-profile-link'
import { Panel } from '../../ui/panel'

/** Quick Actions (§2): to the meal inputs and to the goals on the profile. */
export function QuickActions() {
  return (
    <Panel title="Quick Actions">
      <div className="mt-3 grid gap-2">
        <Link to="/dashboard/inputs" className={buttonClasses('primary', 'w-full')}>
          <Plus className="size-4" aria-hidden />
          Add Meal
        </Link>
        <Link to={GOALS_EDITOR_PATH} className={buttonClasses('secondary', 'w-full')}>
          <Settings2 className="size-4" aria-hidden />
          Update Goals
        </Link>
      </div>
    </Panel>
  )
}
