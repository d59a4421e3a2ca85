import { MEAL_TYPES, type MealType } from '@platewise/core'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { mealTypeLabel } from '../../ui/meal-type-badge'

interface MealTypeSelectProps {
  label: string
  value: MealType
  onChange(value: MealType): void
  disabled?: boolean
}

export function MealTypeSelect({ label, value, onChange, disabled }: MealTypeSelectProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as MealType)}
          className="block w-full appearance-none rounded-xl border border-stone-300 bg-white py-2.5 pr-10 pl-3.5 text-base text-stone-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 sm:text-sm"
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {mealTypeLabel(type)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden
        />
      </div>
    </div>
  )
}
