import { MEAL_LIMITS, NUTRIENT_KEYS, nutrientFieldLabel, type NutrientKey } from '@platewise/core'
import type { ComponentProps } from 'react'
import { TextField } from '../../ui/text-field'

interface NutrientInputsProps {
  /** Each input's registration in its form, and its message */
  field(key: NutrientKey): ComponentProps<'input'> & { error?: string }
}

/**
 * The seven number inputs of §5: minimum 0, step 0.1 except calories; blank
 * means 0. Each goes up to what one meal may hold (a browser's spinner stops there).
 */
export function NutrientInputs({ field }: NutrientInputsProps) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-3 sm:grid-cols-4">
      {NUTRIENT_KEYS.map((key) => (
        <TextField
          key={key}
          label={nutrientFieldLabel(key)}
          type="number"
          inputMode={key === 'calories' ? 'numeric' : 'decimal'}
          min={0}
          max={MEAL_LIMITS[key]}
          step={key === 'calories' ? 1 : 0.1}
          placeholder="0"
          {...field(key)}
          // calories, the figure most people know, gets a wider field and room for its label
          className={key === 'calories' ? 'col-span-2' : ''}
        />
      ))}
    </div>
  )
}
