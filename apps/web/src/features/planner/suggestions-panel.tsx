import { MEAL_SUGGESTIONS } from '@platewise/core'
import { SuggestionCard } from './suggestion-card'

/** Meal Suggestions (§2): the three static meals, each one tap from today's log. */
export function SuggestionsPanel() {
  return (
    <section aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className="sr-only">
        Meal Suggestions
      </h2>
      <p className="mb-4 text-sm text-stone-600">
        Balanced meals to fit your goals. Add one to today's meals in one tap.
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        {MEAL_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.id} className="flex">
            <SuggestionCard suggestion={suggestion} />
          </li>
        ))}
      </ul>
    </section>
  )
}
