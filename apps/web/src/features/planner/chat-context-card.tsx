import { formatAmount, proteinRange, type ChatContext } from '@platewise/core'
import { Link } from 'react-router'
import { GOALS_EDITOR_PATH } from '../../lib/profile/edit-profile-link'

// 'over' reads better than a negative figure: '120 kcal over'
function leftToday(value: number | null | undefined, unit: string, metText: string) {
  if (typeof value !== 'number') return null
  const rounded = Math.round(value)
  if (rounded > 0) return `${formatAmount(rounded, unit)} left`
  return rounded === 0 || unit === 'g' ? metText : `${formatAmount(-rounded, unit)} over`
}

/**
 * Beside the chat: what its replies take from the person's data, so a tip
 * such as '136–170 g of protein' is not a mystery.
 */
export function ChatContextCard({ context }: { context: ChatContext }) {
  const calories = leftToday(context.remainingCalories, 'kcal', 'Goal reached')
  const protein = leftToday(context.remainingProtein, 'g', 'Goal met')
  const range = context.weightLbs ? proteinRange(context.weightLbs) : null
  const usual = context.usualMeals ?? []

  return (
    <section
      aria-labelledby="chat-context-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="chat-context-title" className="text-base font-semibold text-stone-900">
        What the planner uses
      </h2>
      <p className="mt-1 text-sm text-stone-500">Replies are tailored to your goals and meals.</p>
      <dl className="mt-4 divide-y divide-stone-100 text-sm">
        <Row term="Calories today" value={calories ?? 'Not loaded yet'} />
        <Row term="Protein today" value={protein ?? 'Not loaded yet'} />
        <div className="flex items-baseline justify-between gap-3 py-2.5">
          <dt className="text-stone-600">Protein for muscle</dt>
          <dd className="text-right font-semibold text-stone-900 tabular-nums">
            {range ? (
              `${formatAmount(range.low)}–${formatAmount(range.high, 'g')} a day`
            ) : (
              <Link
                to={GOALS_EDITOR_PATH}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Add your weight
              </Link>
            )}
          </dd>
        </div>
        <div className="py-2.5">
          <dt className="text-stone-600">Your usual meals</dt>
          <dd className="mt-1.5">
            {usual.length > 0 ? (
              <ul className="space-y-1">
                {usual.map((meal) => (
                  <li key={meal.description} className="flex items-baseline gap-3">
                    <span
                      title={meal.description}
                      className="min-w-0 flex-1 truncate font-medium text-stone-900"
                    >
                      {meal.description}
                    </span>
                    <span className="shrink-0 text-xs text-stone-500 tabular-nums">
                      {meal.count}×<span className="sr-only"> in two weeks</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-stone-500">
                Meals you log more than once in two weeks show here.
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  )
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  )
}
