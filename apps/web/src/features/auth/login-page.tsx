import { validateLoginForm, type FieldErrors, type LoginForm } from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { pageAfterSignIn } from '../../lib/page-after-sign-in'
import { Alert } from '../../ui/alert'
import { PasswordField } from '../../ui/password-field'
import { TextField } from '../../ui/text-field'
import { login } from './auth-api'
import { AuthLayout } from './auth-layout'
import { isTimeout, loginErrorMessage } from './auth-errors'
import { SubmitWithRetry } from './submit-with-retry'
import { LOGIN_PROGRESS, useProgressMessage } from './progress-messages'

export function LoginPage() {
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<FieldErrors<keyof LoginForm>>({})
  const signingIn = useMutation({
    mutationFn: () => login(email.trim(), password),
    onSuccess: ({ token, user }) => {
      signIn(token, user)
      // back to the page that was asked for before signing in, else the dashboard
      navigate(pageAfterSignIn(location.state), { replace: true })
    },
  })
  const busy = signingIn.isPending
  const failure = signingIn.isError ? loginErrorMessage(signingIn.error) : null
  const progress = useProgressMessage(busy, LOGIN_PROGRESS)

  function submit(event?: FormEvent) {
    event?.preventDefault()
    // a new attempt: the last one's answer no longer applies
    signingIn.reset()
    const found = validateLoginForm({ email, password })
    setMissing(found)
    if (found.email || found.password) return
    signingIn.mutate()
  }

  const canRetry = Boolean(progress?.slow) || isTimeout(signingIn.error)

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={
        <>
          New to Platewise?{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Sign in">
        <fieldset disabled={busy} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              setMissing((m) => ({ ...m, email: undefined }))
            }}
            error={missing.email}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              setMissing((m) => ({ ...m, password: undefined }))
            }}
            error={missing.password}
          />
        </fieldset>

        {failure && <Alert tone="error">{failure}</Alert>}
        {busy && progress && <Alert tone="info">{progress.message}</Alert>}

        <SubmitWithRetry
          label="Sign In"
          busyLabel="Signing In..."
          busy={busy}
          disabled={busy}
          canRetry={canRetry}
          onRetry={() => void submit()}
        />
      </form>
    </AuthLayout>
  )
}
