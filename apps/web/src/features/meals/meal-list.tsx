import { formatLongDate, mealCount } from '@platewise/core'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { RotateCcw, UtensilsCrossed } from 'lucide-react'
import { useId } from 'react'
import { useUserId } from '../../lib/auth-context'
import { Button } from '../../ui/button'
import { EditableMeal } from './editable-meal'
import { MealRow } from './meal-row'
import { mealQueries } from '../../lib/meals/meal.queries'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { useMealEditing } from './use-meal-editing'
import {
  MEAL_FEEDBACK,
  saveFavoriteErrorMessage,
  useDeleteMeal,
  useSaveFavorite,
} from '../../lib/meals/use-meal-mutations'

interface MealListProps {
  date: string
  meals: UseQueryResult<LoggedMeal[]>
  onMessage(text: string): void
  onDeleted(meal: LoggedMeal): void
  /** Offered on analysed meals: reopens what the analyser understood */
  onAdjust?(meal: LoggedMeal): void
}

/** 'Meals for {long date}' (§2), with one row at a time in inline edit. */
export function MealList({ date, meals, onMessage, onDeleted, onAdjust }: MealListProps) {
  const titleId = useId()
  const editing = useMealEditing(onMessage)
  const deleteMeal = useDeleteMeal()
  const saveFavorite = useSaveFavorite()
  const favorites = useQuery(mealQueries.favorites(useUserId()))
  const savedMealIds = new Set(favorites.data?.map((saved) => saved.source_meal_id))
  const count = meals.data?.length ?? 0

  function save(meal: LoggedMeal) {
    saveFavorite.mutate(meal, {
      onSuccess: () => onMessage(MEAL_FEEDBACK.saved),
      onError: (error) => onMessage(saveFavoriteErrorMessage(error)),
    })
  }

  function remove(meal: LoggedMeal) {
    deleteMeal.mutate(meal, {
      onSuccess: () => {
        onDeleted(meal)
        onMessage(MEAL_FEEDBACK.deleted)
      },
      onError: () => onMessage(MEAL_FEEDBACK.deleteFailed),
    })
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          Meals for {formatLongDate(date)}
        </h2>
        {count > 0 && (
          <span className="shrink-0 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-600">
            {mealCount(count)}
          </span>
        )}
      </div>

      {meals.isPending ? (
        <MealListSkeleton />
      ) : meals.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-5 py-10 text-center">
          <p className="text-sm text-stone-600">We couldn&apos;t load your meals for this day.</p>
          <Button variant="secondary" onClick={() => void meals.refetch()}>
            <RotateCcw className="size-4" aria-hidden /> Retry
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
          <span className="grid size-11 place-items-center rounded-2xl bg-stone-100 text-stone-400">
            <UtensilsCrossed className="size-5" aria-hidden />
          </span>
          <p className="text-sm font-medium text-stone-700">No meals logged for this date</p>
          <p className="text-xs text-stone-500">Meals you add for this day will show up here.</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100">
          {meals.data.map((meal) => (
            <EditableMeal key={meal.id} meal={meal} editing={editing}>
              <MealRow
                meal={meal}
                locked={editing.locked}
                saved={savedMealIds.has(meal.id)}
                saving={saveFavorite.isPending && saveFavorite.variables?.id === meal.id}
                deleting={deleteMeal.isPending && deleteMeal.variables?.id === meal.id}
                onSave={() => save(meal)}
                onEdit={() => editing.start(meal)}
                onDelete={() => remove(meal)}
                onAdjust={meal.analysis && onAdjust ? () => onAdjust(meal) : undefined}
              />
            </EditableMeal>
          ))}
        </ul>
      )}
    </section>
  )
}

function MealListSkeleton() {
  return (
    <div role="status" aria-label="Loading meals" className="divide-y divide-stone-100">
      {[0, 1, 2].map((row) => (
        <div key={row} className="animate-pulse px-5 py-4">
          <div className="flex items-center gap-2">
            <div className="h-5 w-20 rounded-full bg-stone-200" />
            <div className="h-3 w-14 rounded bg-stone-100" />
          </div>
          <div className="mt-2.5 h-4 w-3/4 rounded bg-stone-200" />
          <div className="mt-3 flex gap-1.5">
            {[0, 1, 2, 3].map((chip) => (
              <div key={chip} className="h-6 w-20 rounded-lg bg-stone-100" />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
