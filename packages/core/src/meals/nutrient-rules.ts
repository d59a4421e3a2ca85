import type { NutrientKey } from './nutrients'

/** kcal for energy, g and mg for the rest: the one place the app takes its units from */
type NutrientUnit = 'kcal' | 'g' | 'mg'

export interface NutrientRule {
  label: string
  unit: NutrientUnit
  /** Per meal: far above any real plate, low enough to catch a slip of the keyboard */
  max: number
  /** §5: calories, protein, carbs, fat and fiber parse as integers */
  integer: boolean
}

export const NUTRIENT_RULES: Record<NutrientKey, NutrientRule> = {
  calories: { label: 'Calories', unit: 'kcal', max: 20_000, integer: true },
  protein: { label: 'Protein', unit: 'g', max: 5_000, integer: true },
  carbs: { label: 'Carbs', unit: 'g', max: 5_000, integer: true },
  fat: { label: 'Fat', unit: 'g', max: 5_000, integer: true },
  fiber: { label: 'Fiber', unit: 'g', max: 5_000, integer: true },
  sugar: { label: 'Sugar', unit: 'g', max: 5_000, integer: false },
  sodium: { label: 'Sodium', unit: 'mg', max: 100_000, integer: false },
}
