export { analyzeMeal, loadFoodTable } from './analyze'
export type { AnalysedItem, MealAnalysis } from './analyze'
export { correctAnalysis, ForeignTextError, UnknownFoodError } from './correct'
export type { Nutrients } from './nutrients'
