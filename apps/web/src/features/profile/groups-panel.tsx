import { ChefHat, ChevronRight, Footprints, Salad, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { formatAmount } from '@platewise/core'

// §2: the profile's side panel shows static sample groups until groups are real.
// Icons, not emoji: a machine without an emoji font draws those as empty boxes.
const SAMPLE_GROUPS = [
  { name: 'Meal Prep Sundays', members: 1284, Icon: Salad, tone: 'bg-emerald-50 text-emerald-700' },
  { name: 'High Protein Kitchen', members: 862, Icon: ChefHat, tone: 'bg-amber-50 text-amber-700' },
  { name: 'Morning Runners', members: 417, Icon: Footprints, tone: 'bg-sky-50 text-sky-700' },
] as const

/** The Groups side panel of the profile (§2), with a way to the Groups tab. */
export function GroupsPanel() {
  return (
    <section
      aria-labelledby="profile-groups-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="profile-groups-title"
          className="flex items-center gap-2 text-base font-semibold text-stone-900"
        >
          <span className="grid size-7 place-items-center rounded-lg bg-rose-50 text-rose-600">
            <UsersRound className="size-4" aria-hidden />
          </span>
          Groups
        </h2>
        <Link
          to="/dashboard/groups"
          className="inline-flex items-center gap-0.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          See All
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="mt-3 grid gap-1">
        {SAMPLE_GROUPS.map((group) => (
          <li key={group.name} className="flex items-center gap-3 rounded-xl px-1 py-2">
            <span
              aria-hidden
              className={`grid size-10 shrink-0 place-items-center rounded-xl ${group.tone}`}
            >
              <group.Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-stone-900">{group.name}</p>
              <p className="text-xs text-stone-500">{formatAmount(group.members)} members</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
