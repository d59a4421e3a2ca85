// Public API of @platewise/nutrition: the local "Add Meal Using AI" analyser.
export { analyzeMeal, loadFoodTable } from './analyze'
export type { AnalysedItem, MealAnalysis } from './analyze'
export type { Nutrients } from './nutrients'
