import { latestTrend, weightTrend, type IsoDate, type Profile } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { Plus, Weight } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useUnitSystem } from '../../lib/account/preferences'
import { useUserId } from '../../lib/auth-context'
import { weightQueries } from '../../lib/weights/weights-api'
import { useFlashMessage } from '../../hooks/use-flash-message'
import { Button } from '../../ui/button'
import { FlashToast } from '../../ui/flash-toast'
import { LegendItem } from '../../ui/legend-item'
import { RetryAlert } from '../../ui/retry-alert'
import { TabList, TabPanel } from '../../ui/tab-list'
import { LogWeightDialog } from './log-weight-dialog'
import { MaintenanceCard } from './maintenance-card'
import { describeRange, shownRange, WEIGHT_RANGES, type WeightRangeKey } from './weight-range'
import { WeightTable } from './weight-table'

// the drawing is a chunk of its own, fetched only where a chart is drawn (decision 039)
const WeightChart = lazy(() => import('./weight-chart').then((m) => ({ default: m.WeightChart })))

const CHART_BOX = 'h-[220px] w-full'

/**
 * Weight (issue 27), on the Overview and one's own profile: the weigh-ins and
 * their trend over 1 month, 3 months or 1 year, with the goal weight; the same
 * in words (a sentence, and a table on request); Log weight; and the calories
 * the person really burns beside the formula's.
 */
export function WeightSection({ today, profile }: { today: IsoDate; profile: Profile | null }) {
  const userId = useUserId()
  const units = useUnitSystem()
  const history = useQuery(weightQueries.history(userId, today))
  const [range, setRange] = useState<WeightRangeKey>('month')
  const [logging, setLogging] = useState(false)
  const [tableShown, setTableShown] = useState(false)
  const flash = useFlashMessage()
  const baseId = useId()
  const summaryId = useId()
  const tableId = useId()

  const weighIns = history.data ?? []
  const trend = weightTrend(weighIns)
  const shown = shownRange(trend, range, today)
  const goal = profile?.target_weight ?? null
  const summary = describeRange(shown, range, units, goal)
  const latest = latestTrend(trend)

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="grid size-8 place-items-center rounded-xl bg-amber-100 text-amber-700">
            <Weight className="size-4" aria-hidden />
          </span>
          <h2 id={`${baseId}-title`} className="text-base font-semibold text-stone-900">
            Weight
          </h2>
        </div>
        <Button onClick={() => setLogging(true)} className="px-3 py-2">
          <Plus className="size-4" aria-hidden />
          Log weight
        </Button>
      </div>

      {history.isPending ? (
        <div role="status" aria-label="Loading your weights" className="mt-4 grid gap-3">
          <div className="h-9 w-64 animate-pulse rounded-xl bg-stone-200/70" />
          <div className={`${CHART_BOX} animate-pulse rounded-xl bg-stone-200/70`} />
        </div>
      ) : history.isError ? (
        <RetryAlert
          className="mt-4"
          message="Your weights could not be loaded."
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !latest ? (
        <p className="mt-4 rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">
          No weigh-ins yet. Log your weight to see your trend: a line that smooths out the
          day-to-day ups and downs.
        </p>
      ) : (
        <div className="mt-4 grid gap-3">
          <TabList
            label="Weight chart range"
            tabs={WEIGHT_RANGES}
            selected={range}
            onSelect={setRange}
            baseId={baseId}
            className="flex w-full gap-1 rounded-xl bg-stone-100 p-1 sm:w-fit"
            tabClassName={(active) =>
              `flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-none ${
                active ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'
              }`
            }
          />
          <TabPanel
            baseId={baseId}
            selected={range}
            className="grid gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            <p id={summaryId} className="text-sm text-stone-700">
              {summary}
            </p>
            {shown.days.length > 0 && (
              <figure
                aria-label="Chart of your weight"
                aria-describedby={summaryId}
                className="m-0"
              >
                <Suspense
                  fallback={
                    <div className={`${CHART_BOX} animate-pulse rounded-xl bg-stone-100`} />
                  }
                >
                  <WeightChart shown={shown} goal={goal} units={units} />
                </Suspense>
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
                  <LegendItem swatch="bg-stone-400">Weigh-ins</LegendItem>
                  <LegendItem swatch="bg-brand-700">Trend</LegendItem>
                  {goal && <LegendItem swatch="bg-amber-600">Goal</LegendItem>}
                </ul>
              </figure>
            )}
            {shown.weighIns.length > 0 && (
              <div>
                <Button
                  variant="ghost"
                  className="px-2 py-1.5"
                  aria-expanded={tableShown}
                  aria-controls={tableId}
                  onClick={() => setTableShown((open) => !open)}
                >
                  {tableShown ? 'Hide table' : 'Show as table'}
                </Button>
                <div id={tableId} hidden={!tableShown} className="mt-2">
                  {tableShown && (
                    <WeightTable
                      shown={shown}
                      units={units}
                      caption={`Your weigh-ins and trend, ${summary}`}
                      onMessage={flash.show}
                    />
                  )}
                </div>
              </div>
            )}
          </TabPanel>
        </div>
      )}

      <div className="mt-4">
        <MaintenanceCard
          today={today}
          profile={profile}
          weighIns={weighIns}
          onMessage={flash.show}
        />
      </div>

      {logging && (
        <LogWeightDialog
          today={today}
          units={units}
          onClose={() => setLogging(false)}
          onSaved={flash.show}
        />
      )}
      <FlashToast message={flash.message} onDismiss={flash.clear} onHold={flash.hold} />
    </section>
  )
}
