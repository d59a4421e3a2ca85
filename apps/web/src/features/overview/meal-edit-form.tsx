import { NUTRIENT_KEYS, NUTRIENT_RULES, MEAL_MESSAGES, type NutrientKey } from '@platewise/core'
import { useState, type FormEvent } from 'react'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import type { LoggedMeal, MealChanges } from '../meals/meals-api'
import { serverMessage, useUpdateMeal } from '../meals/use-meal-mutations'

const unitOf = (key: NutrientKey) => (key === 'calories' ? 'kcal' : key === 'sodium' ? 'mg' : 'g')

/** A row of Today's Meals in edit: description and the seven nutrients (§2, §4 Meals). */
export function MealEditForm({
  meal,
  onDone,
  onMessage,
}: {
  meal: LoggedMeal
  onDone: () => void
  onMessage: (text: string) => void
}) {
  const [description, setDescription] = useState(meal.description)
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, String(meal[key] ?? 0)])) as Record<
        NutrientKey,
        string
      >,
  )
  const [error, setError] = useState<string | null>(null)
  const updateMeal = useUpdateMeal()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!description.trim()) {
      setError(MEAL_MESSAGES.description)
      return
    }
    setError(null)
    const changes: MealChanges = { description: description.trim() }
    // a blank field counts as 0 (§5); the server checks the ranges and says what is wrong
    for (const key of NUTRIENT_KEYS)
      changes[key] = values[key].trim() === '' ? 0 : Number(values[key])
    updateMeal.mutate(
      { meal, changes },
      {
        onSuccess: () => {
          onMessage('Meal updated successfully!')
          onDone()
        },
        onError: (failure) => onMessage(serverMessage(failure, 'Failed to update meal')),
      },
    )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Edit ${meal.description}`}
      className="grid gap-3"
    >
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={error ?? undefined}
        disabled={updateMeal.isPending}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {NUTRIENT_KEYS.map((key) => (
          <TextField
            key={key}
            label={`${NUTRIENT_RULES[key].label} (${unitOf(key)})`}
            type="number"
            inputMode="decimal"
            min={0}
            step={NUTRIENT_RULES[key].integer ? 1 : 0.1}
            value={values[key]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [key]: event.target.value }))
            }
            disabled={updateMeal.isPending}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={updateMeal.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateMeal.isPending}>
          {updateMeal.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
