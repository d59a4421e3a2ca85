import { formatAmount } from '../format/format-amount'
import { NUTRIENT_RULES } from './nutrient-rules'
import type { NutrientKey } from './nutrients'

/** A nutrient input's label with its unit: 'Calories (kcal)', 'Sodium (mg)'. */
export function nutrientFieldLabel(key: NutrientKey): string {
  const { label, unit } = NUTRIENT_RULES[key]
  return `${label} (${unit})`
}

/** An amount of a nutrient in its unit: '450 kcal', '12.5 g', '1,050 mg'. */
export function formatNutrient(key: NutrientKey, value: number): string {
  return formatAmount(value, NUTRIENT_RULES[key].unit)
}
