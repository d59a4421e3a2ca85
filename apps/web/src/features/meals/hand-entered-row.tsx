import { ITEM_LIMITS, type DraftHandEntered } from '@platewise/core'
import { useId, useState } from 'react'
import { controlClasses, FieldMessage } from '../../ui/text-field'

interface HandEnteredRowProps {
  entry: DraftHandEntered
  error?: string
  disabled: boolean
  /** null when cleared; NaN for what is not a number */
  onChange(calories: number | null): void
}

/** Words the analyser could not place, with a field for the calories the person knows they have. */
export function HandEnteredRow({ entry, error, disabled, onChange }: HandEnteredRowProps) {
  const ids = useId()
  const [text, setText] = useState(entry.calories === null ? '' : String(entry.calories))
  const inputId = `${ids}-input`
  const messageId = `${ids}-message`

  return (
    <li data-hand-key={entry.key} className="rounded-xl bg-white px-3.5 py-3 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 flex-1 text-sm font-medium text-stone-900 wrap-anywhere">
          {entry.text}
        </p>
        <div className="flex items-center gap-2 text-sm text-stone-600">
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={ITEM_LIMITS.calories}
            step={1}
            value={text}
            disabled={disabled}
            aria-label={`Calories for ${entry.text}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            onChange={(event) => {
              const typed = event.target.value
              setText(typed)
              onChange(typed.trim() === '' ? null : Number(typed))
            }}
            className={`${controlClasses(error)} w-24! py-1.5! tabular-nums`}
          />
          <label htmlFor={inputId}>kcal</label>
        </div>
      </div>
      <FieldMessage id={messageId} error={error} />
    </li>
  )
}
