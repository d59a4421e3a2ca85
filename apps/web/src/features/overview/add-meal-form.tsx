import {
  DEFAULT_MEAL_TYPE,
  MEAL_MESSAGES,
  MEAL_TYPES,
  type IsoDate,
  type MealType,
} from '@platewise/core'
import { Sparkles } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { serverMessage, useAddMeal } from '../meals/use-meal-mutations'

const fieldClasses =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-stone-100 sm:text-sm'

/** Today's quick add: a type and a description, analysed by the server ('Add Meal Using AI'). */
export function AddMealForm({
  today,
  onMessage,
}: {
  today: IsoDate
  onMessage: (text: string) => void
}) {
  const id = useId()
  const [mealType, setMealType] = useState<MealType>(DEFAULT_MEAL_TYPE)
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string | null>(null)
  const addMeal = useAddMeal()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = description.trim()
    if (!text) {
      setError(MEAL_MESSAGES.description)
      return
    }
    setError(null)
    addMeal.mutate(
      { meal_date: today, meal_type: mealType, description: text },
      {
        onSuccess: () => {
          setDescription('')
          setMealType(DEFAULT_MEAL_TYPE)
          onMessage('Meal added successfully!')
        },
        onError: (failure) => onMessage(serverMessage(failure, 'Failed to add meal')),
      },
    )
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add a meal for today"
      noValidate
      className="grid gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[9rem_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}-type`} className="mb-1 block text-xs font-medium text-stone-600">
          Meal type
        </label>
        <select
          id={`${id}-type`}
          value={mealType}
          onChange={(event) => setMealType(event.target.value as MealType)}
          disabled={addMeal.isPending}
          className={`${fieldClasses} capitalize`}
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {type.charAt(0).toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label
          htmlFor={`${id}-description`}
          className="mb-1 block text-xs font-medium text-stone-600"
        >
          What did you eat?
        </label>
        <input
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="e.g. 2 scrambled eggs and a slice of toast"
          disabled={addMeal.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClasses}
        />
      </div>
      <Button type="submit" disabled={addMeal.isPending}>
        {addMeal.isPending ? (
          <>
            <Spinner className="size-4" />
            Analyzing meal...
          </>
        ) : (
          <>
            <Sparkles className="size-4" aria-hidden />
            Add Meal Using AI
          </>
        )}
      </Button>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  )
}
