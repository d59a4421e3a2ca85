import { addDays, formatNutrient } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { CopyPlus } from 'lucide-react'
import { useId } from 'react'
import { useUserId } from '../../lib/auth-context'
import { errorMessage } from '../../lib/api-error'
import { mealQueries } from '../../lib/meals/meal.queries'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { COPY_FEEDBACK, useCopyDay } from '../../lib/meals/use-meal-mutations'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'

/**
 * 'Copy yesterday' (beyond the spec): yesterday's meals logged again for
 * today, as new meals, in one tap; the page's message then offers Undo.
 * Shown on today's page once yesterday has meals to copy.
 */
export function CopyYesterday({
  today,
  onCopied,
  onMessage,
}: {
  today: string
  onCopied(copied: LoggedMeal[]): void
  onMessage(text: string): void
}) {
  const hintId = useId()
  const yesterday = useQuery(mealQueries.day(useUserId(), addDays(today, -1)))
  const copy = useCopyDay()
  const meals = yesterday.data ?? []
  if (meals.length === 0) return null

  const calories = meals.reduce((sum, meal) => sum + meal.calories, 0)
  function copyYesterday() {
    if (copy.isPending) return
    copy.mutate(
      { from: addDays(today, -1), to: today },
      {
        onSuccess: (copied) => {
          onCopied(copied)
          onMessage(COPY_FEEDBACK.copied(copied.length))
        },
        onError: (error) => onMessage(errorMessage(error, COPY_FEEDBACK.copyFailed)),
      },
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
      <Button
        variant="secondary"
        onClick={copyYesterday}
        aria-describedby={hintId}
        aria-disabled={copy.isPending}
        className="shrink-0"
      >
        {copy.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <CopyPlus className="size-4" aria-hidden />
        )}
        Copy yesterday
      </Button>
      <span id={hintId} className="text-xs whitespace-nowrap text-stone-600 tabular-nums">
        {meals.length} {meals.length === 1 ? 'meal' : 'meals'} ·{' '}
        {formatNutrient('calories', calories)}
      </span>
    </div>
  )
}
