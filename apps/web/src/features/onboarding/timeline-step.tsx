import { WizardField, type WizardInput } from './wizard-field'

const SUGGESTIONS = ['4 weeks', '8 weeks', '3 months', '6 months']

/**
 * Step 4: the timeframe as free text, checked when leaving the step (§5
 * Timeline). `value` is what the input holds; a suggestion goes to `onSuggestion`.
 */
export function TimelineStep({
  value,
  input,
  onSuggestion,
}: {
  value: string
  input: WizardInput
  onSuggestion: (text: string) => void
}) {
  return (
    <div>
      <WizardField
        label="Timeframe"
        type="text"
        autoComplete="off"
        placeholder="e.g. 8 weeks"
        hint="A number and a unit: days, weeks or months."
        {...input}
      />
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Suggestions">
        {SUGGESTIONS.map((suggestion) => {
          const chosen = value.trim().toLowerCase() === suggestion
          return (
            <button
              key={suggestion}
              type="button"
              aria-pressed={chosen}
              onClick={() => onSuggestion(suggestion)}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                chosen
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-stone-200 bg-white text-stone-700 hover:border-stone-300 hover:bg-stone-50'
              }`}
            >
              {suggestion}
            </button>
          )
        })}
      </div>
    </div>
  )
}
