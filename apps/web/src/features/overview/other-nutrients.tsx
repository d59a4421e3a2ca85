import { formatNutrient, NUTRIENT_RULES, type DailySummary } from '@platewise/core'
import { Panel } from '../../ui/panel'

const SHOWN = ['carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

/** Other Nutrients (§2): today's carbs, fat, fiber, sugar and sodium. */
export function OtherNutrients({ summary }: { summary: DailySummary }) {
  const rows = SHOWN.map((key) => ({
    label: NUTRIENT_RULES[key].label,
    value: formatNutrient(key, summary[`total_${key}`]),
  }))
  return (
    <Panel title="Other Nutrients">
      <dl className="mt-3 divide-y divide-stone-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between py-2 text-sm">
            <dt className="text-stone-600">{row.label}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  )
}
