import { formatLongDate, formatMeasure, type IsoDate, type UnitSystem } from '@platewise/core'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '../../lib/api-error'
import { useDeleteWeight, WEIGHT_FEEDBACK } from '../../lib/weights/use-weight-mutations'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { dateWithYear, type ShownRange } from './weight-range'

/** The range's weigh-ins and their trend, newest first: the chart in words, each with Delete. */
export function WeightTable({
  shown,
  units,
  caption,
  onMessage,
}: {
  shown: ShownRange
  units: UnitSystem
  caption: string
  onMessage(text: string): void
}) {
  const [deleting, setDeleting] = useState<IsoDate | null>(null)
  const remove = useDeleteWeight()
  const rows = [...shown.weighIns].reverse()

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null)
        onMessage(WEIGHT_FEEDBACK.deleted)
      },
    })
  }

  return (
    <>
      <div className="max-h-80 overflow-y-auto rounded-xl border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-stone-50 text-xs text-stone-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Weight
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Trend
              </th>
              <th scope="col" className="px-1 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 tabular-nums">
            {rows.map((day) => (
              <tr key={day.date}>
                <th
                  scope="row"
                  className="px-3 py-1.5 font-normal whitespace-nowrap text-stone-700"
                >
                  {dateWithYear(day.date)}
                </th>
                <td className="px-3 py-1.5 text-right whitespace-nowrap text-stone-900">
                  {formatMeasure('weight', day.weight, units)}
                </td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap text-stone-600">
                  {formatMeasure('weight', day.trend, units)}
                </td>
                <td className="px-1 py-1 text-right">
                  <button
                    type="button"
                    onClick={() => {
                      remove.reset()
                      setDeleting(day.date)
                    }}
                    aria-label={`Delete the weight of ${formatLongDate(day.date)}`}
                    className="grid size-9 place-items-center rounded-lg text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deleting && (
        <ConfirmDialog
          title="Delete this weight?"
          confirmLabel="Delete"
          busy={remove.isPending}
          failure={remove.isError ? errorMessage(remove.error, WEIGHT_FEEDBACK.deleteFailed) : null}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          The weight of {formatLongDate(deleting)} goes from your log and your trend.
        </ConfirmDialog>
      )}
    </>
  )
}
