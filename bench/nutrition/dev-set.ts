// Shapes of the development set files.
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

export interface Totals {
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber: number
  sugar: number
  sodium: number
}

export interface ExpectedFile {
  about: string
  meals: { id: number; text: string; totals: Totals }[]
}
