import { PenSquare, Search, UtensilsCrossed, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { NotificationBell } from '../../features/notifications/notification-bell'
import { useAuth } from '../../lib/auth-context'
import { codeWhenShown } from '../../ui/code-when-shown'
import { PlatewiseLogo } from '../../ui/logo'
import { Spinner } from '../../ui/spinner'
import { DashboardTabs } from './dashboard-tabs'
import { ProfileMenu } from './profile-menu'
import { ServerStatusBadge } from './server-status-badge'

// the search's code (its results, samples, Follow and Join) comes when it is first
// opened: the header is on every page, the open search is not, and the feed's
// first load has no bytes to spare (issue 26)
const HeaderSearch = codeWhenShown(
  () => import('./header-search').then((module) => module.HeaderSearch),
  'The search could not be loaded.',
)

const iconButton =
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * The dashboard header of spec §2. On a phone the top row keeps the logo and the
 * actions (icons with their names for screen readers), and the welcome and the
 * status move to a row of their own; nothing is hidden. The open search gets a
 * row of its own at every width, so it never squeezes the welcome.
 */
export function DashboardHeader({ onCreatePost }: { onCreatePost(): void }) {
  const { user } = useAuth()
  const [searchOpen, setSearchOpen] = useState(false)
  const searchButtonRef = useRef<HTMLButtonElement>(null)

  const closeSearch = () => {
    setSearchOpen(false)
    searchButtonRef.current?.focus()
  }

  return (
    <header className="relative z-30 border-b border-stone-200 bg-white/95 backdrop-blur md:sticky md:top-0">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3 md:flex-nowrap md:gap-x-5">
        <Link
          to="/dashboard/feed"
          aria-label="Platewise feed"
          className="order-1 shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <PlatewiseLogo />
        </Link>

        <div className="order-3 flex min-w-0 basis-full items-center gap-2.5 md:order-2 md:basis-auto md:border-l md:border-stone-200 md:pl-5">
          <p className="min-w-0 truncate text-sm text-stone-700 md:max-w-[18rem]">
            Welcome,{' '}
            <span className="font-semibold text-stone-900">{user?.first_name || 'User'}</span>
          </p>
          <ServerStatusBadge />
        </div>

        <div className="order-2 ml-auto flex items-center gap-1 sm:gap-2 md:order-3">
          <button
            ref={searchButtonRef}
            type="button"
            aria-label="Search"
            aria-expanded={searchOpen}
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
            // (while the search's code loads the cursor is still here, and Escape closes it)
            onKeyDown={(event) => {
              if (searchOpen && event.key === 'Escape') closeSearch()
            }}
            onPointerEnter={HeaderSearch.preload}
            onFocus={HeaderSearch.preload}
            className={`${iconButton} size-10 ${
              searchOpen
                ? 'bg-stone-100 text-stone-900 hover:bg-stone-200'
                : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
            }`}
          >
            {searchOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Search className="size-5" aria-hidden />
            )}
          </button>
          {/* a NavLink, so that it is marked as the current page on the meal inputs */}
          <NavLink
            to="/dashboard/inputs"
            className={({ isActive }) =>
              `${iconButton} size-10 sm:w-auto sm:px-3.5 ${
                isActive
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
              }`
            }
          >
            <UtensilsCrossed className="size-5 sm:size-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Meals</span>
          </NavLink>
          <button
            type="button"
            onClick={onCreatePost}
            className={`${iconButton} size-10 bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-900 sm:w-auto sm:px-4`}
          >
            <PenSquare className="size-5 sm:size-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Post</span>
          </button>
          <NotificationBell className={iconButton} />
          <div className="ml-1">
            <ProfileMenu />
          </div>
        </div>
      </div>

      {searchOpen && (
        <div className="mx-auto mt-3 max-w-2xl px-4">
          <HeaderSearch
            fallback={<SearchLoading />}
            onClose={closeSearch}
            onNavigate={() => setSearchOpen(false)}
          />
        </div>
      )}

      <div className="mx-auto mt-1 max-w-6xl px-3 sm:px-4">
        <DashboardTabs />
      </div>
    </header>
  )
}

/** The search's place while its code comes: the search field's height, said to be loading. */
function SearchLoading() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-full border border-stone-200 px-3 py-2 text-base text-stone-500 sm:text-sm"
    >
      <Spinner className="size-4 text-brand-600" />
      Loading search...
    </p>
  )
}
