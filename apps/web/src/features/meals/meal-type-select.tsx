import { MEAL_TYPES } from '@platewise/core'
import { mealTypeLabel } from '../../ui/meal-type-badge'
import { SelectField, type SelectFieldProps } from '../../ui/select-field'

const MEAL_TYPE_OPTIONS = MEAL_TYPES.map((type) => ({ value: type, label: mealTypeLabel(type) }))

/** A select of the four meal types (§5), labelled as its form says. */
export function MealTypeSelect(props: Omit<SelectFieldProps, 'options'>) {
  return <SelectField options={MEAL_TYPE_OPTIONS} {...props} />
}
