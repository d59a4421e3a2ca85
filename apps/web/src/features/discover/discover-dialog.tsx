import { useQueryClient } from '@tanstack/react-query'
import { Compass, Search, SearchX } from 'lucide-react'
import { useId, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { useDebouncedValue } from '../../hooks/use-debounced-value'
import { DiscoverResults } from './discover-results'
import type { DiscoverRowActions } from './discover-row-actions'
import { SEARCH_DEBOUNCE_MS } from '../../lib/people/people-api'
import { peopleKeys } from '../../lib/people/people-keys'
import { useDiscoverSearch } from './use-discover-search'

export const DISCOVER_TEXTS = {
  title: 'Discover People & Groups',
  placeholder: 'Search for people, groups, or interests...',
  startTitle: 'Discover Amazing People & Groups',
  showRecent: 'Show Recent Users',
  noResults: 'No results found',
  noResultsHint: 'Try searching for different keywords or check your spelling.',
  failed: 'Search is not available right now. Please try again.',
} as const

/**
 * The Discover People & Groups modal (§2). Typing searches people and groups
 * 300 ms after the last keystroke (§9); an empty box shows the start, whose
 * Show Recent Users lists the newest members (§5). Closing it forgets the
 * query, the results, the tab and the pages: the owner unmounts it, and the
 * pages loaded here leave the cache.
 */
export function DiscoverDialog({
  onClose,
  actions,
}: {
  onClose(): void
  /** Each row's Follow or Join, which the app brings from the profile and groups features */
  actions: DiscoverRowActions
}) {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [text, setText] = useState('')
  const [showRecent, setShowRecent] = useState(false)
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const mode = query ? 'search' : showRecent ? 'recent' : 'start'
  const search = useDiscoverSearch(query, mode)
  const typing = text.trim() !== query

  const close = () => {
    queryClient.removeQueries({ queryKey: peopleKeys.discover(userId) })
    onClose()
  }

  return (
    <ModalDialog
      title={DISCOVER_TEXTS.title}
      onClose={close}
      initialFocus='input[type="search"]'
      width="max-w-2xl"
    >
      <div className="border-b border-stone-100 px-5 pt-3 pb-4">
        <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
          Search people and groups
        </label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={DISCOVER_TEXTS.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full rounded-xl border border-stone-300 bg-white py-2.5 pr-10 pl-10 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
          />
          {(typing || search.fetching) && (
            <Spinner className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-brand-600" />
          )}
        </div>
      </div>

      <div className="px-5 pb-5">
        {mode === 'start' ? (
          <StartState onShowRecent={() => setShowRecent(true)} />
        ) : search.failed ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {DISCOVER_TEXTS.failed}
            <Button variant="secondary" onClick={search.retry} className="px-3 py-1.5">
              Retry
            </Button>
          </div>
        ) : !search.loaded ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-12 text-sm text-stone-500"
          >
            <Spinner className="size-5 text-brand-600" />
            Searching...
          </p>
        ) : (
          <DiscoverResults
            search={search}
            caption={mode === 'recent' ? 'Newest members' : null}
            empty={<NoResults />}
            onNavigate={close}
            actions={actions}
          />
        )}
      </div>
    </ModalDialog>
  )
}

function StartState({ onShowRecent }: { onShowRecent(): void }) {
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-8 ring-brand-50">
        <Compass className="size-7" aria-hidden />
      </span>
      <h3 className="mt-6 text-lg font-bold tracking-tight text-stone-900">
        {DISCOVER_TEXTS.startTitle}
      </h3>
      <p className="mt-2 max-w-sm text-sm text-pretty text-stone-600">
        Search by name, username or interest to find people to follow and groups to join, or see who
        joined lately.
      </p>
      <Button variant="secondary" onClick={onShowRecent} className="mt-6">
        {DISCOVER_TEXTS.showRecent}
      </Button>
    </div>
  )
}

function NoResults() {
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-stone-100 text-stone-500">
        <SearchX className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-base font-semibold text-stone-900">{DISCOVER_TEXTS.noResults}</h3>
      <p className="mt-1 max-w-sm text-sm text-pretty text-stone-600">
        {DISCOVER_TEXTS.noResultsHint}
      </p>
    </div>
  )
}
