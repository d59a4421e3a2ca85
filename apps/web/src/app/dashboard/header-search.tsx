import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../lib/people/people-api'
import { useHeaderSearch } from './search.queries'
import type { SearchKind } from './search-api'
import { SearchResultsPanel } from './search-results-panel'
import { useDebouncedValue } from '../../hooks/use-debounced-value'

const kinds: { value: SearchKind; label: string }[] = [
  { value: 'users', label: 'Friends' },
  { value: 'groups', label: 'Groups' },
]

/**
 * The inline header search (spec §2): a Friends/Groups choice and a query that is
 * searched 300 ms after the last keystroke (§9). An empty query shows no results.
 * It mounts when opened, so closing it forgets the query.
 */
export function HeaderSearch({
  onClose,
  onNavigate,
}: {
  /** Escape: the search closes and the cursor goes back to the header's Search button */
  onClose(): void
  /** A result's link was followed: the search closes */
  onNavigate(): void
}) {
  const [kind, setKind] = useState<SearchKind>('users')
  const [text, setText] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const name = useId()

  const query = text.trim()
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS)
  const search = useHeaderSearch(kind, debounced)
  const current = search.data?.kind === kind && search.data.query === query

  useEffect(() => inputRef.current?.focus(), [])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    <div onKeyDown={onKeyDown}>
      <form
        role="search"
        aria-label="People and groups"
        onSubmit={(event) => event.preventDefault()}
        className="flex items-center gap-2"
      >
        <fieldset className="flex shrink-0 rounded-full bg-stone-100 p-0.5">
          <legend className="sr-only">Search for</legend>
          {kinds.map((option) => (
            <label key={option.value} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
                className="peer sr-only"
              />
              <span className="block rounded-full px-3 py-1.5 text-xs font-semibold text-stone-600 transition-colors peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700 hover:text-stone-900">
                {option.label}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <input
            ref={inputRef}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={kind === 'users' ? 'Search friends' : 'Search groups'}
            placeholder={kind === 'users' ? 'Search friends...' : 'Search groups...'}
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full rounded-full border border-stone-300 bg-white py-2 pr-3 pl-9 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
      </form>

      {query !== '' && (
        <div className="absolute inset-x-0 top-full z-40 px-4 pt-2">
          <div className="mx-auto max-w-2xl">
            <SearchResultsPanel
              kind={kind}
              results={search.data}
              pending={!current || search.isFetching}
              onNavigate={onNavigate}
            />
          </div>
        </div>
      )}
    </div>
  )
}
