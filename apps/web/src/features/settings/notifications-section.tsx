import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@platewise/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { errorMessage } from '../../lib/api-error'
import { notificationKeys } from '../../lib/notifications/notification-keys'
import { notificationQueries } from '../../lib/notifications/notifications.queries'
import { notificationsApi } from '../../lib/notifications/notifications-api'
import { Alert } from '../../ui/alert'
import { QueryContent } from '../../ui/query-content'
import { SettingsSection } from './settings-section'

/**
 * Settings › Notifications: one switch per kind (issue 27). A kind switched
 * off is muted: nothing of it is written for the person from then on. Each
 * switch saves as it changes.
 */
export function NotificationsSection() {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const settings = useQuery(notificationQueries.settings(userId))
  const save = useMutation({
    mutationFn: (muted: NotificationKind[]) => notificationsApi.saveSettings(muted),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings(userId), answer),
  })

  const toggle = (current: NotificationSettings, kind: NotificationKind, on: boolean) => {
    const muted = on ? current.muted.filter((k) => k !== kind) : [...current.muted, kind]
    save.mutate(muted)
  }

  return (
    <SettingsSection
      title="Notifications"
      description="What the bell tells you about. Switch a kind off to hear nothing of it."
    >
      <QueryContent query={settings} failure="Your notification settings could not be loaded.">
        {(current) => {
          const muted = save.isPending ? save.variables : current.muted
          return (
            <div className="space-y-3">
              <fieldset>
                <legend className="sr-only">Notify me about</legend>
                <ul className="divide-y divide-stone-100">
                  {NOTIFICATION_KINDS.map((kind) => (
                    <li key={kind}>
                      <label className="flex cursor-pointer items-center justify-between gap-4 py-2.5">
                        <span className="text-sm font-medium text-stone-800">
                          {NOTIFICATION_KIND_LABELS[kind]}
                        </span>
                        <input
                          type="checkbox"
                          role="switch"
                          checked={!muted.includes(kind)}
                          disabled={save.isPending}
                          onChange={(event) => toggle(current, kind, event.target.checked)}
                          className="size-5 accent-brand-600"
                        />
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              {save.isError && (
                <Alert tone="error">
                  {errorMessage(save.error, 'Your choice could not be saved. Please try again.')}
                </Alert>
              )}
            </div>
          )
        }}
      </QueryContent>
    </SettingsSection>
  )
}
