import { LogOut } from 'lucide-react'
import { Link, Outlet, useNavigate } from 'react-router'
import { useAuth } from '../../app/auth-context'
import { Button } from '../../ui/button'
import { PlatewiseLogo } from '../../ui/logo'

/** A minimal shell until the full dashboard lands (issue 3). */
export function DashboardLayout() {
  const { user, signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/dashboard/feed" aria-label="Platewise feed">
            <PlatewiseLogo />
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-stone-700 sm:inline">
              Welcome, {user?.first_name || 'User'}
            </span>
            <Button
              variant="ghost"
              onClick={() => {
                signOut()
                navigate('/login')
              }}
            >
              <LogOut className="size-4" aria-hidden /> Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  )
}

export function DashboardPlaceholder({ section }: { section: string }) {
  return (
    <section
      aria-labelledby="section-title"
      className="rounded-2xl border border-dashed border-stone-300 p-10 text-center"
    >
      <h1 id="section-title" className="text-xl font-semibold capitalize">
        {section === 'mealplan' ? 'Meal Plan' : section}
      </h1>
      <p className="mt-2 text-stone-600">This part of your dashboard is on its way.</p>
    </section>
  )
}
