import { formatNutrient, SAVED_MEAL_PREVIEW_LENGTH, truncateText } from '@platewise/core'
import { Bookmark, ChevronDown, Plus, Trash2 } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { AddSavedMealDialog } from './add-saved-meal-dialog'
import { mealQueries } from '../../lib/meals/meal.queries'
import { MealTypeBadge } from '../../ui/meal-type-badge'
import type { SavedMeal } from '../../lib/meals/meals-api'
import { MEAL_FEEDBACK, useRemoveFavorite } from '../../lib/meals/use-meal-mutations'

interface SavedMealsListProps {
  date: string
  onMessage(text: string): void
}

/** The collapsible saved meals of §2, each one tap away from being logged again. */
export function SavedMealsList({ date, onMessage }: SavedMealsListProps) {
  const [open, setOpen] = useState(false)
  const [adding, setAdding] = useState<SavedMeal | null>(null)
  const savedMeals = useQuery(mealQueries.favorites(useUserId()))
  const removeFavorite = useRemoveFavorite()
  const listId = useId()
  // §8: a failed load falls back to an empty list
  const favorites = savedMeals.data ?? []
  const count = favorites.length

  function remove(saved: SavedMeal) {
    removeFavorite.mutate(saved, {
      onSuccess: () => onMessage(MEAL_FEEDBACK.savedMealRemoved),
      onError: () => onMessage(MEAL_FEEDBACK.removeSavedFailed),
    })
  }

  return (
    <div className="rounded-xl border border-stone-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex w-full items-center gap-2.5 rounded-xl px-4 py-3 text-left text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Bookmark className="size-4 text-brand-700" aria-hidden />
        <span className="flex-1">
          {open ? 'Hide' : 'Show'} Saved Meals ({count})
        </span>
        <ChevronDown
          className={`size-4 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>

      {open && (
        <div id={listId} className="max-h-60 overflow-y-auto border-t border-stone-100">
          {savedMeals.isPending ? (
            <p className="px-4 py-4 text-sm text-stone-500">Loading saved meals...</p>
          ) : count === 0 ? (
            <p className="px-4 py-4 text-sm text-stone-500">No saved meals yet</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {favorites.map((saved) => (
                <SavedMealItem
                  key={saved.id}
                  saved={saved}
                  removing={removeFavorite.isPending && removeFavorite.variables?.id === saved.id}
                  onAdd={() => setAdding(saved)}
                  onRemove={() => remove(saved)}
                />
              ))}
            </ul>
          )}
        </div>
      )}

      {adding && (
        <AddSavedMealDialog
          saved={adding}
          date={date}
          onClose={() => setAdding(null)}
          onAdded={(text) => {
            setAdding(null)
            onMessage(text)
          }}
        />
      )}
    </div>
  )
}

interface SavedMealItemProps {
  saved: SavedMeal
  removing: boolean
  onAdd(): void
  onRemove(): void
}

function SavedMealItem({ saved, removing, onAdd, onRemove }: SavedMealItemProps) {
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="min-w-0 truncate text-sm font-medium text-stone-900">{saved.name}</p>
          <MealTypeBadge type={saved.meal_type ?? saved.mealType} />
          <span className="text-xs font-medium text-stone-600">
            {formatNutrient('calories', saved.calories ?? 0)}
          </span>
        </div>
        <p className="mt-0.5 truncate text-xs text-stone-500" title={saved.description}>
          {truncateText(saved.description, SAVED_MEAL_PREVIEW_LENGTH)}
        </p>
      </div>
      <button
        type="button"
        onClick={onAdd}
        aria-label={`Add ${saved.name}`}
        className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-brand-50 px-2.5 py-1.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Plus className="size-3.5" aria-hidden />
        Add
      </button>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={`Remove ${saved.name} from saved meals`}
        className="shrink-0 rounded-lg p-1.5 text-stone-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-50"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  )
}
