import { formatAmount, formatCount } from '@platewise/core'
import { useId, useRef, useState, type ReactNode } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { TabList, TabPanel, type TabItem } from '../../ui/tab-list'
import type { DiscoverRowActions } from './discover-row-actions'
import { GroupResultRow, PersonResultRow } from './discover-rows'
import type { DiscoverList, DiscoverSearch } from './use-discover-search'

type DiscoverTab = 'all' | 'people' | 'groups'

/** The lists each tab shows, and whose next page its See More asks for. */
const TAB_LISTS: Record<DiscoverTab, DiscoverList[]> = {
  all: ['people', 'groups'],
  people: ['people'],
  groups: ['groups'],
}

const TAB_NAMES: Record<DiscoverTab, string> = { all: 'All', people: 'People', groups: 'Groups' }

/**
 * Discover's results (§2): tabs All, People and Groups, each with its count,
 * the rows of the chosen tab, and 'See More Results (N more)' while more
 * exist, N being what matches minus what is shown; it appends the next page.
 */
export function DiscoverResults({
  search,
  caption,
  empty,
  onNavigate,
  actions,
}: {
  search: DiscoverSearch
  /** A line above the rows, e.g. for the recent members */
  caption: string | null
  empty: ReactNode
  onNavigate(): void
  actions: DiscoverRowActions
}) {
  const [tab, setTab] = useState<DiscoverTab>('all')
  const baseId = useId()
  const panelRef = useRef<HTMLDivElement>(null)

  const lists = TAB_LISTS[tab]
  const total = (wanted: DiscoverList[]) =>
    wanted.reduce((sum, list) => sum + search.totals[list], 0)
  const shown = lists.reduce(
    (sum, list) => sum + (list === 'people' ? search.people.length : search.groups.length),
    0,
  )
  const remaining = total(lists) - shown
  const hasMore = lists.some((list) => search.hasMore[list])
  const people = lists.includes('people') ? search.people : []
  const groups = lists.includes('groups') ? search.groups : []

  const tabs: TabItem<DiscoverTab>[] = (['all', 'people', 'groups'] as const).map((key) => ({
    key,
    label: (
      <>
        {TAB_NAMES[key]}{' '}
        <span className="rounded-full bg-black/5 px-1.5 py-0.5 text-xs tabular-nums">
          {formatAmount(total(TAB_LISTS[key]))}
        </span>
      </>
    ),
  }))

  async function seeMore() {
    await search.loadMore(lists)
    // the button goes once nothing is left: the focus stays in the results
    requestAnimationFrame(() => {
      const panelNow = panelRef.current
      if (panelNow && !panelNow.querySelector('[data-see-more]')) panelNow.focus()
    })
  }

  return (
    <div className="pt-4">
      <TabList
        label="Results"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        baseId={baseId}
        className="flex gap-1 rounded-xl bg-stone-100 p-1"
        tabClassName={(active) =>
          `flex flex-1 items-center justify-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            active ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-600 hover:text-stone-900'
          }`
        }
      />

      <p role="status" className="sr-only">
        {formatCount(total(TAB_LISTS.all), 'result', 'results')}
      </p>

      <TabPanel
        ref={panelRef}
        baseId={baseId}
        selected={tab}
        className="mt-3 max-h-[min(28rem,55dvh)] overflow-y-auto rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {caption && <p className="text-xs font-medium text-stone-500">{caption}</p>}

        {people.length === 0 && groups.length === 0 ? (
          empty
        ) : (
          <>
            {people.length > 0 && (
              <ResultSection title={tab === 'all' ? 'People' : null}>
                {people.map((person) => (
                  <PersonResultRow
                    key={person.id}
                    person={person}
                    onNavigate={onNavigate}
                    action={(describedBy) => actions.person(person, describedBy)}
                  />
                ))}
              </ResultSection>
            )}
            {groups.length > 0 && (
              <ResultSection title={tab === 'all' ? 'Groups' : null}>
                {groups.map((group) => (
                  <GroupResultRow
                    key={group.id}
                    group={group}
                    onNavigate={onNavigate}
                    action={(describedBy) => actions.group(group, describedBy, onNavigate)}
                  />
                ))}
              </ResultSection>
            )}
          </>
        )}

        {search.moreFailed && (
          <Alert tone="error" className="mt-2">
            Could not load more results.
          </Alert>
        )}
        {hasMore && (
          <div className="flex justify-center pt-2 pb-1">
            <Button
              data-see-more
              variant="secondary"
              // not disabled while loading, which would drop the keyboard's focus
              aria-disabled={search.loadingMore || undefined}
              aria-busy={search.loadingMore}
              onClick={() => {
                if (!search.loadingMore) void seeMore()
              }}
            >
              {search.loadingMore && <Spinner className="size-4" />}
              {search.loadingMore
                ? 'Loading...'
                : remaining > 0
                  ? `See More Results (${formatAmount(remaining)} more)`
                  : 'See More Results'}
            </Button>
          </div>
        )}
      </TabPanel>
    </div>
  )
}

function ResultSection({ title, children }: { title: string | null; children: ReactNode }) {
  const titleId = useId()
  return (
    <section aria-labelledby={title ? titleId : undefined} className="mt-1">
      {title && (
        <h3
          id={titleId}
          className="pt-2 text-xs font-semibold tracking-wide text-stone-500 uppercase"
        >
          {title}
        </h3>
      )}
      <ul className="divide-y divide-stone-100">{children}</ul>
    </section>
  )
}
