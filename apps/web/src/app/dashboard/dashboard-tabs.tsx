import { CalendarDays, ChartPie, Newspaper, UserRound, UsersRound } from 'lucide-react'
import { Link, useLocation } from 'react-router'

export const DASHBOARD_NAV = [
  { slug: 'feed', label: 'Feed', Icon: Newspaper },
  { slug: 'overview', label: 'Overview', Icon: ChartPie },
  { slug: 'groups', label: 'Groups', Icon: UsersRound },
  { slug: 'mealplan', label: 'Meal Plan', Icon: CalendarDays },
  { slug: 'profile', label: 'Profile', Icon: UserRound },
] as const

type TabSlug = (typeof DASHBOARD_NAV)[number]['slug']

/** The tab whose path starts the current one; null when none does. */
export function tabForPath(pathname: string): TabSlug | null {
  const match = DASHBOARD_NAV.find(({ slug }) => {
    const base = `/dashboard/${slug}`
    return pathname === base || pathname.startsWith(`${base}/`)
  })
  return match?.slug ?? null
}

/**
 * The five dashboard tabs (spec §2): the active one is chosen by path prefix and
 * defaults to Feed. On a page that is not a tab (the meal inputs) Feed is still
 * highlighted as the spec asks, but only a tab that really matches the path is
 * announced as the current page.
 */
export function DashboardTabs() {
  const { pathname } = useLocation()
  const matched = tabForPath(pathname)
  const highlighted = matched ?? 'feed'

  return (
    <nav aria-label="Dashboard" className="-mb-px">
      <ul className="flex overflow-x-auto [scrollbar-width:none] sm:gap-2 sm:px-1">
        {DASHBOARD_NAV.map(({ slug, label, Icon }) => {
          const active = slug === highlighted
          return (
            <li key={slug} className="shrink-0">
              <Link
                to={`/dashboard/${slug}`}
                aria-current={slug === matched ? 'page' : undefined}
                className={`flex items-center gap-2 border-b-2 px-2 py-3 text-sm sm:px-3 font-medium whitespace-nowrap transition-colors focus-visible:rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
                  active
                    ? 'border-brand-700 text-brand-700'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                }`}
              >
                <Icon className="hidden size-4 sm:block" aria-hidden />
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
