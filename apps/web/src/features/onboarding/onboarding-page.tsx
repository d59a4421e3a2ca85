import { useNavigate } from 'react-router'
import { useAuth } from '../../app/auth-context'
import { Button } from '../../ui/button'
import { PlatewiseLogo } from '../../ui/logo'

/** Placeholder until the onboarding wizard lands (issue 3). */
export function OnboardingPage() {
  const { user, signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <div className="min-h-dvh bg-stone-50 px-4 py-10">
      <main className="mx-auto max-w-lg rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <div className="mb-6 flex justify-center">
          <PlatewiseLogo />
        </div>
        <h1 className="text-2xl font-bold">Welcome to Platewise, {user?.first_name || 'User'}!</h1>
        <p className="mt-2 text-stone-600">
          Next you will set your goals: the onboarding wizard is on its way.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              signOut()
              navigate('/login')
            }}
          >
            Logout
          </Button>
          <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
        </div>
      </main>
    </div>
  )
}
