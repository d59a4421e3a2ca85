import { zodResolver } from '@hookform/resolvers/zod'
import {
  registrationFormSchema,
  toRegistrationPayload,
  type RegistrationField,
  type RegistrationForm,
} from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { renamed, setServerFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { PasswordField } from '../../ui/password-field'
import { EmailField, NameFields } from '../../ui/person-fields'
import { registerMutation } from './auth-api'
import { AuthLayout } from './auth-layout'
import { isTimeout, registrationScreenMessage } from './auth-errors'
import { REGISTER_PROGRESS, useProgressMessage } from './progress-messages'
import { ServerStatusCheck } from './server-status-check'
import { SignedInBanner } from './signed-in-banner'
import { SocialButtons } from './social-buttons'
import { SubmitWithRetry } from './submit-with-retry'
import { fieldProps } from '../../lib/form-field'

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
  const form = useForm<RegistrationForm>({
    defaultValues: emptyForm,
    // the payload is built from the fields as typed (toRegistrationPayload)
    resolver: zodResolver(registrationFormSchema, undefined, { raw: true }),
    // checked on submit; a field's message clears as soon as it is edited (spec §5)
    reValidateMode: 'onSubmit',
  })
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

  const field = fieldProps(form)

  function create(typed: RegistrationForm) {
    registering.mutate(toRegistrationPayload(typed), {
      onSuccess: ({ token, user: created }) => {
        setSucceeded(true)
        signIn(token, created)
        leaveTimer.current = setTimeout(() => navigate('/onboarding'), GO_TO_ONBOARDING_AFTER_MS)
      },
      onError: (error) => setServerFieldErrors(error, fieldOfServer, form.setError),
    })
  }

  function submit(event?: FormEvent) {
    registering.reset()
    void form.handleSubmit(create)(event)
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
          <NameFields
            firstName={{ label: 'First Name', ...field('firstName') }}
            lastName={{ label: 'Last Name', ...field('lastName') }}
            username={{ label: 'Username', ...field('username') }}
          />
          <EmailField label="Email" {...field('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...field('password')}
            hint="At least 6 characters."
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </fieldset>

        {failure && <Alert tone="error">{failure}</Alert>}
        {succeeded && <Alert tone="success">Account created! Let's set up your goals...</Alert>}
        <SubmitWithRetry
          label="Create Account"
          busyLabel="Creating Account..."
          busy={busy}
          disabled={disabled}
          progress={progress?.message}
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
