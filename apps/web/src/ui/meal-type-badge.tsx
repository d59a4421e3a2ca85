import type { MealType } from '@platewise/core'

/** §2: yellow breakfast, green lunch, blue dinner, purple snack, anything else gray. */
export const MEAL_TYPE_BADGE_COLORS: Record<MealType, string> = {
  breakfast: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  lunch: 'bg-green-100 text-green-800 ring-green-200',
  dinner: 'bg-blue-100 text-blue-800 ring-blue-200',
  snack: 'bg-purple-100 text-purple-800 ring-purple-200',
}

const OTHER_MEAL_TYPE_COLOR = 'bg-stone-100 text-stone-700 ring-stone-200'

export function mealTypeBadgeColor(type: string | null | undefined): string {
  return MEAL_TYPE_BADGE_COLORS[type as MealType] ?? OTHER_MEAL_TYPE_COLOR
}

/** 'breakfast' → 'Breakfast'. */
export function mealTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Meal'
  return type.charAt(0).toUpperCase() + type.slice(1)
}

export function MealTypeBadge({ type }: { type: string | null | undefined }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${mealTypeBadgeColor(type)}`}
    >
      {mealTypeLabel(type)}
    </span>
  )
}
