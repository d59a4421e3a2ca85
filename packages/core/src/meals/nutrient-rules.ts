import type { NutrientKey } from './nutrients'

/** kcal for energy, g and mg for the rest: the one place the app takes its units from */
type NutrientUnit = 'kcal' | 'g' | 'mg'

export interface NutrientRule {
  label: string
  unit: NutrientUnit
  /** §5: calories, protein, carbs, fat and fiber parse as integers */
  integer: boolean
}

export const NUTRIENT_RULES: Record<NutrientKey, NutrientRule> = {
  calories: { label: 'Calories', unit: 'kcal', integer: true },
  protein: { label: 'Protein', unit: 'g', integer: true },
  carbs: { label: 'Carbs', unit: 'g', integer: true },
  fat: { label: 'Fat', unit: 'g', integer: true },
  fiber: { label: 'Fiber', unit: 'g', integer: true },
  sugar: { label: 'Sugar', unit: 'g', integer: false },
  sodium: { label: 'Sodium', unit: 'mg', integer: false },
}
