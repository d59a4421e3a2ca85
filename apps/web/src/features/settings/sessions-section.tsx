import type { AccountSession } from '@platewise/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { QueryContent } from '../../ui/query-content'
import { errorMessage } from '../../lib/api-error'
import { accountApi } from './account-api'
import { SettingsSection } from './settings-section'
import { settingsKeys, settingsQueries } from './settings.queries'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const when = (iso: string) => dateTime.format(new Date(iso))

/** Settings › Sessions: where the account is signed in, and signing those out. */
export function SessionsSection() {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const sessions = useQuery(settingsQueries.sessions(userId))
  const [done, setDone] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions(userId) })

  const revokeOthers = useMutation({
    mutationFn: accountApi.revokeOtherSessions,
    onSuccess: ({ revoked }) => {
      setDone(
        revoked === 1
          ? 'Signed out of 1 other session.'
          : `Signed out of ${revoked} other sessions.`,
      )
      return refresh()
    },
  })
  const revokeOne = useMutation({
    mutationFn: (session: AccountSession) => accountApi.revokeSession(session.id),
    onSuccess: (_, session) => {
      setDone(`Signed out of ${session.device}.`)
      return refresh()
    },
  })
  const failure = revokeOthers.error ?? revokeOne.error
  const others = sessions.data?.filter((session) => !session.current) ?? []

  return (
    <SettingsSection
      title="Sessions"
      description="The browsers and devices where you are signed in. Sign out of any you do not recognise."
    >
      <QueryContent query={sessions} failure="Your sessions could not be loaded.">
        {(signedIn) => (
          <div className="space-y-4">
            <ul aria-label="Signed-in sessions" className="divide-y divide-stone-100">
              {signedIn.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                  <MonitorSmartphone className="size-5 shrink-0 text-stone-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-stone-900">
                      {session.device}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-stone-600">
                      Signed in {when(session.created_at)}
                      {session.last_used_at && ` · Last active ${when(session.last_used_at)}`}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      aria-label={`Sign out ${session.device}, signed in ${when(session.created_at)}`}
                      disabled={revokeOne.isPending}
                      onClick={() => revokeOne.mutate(session)}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              disabled={others.length === 0 || revokeOthers.isPending}
              onClick={() => revokeOthers.mutate()}
            >
              <LogOut className="size-4" aria-hidden />
              Sign out everywhere else
            </Button>
          </div>
        )}
      </QueryContent>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(failure, 'That did not work. Please try again.')}
        </Alert>
      ) : (
        done && (
          <Alert tone="success" className="mt-4">
            {done}
          </Alert>
        )
      )}
    </SettingsSection>
  )
}
