import {
  describeFoodChoice,
  foodName,
  formatNutrient,
  type DraftItem,
  type FoodChoice,
} from '@platewise/core'
import { useId } from 'react'

interface FoodAlternativesPickerProps {
  item: DraftItem
  disabled: boolean
  onChoose(choice: number): void
}

/** '2 slices (64 g) · 166 kcal': the portion the item's words give that food. */
function portionOf(choice: FoodChoice): string {
  return `${describeFoodChoice(choice)} · ${formatNutrient('calories', Math.round(choice.nutrients.calories))}`
}

/**
 * The foods an item's words could mean, as radio buttons: choosing one swaps
 * the item at once. The list keeps its order, so the food just replaced stays
 * where it was and choosing it again undoes the swap.
 */
export function FoodAlternativesPicker({ item, disabled, onChoose }: FoodAlternativesPickerProps) {
  const name = useId()
  return (
    <fieldset disabled={disabled} className="mt-3 min-w-0">
      <legend className="mb-1.5 text-xs font-medium text-stone-600">
        Food for &ldquo;{item.text}&rdquo;
      </legend>
      <div className="space-y-1.5">
        {item.choices.map((choice, index) => (
          <label
            key={choice.food.id}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg px-2.5 py-2 ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-300 hover:bg-stone-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              checked={index === item.chosen}
              onChange={() => onChoose(index)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700 focus:outline-none"
            />
            <span className="min-w-0 text-sm">
              <span className="block text-stone-900 wrap-anywhere">{foodName(choice)}</span>{' '}
              <span className="block text-xs text-stone-500 tabular-nums">{portionOf(choice)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
