import {
  toRegistrationPayload,
  validateRegistrationForm,
  type FieldErrors,
  type RegistrationField,
  type RegistrationForm,
} from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { hasFieldErrors, renamed, serverFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { PasswordField } from '../../ui/password-field'
import { TextField } from '../../ui/text-field'
import { registerMutation } from './auth-api'
import { AuthLayout } from './auth-layout'
import { isTimeout, registrationScreenMessage } from './auth-errors'
import { REGISTER_PROGRESS, useProgressMessage } from './progress-messages'
import { ServerStatusCheck } from './server-status-check'
import { SignedInBanner } from './signed-in-banner'
import { SocialButtons } from './social-buttons'
import { SubmitWithRetry } from './submit-with-retry'

const emptyForm: RegistrationForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
}

// Server field names (spec §3 Registration payload) to form fields.
const fieldOfServer = renamed<RegistrationField>({
  first_name: 'firstName',
  last_name: 'lastName',
  username: 'username',
  email: 'email',
  password: 'password',
})

export const GO_TO_ONBOARDING_AFTER_MS = 1_000

export function RegisterPage() {
  const { user, signIn } = useAuth()
  const navigate = useNavigate()
  const [form, setForm] = useState(emptyForm)
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({})
  const [registerOptions] = useState(registerMutation)
  const registering = useMutation(registerOptions)
  const busy = registering.isPending
  // kept here: signing in clears every cache, the mutation's own state with it
  const [succeeded, setSucceeded] = useState(false)
  const failure = registering.isError ? registrationScreenMessage(registering.error) : null
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const progress = useProgressMessage(busy, REGISTER_PROGRESS)

  useEffect(() => () => clearTimeout(leaveTimer.current), [])

  // Once signed in by this page, the banner for visitors who were already signed in stays away.
  const alreadySignedIn = Boolean(user) && !succeeded

  function update(field: RegistrationField, value: string) {
    setForm((current) => ({ ...current, [field]: value }))
    // a field's message clears as soon as it is edited (spec §5)
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function submit(event?: FormEvent) {
    event?.preventDefault()
    registering.reset()
    const found = validateRegistrationForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return

    registering.mutate(toRegistrationPayload(form), {
      onSuccess: ({ token, user: created }) => {
        setSucceeded(true)
        signIn(token, created)
        leaveTimer.current = setTimeout(() => navigate('/onboarding'), GO_TO_ONBOARDING_AFTER_MS)
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, fieldOfServer)
        if (hasFieldErrors(fieldErrors)) setErrors(fieldErrors)
      },
    })
  }

  const canRetry = Boolean(progress?.slow) || isTimeout(registering.error)
  const disabled = alreadySignedIn || busy || succeeded

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {alreadySignedIn && user && <SignedInBanner user={user} />}

      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Create your account">
        <fieldset disabled={disabled} className="space-y-4">
          <SocialButtons disabled={disabled} />
          <div className="flex items-center gap-3 text-xs text-stone-500" aria-hidden>
            <span className="h-px flex-1 bg-stone-200" /> or sign up with email{' '}
            <span className="h-px flex-1 bg-stone-200" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First Name"
              autoComplete="given-name"
              value={form.firstName}
              onChange={(e) => update('firstName', e.target.value)}
              error={errors.firstName}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              value={form.lastName}
              onChange={(e) => update('lastName', e.target.value)}
              error={errors.lastName}
            />
          </div>
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={form.username}
            onChange={(e) => update('username', e.target.value)}
            error={errors.username}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(e) => update('email', e.target.value)}
            error={errors.email}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => update('password', e.target.value)}
            error={errors.password}
            hint="At least 6 characters."
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => update('confirmPassword', e.target.value)}
            error={errors.confirmPassword}
          />
        </fieldset>

        {failure && <Alert tone="error">{failure}</Alert>}
        {succeeded && <Alert tone="success">Account created! Let's set up your goals...</Alert>}
        {busy && progress && <Alert tone="info">{progress.message}</Alert>}

        <SubmitWithRetry
          label="Create Account"
          busyLabel="Creating Account..."
          busy={busy}
          disabled={disabled}
          canRetry={canRetry}
          onRetry={() => void submit()}
        />
      </form>

      <div className="mt-6 border-t border-stone-100 pt-4">
        <ServerStatusCheck />
      </div>
    </AuthLayout>
  )
}
