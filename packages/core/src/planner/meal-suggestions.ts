import type { MealType } from '../meals/meal-schema'

// The static meal suggestions of §2 and §3: three meals ready in 25, 5 and 30
// minutes. Their figures are per serving and add up (4 kcal per gram of
// protein or carbs, 9 per gram of fat, give or take rounding).

export const SUGGESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type SuggestionDifficulty = (typeof SUGGESTION_DIFFICULTIES)[number]

export interface MealSuggestion {
  id: number
  title: string
  description: string
  calories: number
  protein: number
  carbs: number
  fat: number
  mealType: MealType
  /** Minutes */
  prepTime: number
  difficulty: SuggestionDifficulty
  tags: readonly string[]
}

export const MEAL_SUGGESTIONS: readonly MealSuggestion[] = [
  {
    id: 1,
    title: 'Grilled Chicken Quinoa Bowl',
    description:
      'Grilled chicken breast over quinoa with roasted peppers, cucumber and a lemon-tahini drizzle.',
    calories: 520,
    protein: 42,
    carbs: 48,
    fat: 16,
    mealType: 'lunch',
    prepTime: 25,
    difficulty: 'medium',
    tags: ['High Protein', 'Gluten Free', 'Meal Prep'],
  },
  {
    id: 2,
    title: 'Greek Yogurt Berry Parfait',
    description: 'Greek yogurt layered with mixed berries, granola and a drizzle of honey.',
    calories: 320,
    protein: 24,
    carbs: 42,
    fat: 7,
    mealType: 'breakfast',
    prepTime: 5,
    difficulty: 'easy',
    tags: ['Quick', 'Vegetarian', 'High Protein'],
  },
  {
    id: 3,
    title: 'Baked Salmon with Sweet Potato',
    description: 'Oven-baked salmon fillet with roasted sweet potato wedges and steamed broccoli.',
    calories: 570,
    protein: 38,
    carbs: 45,
    fat: 26,
    mealType: 'dinner',
    prepTime: 30,
    difficulty: 'medium',
    tags: ['Omega-3', 'Dairy Free', 'Heart Healthy'],
  },
]
