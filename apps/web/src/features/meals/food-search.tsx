import { describeFoodChoice, foodName, formatNutrient, type FoodSearchHit } from '@platewise/core'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useId, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { useDebouncedValue } from '../../hooks/use-debounced-value'
import { RetryAlert } from '../../ui/retry-alert'
import { Spinner } from '../../ui/spinner'
import { controlClasses } from '../../ui/text-field'
import { mealQueries } from '../../lib/meals/meal.queries'
import { RowButton } from './row-button'

// long enough not to search on every key, short enough to feel instant
const TYPING_PAUSE_MS = 250

interface FoodSearchProps {
  /** The item's words, for the field's name */
  itemText: string
  disabled: boolean
  onChoose(food: FoodSearchHit): void
}

/**
 * Search over the whole food table, for when none of the foods offered is the
 * one eaten. Before anything is typed it lists the person's recent foods; the
 * server repairs spelling and puts everyday foods and recent ones first.
 */
export function FoodSearch({ itemText, disabled, onChoose }: FoodSearchProps) {
  const ids = useId()
  const userId = useUserId()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), TYPING_PAUSE_MS)
  const search = useInfiniteQuery({
    ...mealQueries.foodSearch(userId, query),
    placeholderData: keepPreviousData,
  })
  const foods = search.data?.pages.flatMap((page) => page.foods) ?? []
  const settled = !search.isPlaceholderData && query === text.trim()

  return (
    <div className="mt-3 border-t border-stone-100 pt-3">
      <label htmlFor={`${ids}-input`} className="text-xs font-medium text-stone-600">
        Search all foods
      </label>
      <div className="relative mt-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          id={`${ids}-input`}
          type="search"
          value={text}
          disabled={disabled}
          autoComplete="off"
          placeholder="e.g. granola, pitta, flat white"
          aria-describedby={`${ids}-status`}
          aria-controls={`${ids}-results`}
          aria-label={`Search all foods for “${itemText}”`}
          onChange={(event) => setText(event.target.value)}
          className={`${controlClasses()} pl-9!`}
        />
      </div>

      <p id={`${ids}-status`} role="status" className="mt-2 text-xs text-stone-500">
        {searchStatus({ query, text, settled, search, found: foods.length })}
      </p>

      {search.isError && foods.length === 0 ? (
        <RetryAlert
          className="mt-2"
          message="Foods could not be searched just now."
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : (
        <ul id={`${ids}-results`} aria-label="Foods found" className="mt-1.5 space-y-1.5">
          {foods.map((hit) => (
            <li key={hit.food.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(hit)}
                className="flex w-full min-w-0 items-start justify-between gap-3 rounded-lg px-2.5 py-2 text-left text-sm ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
              >
                <span className="min-w-0">
                  <span className="block text-stone-900 wrap-anywhere">{foodName(hit)}</span>
                  <span className="block text-xs text-stone-500 tabular-nums">
                    {describeFoodChoice(hit)}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold text-stone-900 tabular-nums">
                    {formatNutrient('calories', Math.round(hit.nutrients.calories))}
                  </span>
                  {hit.recent && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      Recent
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {search.hasNextPage && (
        <RowButton
          className="mt-2 min-h-9 bg-white"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage && <Spinner className="size-3.5" />}
          Show more foods
        </RowButton>
      )}
    </div>
  )
}

function searchStatus({
  query,
  text,
  settled,
  search,
  found,
}: {
  query: string
  text: string
  settled: boolean
  search: { isPending: boolean; isFetching: boolean; isError: boolean }
  found: number
}): string {
  if (search.isPending || (!settled && search.isFetching) || query !== text.trim()) {
    return 'Searching…'
  }
  if (search.isError)
    return found > 0 ? 'The last search failed; these are the earlier results.' : ''
  if (query === '') {
    return found > 0
      ? 'Your recent foods. Type to search every food.'
      : 'Type a food to search every food we know.'
  }
  return found > 0
    ? `Foods for “${query}”, everyday foods first.`
    : `No food matches “${query}”. Try fewer or other words.`
}
