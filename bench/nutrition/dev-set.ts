// Shapes of the development set files.
import type { Nutrients } from '../../packages/nutrition/src/index'

export interface DevItem {
  food_id: string
  grams: number
  note: string
}

export interface DevMeal {
  id: number
  text: string
  style: 'grams' | 'household' | 'none' | 'multi' | 'casual'
  items: DevItem[]
}

export interface DevSet {
  about: string
  meals: DevMeal[]
}

/** Expected totals, in the analyser's own units (sodium in mg, the rest in grams and kcal). */
export type Totals = Nutrients

export interface ExpectedFile {
  about: string
  meals: { id: number; text: string; totals: Totals }[]
}
