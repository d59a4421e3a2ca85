import { formatAmount, type Profile } from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../lib/api-error'
import { useUserId } from '../../lib/auth-context'
import { saveProfile } from '../../lib/profile/profile-calls'
import { profileChanged } from '../../lib/weights/use-weight-mutations'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'

/**
 * The goals change only here, with the person's yes (issue 27): the old and
 * the new daily calories side by side, saved through the profile's own save.
 */
export function UpdateGoalsDialog({
  profile,
  calories,
  measured,
  onClose,
  onSaved,
}: {
  profile: Profile
  /** The daily calories offered */
  calories: number
  /** The measured maintenance they follow from */
  measured: number
  onClose(): void
  onSaved(message: string): void
}) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  const save = useMutation({
    mutationFn: () =>
      saveProfile({ daily_calories: calories, daily_protein: profile.daily_protein }),
    onSuccess: () => profileChanged(queryClient, userId),
  })

  const confirm = () =>
    save.mutate(undefined, {
      onSuccess: () => {
        onSaved(`Goals updated successfully! Daily calories: ${formatAmount(calories, 'kcal')}.`)
        onClose()
      },
    })

  return (
    <ModalDialog
      title="Update your goals?"
      onClose={() => !save.isPending && onClose()}
      initialFocus="[data-autofocus]"
      width="max-w-md"
    >
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-stone-600">
          You burn about {formatAmount(measured, 'kcal')} a day by your log. Keeping the same
          deficit or surplus your goal has now, your daily calories would be:
        </p>
        <dl className="grid gap-2 rounded-xl bg-stone-50 p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-stone-600">Daily calories</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">
              {formatAmount(profile.daily_calories, 'kcal')} → {formatAmount(calories, 'kcal')}
            </dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-stone-600">Daily protein</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">
              {formatAmount(profile.daily_protein, 'g')}, unchanged
            </dd>
          </div>
        </dl>
        <p className="text-xs text-stone-500">
          Never below your plan’s safe minimum. Nothing changes unless you choose Update goals.
        </p>
        {save.isError && (
          <Alert tone="error">{errorMessage(save.error, 'Failed to update your goals')}</Alert>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" data-autofocus onClick={onClose} disabled={save.isPending}>
            Keep my goals
          </Button>
          <Button onClick={confirm} disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending && <Spinner className="size-4" />}
            Update goals
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}
