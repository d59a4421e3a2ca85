import { authRoutes } from '@platewise/core'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'

/** Whether the server sends reset links: the same for everyone, so filed under no user. */
export const passwordResetKeys = {
  availability: ['password-reset', 'availability'] as const,
  token: (token: string) => ['password-reset', 'token', token] as const,
}

export const passwordResetQueries = {
  availability: () =>
    queryOptions({
      queryKey: passwordResetKeys.availability,
      queryFn: ({ signal }) =>
        callApi(
          authRoutes.passwordResetAvailability,
          {},
          { signal, timeoutMs: 5_000, skipAuthRedirect: true },
        ),
      // the server's settings change only with a restart
      staleTime: 5 * 60_000,
    }),
  /** Whether a link's token still works, asked when its page opens; resolves when it does. */
  token: (token: string) =>
    queryOptions({
      queryKey: passwordResetKeys.token(token),
      queryFn: async ({ signal }) => {
        await callApi(
          authRoutes.checkPasswordResetToken,
          { body: { token } },
          { signal, skipAuthRedirect: true },
        )
        return true
      },
      // asked again on each visit: a link may have been used meanwhile
      gcTime: 0,
    }),
}

/** Asks for a link by email; the answer is the same whether or not the account exists. */
export const askForResetLink = (email: string) =>
  callApi(authRoutes.requestPasswordReset, { body: { email } }, { skipAuthRedirect: true })

/** Sets a new password with the link's token; every session of the account ends. */
export const resetPassword = (token: string, password: string) =>
  callApi(
    authRoutes.confirmPasswordReset,
    { body: { token, password } },
    { skipAuthRedirect: true },
  )
