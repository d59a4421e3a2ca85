import type { FieldErrors, NutrientKey } from '@platewise/core'
import { useState, type FormEvent } from 'react'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { DescriptionField } from './description-field'
import {
  nutrientValuesOf,
  readMealChanges,
  type MealField,
  type NutrientValues,
} from './meal-form-values'
import { MealTypeBadge } from '../../ui/meal-type-badge'
import type { LoggedMeal, MealChanges } from '../../lib/meals/meals-api'
import { NutrientInputs } from './nutrient-inputs'

interface MealEditRowProps {
  meal: LoggedMeal
  saving: boolean
  /** Called with what changed; an empty object when nothing did. */
  onSave(changes: MealChanges): void
  onCancel(): void
}

/** The inline edit of §2: description and the seven nutrients, Cancel or 'Save Changes'. */
export function MealEditRow({ meal, saving, onSave, onCancel }: MealEditRowProps) {
  const [description, setDescription] = useState(meal.description)
  const [nutrients, setNutrients] = useState<NutrientValues>(() => nutrientValuesOf(meal))
  const [errors, setErrors] = useState<FieldErrors<MealField>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = readMealChanges(meal, { description, nutrients })
    setErrors(parsed.ok ? {} : parsed.errors)
    if (parsed.ok) onSave(parsed.value)
  }

  function changeNutrient(key: NutrientKey, value: string) {
    setNutrients((values) => ({ ...values, [key]: value }))
    setErrors(({ [key]: _, ...rest }) => rest)
  }

  return (
    <li className="bg-brand-50/40 px-5 py-4">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Edit meal"
        // Escape leaves the edit as Cancel does, the way it leaves a dialog
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) onCancel()
        }}
        className="space-y-4"
      >
        <div className="flex items-center gap-2">
          <MealTypeBadge type={meal.mealType} />
          <span className="text-xs font-medium text-stone-500">Editing</span>
        </div>
        <fieldset disabled={saving} className="space-y-4">
          <DescriptionField
            // the edit replaces the row whose Edit button had focus
            autoFocus
            value={description}
            onChange={(event) => {
              setDescription(event.target.value)
              setErrors(({ description: _, ...rest }) => rest)
            }}
            rows={2}
            error={errors.description}
          />
          <NutrientInputs values={nutrients} onChange={changeNutrient} errors={errors} />
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} className="min-w-32">
            {saving && <Spinner className="size-4" />}
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </li>
  )
}
