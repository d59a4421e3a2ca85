import type { User } from '@platewise/core'
import { useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { Button } from '../../ui/button'

/** Shown on /register to someone already signed in: the form stays disabled until they log out. */
export function SignedInBanner({ user }: { user: User }) {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <div
      role="region"
      aria-label="Already signed in"
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <p className="text-sm text-amber-900">
        You are already signed in as <strong>{user.first_name || user.username}</strong>. To create
        a new account, log out first.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={signOut}>
          Log Out &amp; Create New Account
        </Button>
        <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
      </div>
    </div>
  )
}
