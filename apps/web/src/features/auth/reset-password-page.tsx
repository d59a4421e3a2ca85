import { zodResolver } from '@hookform/resolvers/zod'
import {
  newPasswordFormSchema,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TOKEN_INVALID,
  PASSWORD_RESET_UNAVAILABLE,
  passwordResetRequestFormSchema,
  type NewPasswordForm,
  type PasswordResetRequestForm,
} from '@platewise/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth-context'
import { fieldProps } from '../../lib/form-field'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { PasswordField } from '../../ui/password-field'
import { EmailField } from '../../ui/person-fields'
import { Spinner } from '../../ui/spinner'
import { passwordResetErrorMessage } from './auth-errors'
import { AuthLayout } from './auth-layout'
import { askForResetLink, passwordResetQueries, resetPassword } from './password-reset-api'
import type { SignInNotice } from './sign-in-notice'

const linkClasses = 'font-semibold text-brand-700 hover:underline'

/** A ref that focuses its element once it is drawn. */
const focusOnMount = (element: HTMLElement | null) => element?.focus()

const SignInLink = ({ children = 'Sign in' }: { children?: string }) => (
  <Link to="/login" className={linkClasses}>
    {children}
  </Link>
)

/**
 * /reset-password (issue 27): without a token, the form that asks for a link
 * by email; with the link's token, the form that chooses a new password.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')
  return token ? <ChooseNewPassword token={token} /> : <AskForLink />
}

function AskForLink() {
  const availability = useQuery(passwordResetQueries.availability())
  const form = useForm<PasswordResetRequestForm>({
    defaultValues: { email: '' },
    resolver: zodResolver(passwordResetRequestFormSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
  })
  const asking = useMutation({
    mutationFn: ({ email }: PasswordResetRequestForm) => askForResetLink(email.trim()),
    onError: (error) => setServerFieldErrors(error, sameNames(['email']), form.setError),
  })
  const send = form.handleSubmit((typed) => asking.mutate(typed))
  const field = fieldProps(form)

  function submit(event: FormEvent) {
    asking.reset()
    void send(event)
  }

  const refusedField = isApiError(asking.error) && asking.error.fields?.email
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        <>
          Remembered it? <SignInLink />
        </>
      }
    >
      {availability.data?.available === false ? (
        <Alert tone="error">{PASSWORD_RESET_MESSAGES.unavailable}</Alert>
      ) : asking.isSuccess ? (
        // the form and its focused button are gone: the focus moves to what replaced them
        <div ref={focusOnMount} tabIndex={-1} className="space-y-5 outline-none">
          <Alert tone="success">{PASSWORD_RESET_MESSAGES.sent}</Alert>
          <p className="text-sm text-stone-600">
            No email after a few minutes? Look in your spam folder, or{' '}
            <button type="button" onClick={() => asking.reset()} className={linkClasses}>
              ask again
            </button>
            .
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Reset your password">
          <p className="text-sm text-stone-600">
            Type the email of your account and we will send you a link to choose a new password.
          </p>
          <fieldset disabled={asking.isPending}>
            <EmailField label="Email" {...field('email')} />
          </fieldset>
          {asking.isError && !refusedField && (
            <Alert tone="error">{passwordResetErrorMessage(asking.error)}</Alert>
          )}
          <Button type="submit" disabled={asking.isPending} className="w-full">
            {asking.isPending && <Spinner className="size-4" />}
            {asking.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}

const isDeadLink = (error: unknown) =>
  isApiError(error) && error.code === PASSWORD_RESET_TOKEN_INVALID

function ChooseNewPassword({ token }: { token: string }) {
  // a used or expired link is told at once, before a new password is typed
  const check = useQuery(passwordResetQueries.token(token))
  const title = 'Choose a new password'
  const subtitle = 'Choosing a new password signs you out everywhere.'
  if (check.isPending) {
    return (
      <AuthLayout title={title} subtitle={subtitle}>
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> Checking your link...
        </p>
      </AuthLayout>
    )
  }
  const refused =
    isDeadLink(check.error) ||
    (isApiError(check.error) && check.error.code === PASSWORD_RESET_UNAVAILABLE)
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      {/* no answer at all is no verdict: the form is there, and its sending will tell */}
      {refused ? <DeadLink error={check.error} /> : <ChoosePasswordForm token={token} />}
    </AuthLayout>
  )
}

/** A link that cannot be used, and the way to ask for another. */
function DeadLink({ error }: { error: unknown }) {
  return (
    <div className="space-y-5">
      <Alert tone="error">
        {isDeadLink(error) ? PASSWORD_RESET_MESSAGES.invalidLink : passwordResetErrorMessage(error)}
      </Alert>
      {isDeadLink(error) && (
        <Link to="/reset-password" className={`block text-sm ${linkClasses}`}>
          Ask for a new link
        </Link>
      )}
    </div>
  )
}

function ChoosePasswordForm({ token }: { token: string }) {
  const { user, signOut } = useAuth()
  const navigate = useNavigate()
  const form = useForm<NewPasswordForm>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(newPasswordFormSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
  })
  const changing = useMutation({
    mutationFn: ({ password }: NewPasswordForm) => resetPassword(token, password),
    onSuccess: () => {
      // the reset ended every session, this browser's too
      if (user) signOut()
      const notice: SignInNotice = { notice: PASSWORD_RESET_MESSAGES.changed }
      navigate('/login', { replace: true, state: notice })
    },
    onError: (error) => setServerFieldErrors(error, sameNames(['password']), form.setError),
  })
  const send = form.handleSubmit((typed) => changing.mutate(typed))
  const field = fieldProps(form)

  function submit(event: FormEvent) {
    changing.reset()
    void send(event)
  }

  const error = changing.error
  const refusedField = isApiError(error) && error.fields?.password
  if (isDeadLink(error)) return <DeadLink error={error} />
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Choose a new password">
      <fieldset disabled={changing.isPending} className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters, and not a common password."
          {...field('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </fieldset>
      {changing.isError && !refusedField && (
        <Alert tone="error">{passwordResetErrorMessage(error)}</Alert>
      )}
      <Button type="submit" disabled={changing.isPending} className="w-full">
        {changing.isPending && <Spinner className="size-4" />}
        {changing.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  )
}
