import { zodResolver } from '@hookform/resolvers/zod'
import { loginFormSchema, type LoginForm } from '@platewise/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { takePageAfterSignIn } from '../../lib/page-after-sign-in'
import { Alert } from '../../ui/alert'
import { PasswordField } from '../../ui/password-field'
import { EmailField } from '../../ui/person-fields'
import { login } from './auth-api'
import { AuthLayout } from './auth-layout'
import { isTimeout, loginErrorMessage } from './auth-errors'
import { SubmitWithRetry } from './submit-with-retry'
import { LOGIN_PROGRESS, useProgressMessage } from './progress-messages'
import { fieldProps } from '../../lib/form-field'
import { passwordResetQueries } from './password-reset-api'
import { signInNoticeOf } from './sign-in-notice'

export function LoginPage() {
  const { signIn } = useAuth()
  const navigate = useNavigate()
  // a line another page left (a password just reset)
  const notice = signInNoticeOf(useLocation().state)
  // 'Forgot password?' only where the server can send the link (it has SMTP_URL)
  const resetOffered = useQuery(passwordResetQueries.availability()).data?.available === true
  const form = useForm<LoginForm>({
    defaultValues: { email: '', password: '' },
    // sent as typed: the email trimmed, the password as it is
    resolver: zodResolver(loginFormSchema, undefined, { raw: true }),
    // checked on submit; a field's message clears as soon as it is edited (spec §5)
    reValidateMode: 'onSubmit',
  })
  const signingIn = useMutation({
    mutationFn: ({ email, password }: LoginForm) => login(email.trim(), password),
    onSuccess: ({ token, user }) => {
      signIn(token, user)
      // back to the page that was asked for before signing in, else the dashboard
      navigate(takePageAfterSignIn(), { replace: true })
    },
  })
  const busy = signingIn.isPending
  const failure = signingIn.isError ? loginErrorMessage(signingIn.error) : null
  const progress = useProgressMessage(busy, LOGIN_PROGRESS)

  const send = form.handleSubmit((typed) => signingIn.mutate(typed))

  function submit(event?: FormEvent) {
    // a new attempt: the last one's answer no longer applies
    signingIn.reset()
    void send(event)
  }

  const field = fieldProps(form)

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
        {notice && !signingIn.isError && <Alert tone="success">{notice}</Alert>}
        <fieldset disabled={busy} className="space-y-4">
          <EmailField label="Email" {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        </fieldset>
        {resetOffered && (
          <p className="-mt-2 text-right text-sm">
            <Link to="/reset-password" className="font-semibold text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        )}

        {failure && <Alert tone="error">{failure}</Alert>}
        <SubmitWithRetry
          label="Sign In"
          busyLabel="Signing In..."
          busy={busy}
          progress={progress?.message}
          canRetry={canRetry}
          onRetry={() => void submit()}
        />
      </form>
    </AuthLayout>
  )
}
