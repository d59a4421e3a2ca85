import { zodResolver } from '@hookform/resolvers/zod'
import {
  mealFormSchema,
  mealFormValuesOf,
  type MealFormRead,
  type MealFormValues,
} from '@platewise/core'
import { useForm } from 'react-hook-form'
import { fieldProps } from '../../lib/form-field'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { TextAreaField } from '../../ui/text-area-field'
import { mealChangesOf } from './meal-form-values'
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
  const form = useForm<MealFormValues, unknown, MealFormRead>({
    defaultValues: mealFormValuesOf(meal),
    // PUT /api/meals's own rules and messages (core's meal-form.ts)
    resolver: zodResolver(mealFormSchema),
    // checked on Save; a field's message goes once it is edited (§5)
    reValidateMode: 'onSubmit',
  })
  const field = fieldProps(form)

  return (
    <li className="bg-brand-50/40 px-5 py-4">
      <form
        onSubmit={form.handleSubmit((read) => onSave(mealChangesOf(meal, read)))}
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
          <TextAreaField
            label="Description"
            // the edit replaces the row whose Edit button had focus
            autoFocus
            rows={2}
            {...field('description')}
          />
          <NutrientInputs field={field} />
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
