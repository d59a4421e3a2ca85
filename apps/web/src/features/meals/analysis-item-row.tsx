import {
  chosenFood,
  describeItemAmount,
  foodName,
  formatNutrient,
  ITEM_GRAMS_LIMIT,
  itemAmount,
  itemNutrients,
  itemSize,
  PORTION_SIZES,
  unitLabel,
  unusualAmountNote,
  type DraftItem,
  type FoodSearchHit,
} from '@platewise/core'
import { ArrowRight, ChevronDown, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { RowButton } from './row-button'
import { controlClasses, FieldMessage } from '../../ui/text-field'
import { FoodAlternativesPicker } from './food-alternatives-picker'
import { FoodSearch } from './food-search'

// Below this the analyser matched around words it did not know, or pieced a dish together.
const GUESS_BELOW = 0.6

interface AnalysisItemRowProps {
  item: DraftItem
  error?: string
  disabled: boolean
  onChoose(choice: number): void
  /** A food of the whole table, found by search */
  onFound(food: FoodSearchHit): void
  /** One of PORTION_SIZES of the portion first read */
  onSize(factor: number): void
  /** The amount in the unit `itemAmount` gives; NaN while blank */
  onAmount(value: number): void
  onRemove(): void
}

/** A number input's text: up to two decimals, no trailing zeros. */
const inputText = (value: number) => (Number.isFinite(value) ? String(value) : '')

const readInput = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/**
 * One item of what was understood: its words, the food they were matched to
 * (by its plain name, USDA's one tap away), how much in words a person uses and
 * its calories, with one-tap sizes, the exact amount, a change of food (the
 * foods offered, or any food by search) and removal.
 */
export function AnalysisItemRow({
  item,
  error,
  disabled,
  onChoose,
  onFound,
  onSize,
  onAmount,
  onRemove,
}: AnalysisItemRowProps) {
  const ids = useId()
  const [picking, setPicking] = useState(false)
  const [showingUsdaName, setShowingUsdaName] = useState(false)
  // a size tap or a food found by search sets the amount from outside the input,
  // which then starts again from it
  const [outsideChanges, setOutsideChanges] = useState(0)
  const changedOutside = () => setOutsideChanges((changes) => changes + 1)
  const food = chosenFood(item)
  const amount = itemAmount(item)
  const inGrams = amount.unit === 'g'
  const size = itemSize(item)
  const plainName = foodName(food)
  const amountNote = unusualAmountNote(item)
  const messageId = `${ids}-message`
  const textId = `${ids}-text`

  return (
    <li
      aria-labelledby={textId}
      data-item-key={item.key}
      className="rounded-xl bg-white px-3.5 py-3 ring-1 ring-stone-200"
    >
      <div className="flex items-start gap-3">
        <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 text-sm text-stone-900">
          <span id={textId} className="font-medium wrap-anywhere">
            {item.text}
          </span>
          <ArrowRight className="size-3.5 shrink-0 text-stone-400" aria-label="matched to" />
          <span className="text-stone-600 wrap-anywhere">{plainName}</span>
          {item.confidence < GUESS_BELOW && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
              Best guess
            </span>
          )}
        </p>
        <p className="shrink-0 text-sm font-semibold text-stone-900 tabular-nums">
          {formatNutrient('calories', Math.round(itemNutrients(item).calories))}
        </p>
      </div>

      <p className="mt-1 text-sm text-stone-600 tabular-nums">
        {describeItemAmount(item)}
        {plainName !== food.food.description && (
          <>
            {' · '}
            <button
              type="button"
              aria-expanded={showingUsdaName}
              aria-controls={`${ids}-usda`}
              onClick={() => setShowingUsdaName((shown) => !shown)}
              className="text-xs font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              USDA name
            </button>
          </>
        )}
      </p>
      {amountNote && (
        <p className="mt-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200">
          {amountNote}
        </p>
      )}
      {showingUsdaName && (
        <p id={`${ids}-usda`} className="mt-1 text-xs text-stone-500 wrap-anywhere">
          USDA: {food.food.description}
        </p>
      )}

      <div
        role="group"
        aria-label={`Size of ${item.text}`}
        className="mt-2.5 flex flex-wrap gap-1.5"
      >
        {PORTION_SIZES.map(({ label, factor }) => (
          <button
            key={label}
            type="button"
            aria-pressed={size === factor}
            disabled={disabled}
            onClick={() => {
              onSize(factor)
              changedOutside()
            }}
            className="min-h-9 rounded-lg px-3 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
          >
            {label}
          </button>
        ))}
      </div>

      <div className="mt-2.5 flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex items-center gap-2 text-sm text-stone-600">
          <span className="text-xs font-medium text-stone-600">Amount</span>
          {/* keyed by the food and the changes made elsewhere: each shows the new amount */}
          <AmountInput
            key={`${item.chosen}-${outsideChanges}`}
            initial={inputText(amount.value)}
            // counted in grams, the input stops at what one item may weigh
            max={inGrams ? ITEM_GRAMS_LIMIT : undefined}
            label={`Amount of ${item.text}`}
            error={error}
            messageId={messageId}
            disabled={disabled}
            onChange={onAmount}
          />
          <span className="tabular-nums">{unitLabel(amount.unit, amount.value)}</span>
        </div>
        <div className="ml-auto flex gap-1.5">
          <RowButton
            className={ITEM_BUTTON}
            aria-expanded={picking}
            aria-controls={`${ids}-picker`}
            aria-label={`Change food for ${item.text}`}
            onClick={() => setPicking((open) => !open)}
          >
            Change food
            <ChevronDown
              className={`size-3.5 transition-transform ${picking ? 'rotate-180' : ''}`}
              aria-hidden
            />
          </RowButton>
          <RowButton
            className={ITEM_BUTTON}
            data-remove
            aria-label={`Remove ${item.text}`}
            onClick={onRemove}
            disabled={disabled}
            tone="danger-quiet"
          >
            <Trash2 className="size-3.5" aria-hidden />
            Remove
          </RowButton>
        </div>
      </div>
      <FieldMessage id={messageId} error={error} />

      {picking && (
        <div id={`${ids}-picker`}>
          {item.choices.length > 1 && (
            <FoodAlternativesPicker item={item} disabled={disabled} onChoose={onChoose} />
          )}
          <FoodSearch
            itemText={item.text}
            disabled={disabled}
            onChoose={(found) => {
              onFound(found)
              changedOutside()
              setPicking(false)
            }}
          />
        </div>
      )}
    </li>
  )
}

interface AmountInputProps {
  initial: string
  max?: number
  label: string
  error?: string
  messageId: string
  disabled: boolean
  onChange(value: number): void
}

/** Keeps what is typed ('1.', '') as typed, and gives the draft the number it means. */
function AmountInput({
  initial,
  max,
  label,
  error,
  messageId,
  disabled,
  onChange,
}: AmountInputProps) {
  const [text, setText] = useState(initial)
  return (
    <input
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step="any"
      value={text}
      disabled={disabled}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
      onChange={(event) => {
        setText(event.target.value)
        onChange(readInput(event.target.value))
      }}
      className={`${controlClasses(error)} w-24! py-1.5! tabular-nums`}
    />
  )
}

// taller than a meal row's buttons: the panel's rows are tapped on a phone
const ITEM_BUTTON = 'min-h-9 bg-white'
