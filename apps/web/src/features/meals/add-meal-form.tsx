import { DEFAULT_MEAL_TYPE, NUTRIENT_KEYS, type MealType, type NutrientKey } from '@platewise/core'
import { ChevronDown, PencilLine, Sparkles } from 'lucide-react'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { DescriptionField } from './description-field'
import {
  emptyNutrientValues,
  readNewMeal,
  type MealFieldErrors,
  type NutrientValues,
} from './meal-form-values'
import { MealTypeSelect } from './meal-type-select'
import type { LoggedMeal } from './meals-api'
import { NutrientInputs } from './nutrient-inputs'
import { SavedMealsList } from './saved-meals-list'
import { MEAL_FEEDBACK, serverMessage, useAddMeal } from './use-meal-mutations'

type Mode = 'ai' | 'manual'

// Below Tailwind's sm breakpoint (40rem) the optional nutrients fold away.
const PHONE = '(max-width: 39.99rem)'
const isPhone = () => window.matchMedia?.(PHONE).matches === true

interface AddMealFormProps {
  date: string
  onMessage(text: string): void
  /** A meal whose description the server analysed, to show what it understood. */
  onAnalysed(meal: LoggedMeal): void
}

/**
 * 'Add New Meal' (§2): describe the meal and let the server work out the
 * nutrients, or type them in. Saved meals can be added from here too.
 */
export function AddMealForm({ date, onMessage, onAnalysed }: AddMealFormProps) {
  const titleId = useId()
  const [mealType, setMealType] = useState<MealType>(DEFAULT_MEAL_TYPE)
  const [description, setDescription] = useState('')
  const [nutrients, setNutrients] = useState<NutrientValues>(emptyNutrientValues)
  const [errors, setErrors] = useState<MealFieldErrors>({})
  const [mode, setMode] = useState<Mode>('ai')
  // on a phone the seven optional inputs wait behind a disclosure; from sm up they always show
  const [nutrientsShown, setNutrientsShown] = useState(false)
  const nutrientsId = useId()
  const nutrientsRef = useRef<HTMLFieldSetElement>(null)
  const addMeal = useAddMeal()
  const busy = addMeal.isPending

  function submit(chosen: Mode) {
    const parsed = readNewMeal({
      date,
      mealType,
      description,
      nutrients: chosen === 'manual' ? nutrients : undefined,
    })
    setErrors(parsed.ok ? {} : parsed.errors)
    if (!parsed.ok) {
      if (NUTRIENT_KEYS.some((key) => parsed.errors[key])) setNutrientsShown(true)
      return
    }
    setMode(chosen)
    addMeal.mutate(parsed.value, {
      onSuccess: (meal) => {
        setMealType(DEFAULT_MEAL_TYPE)
        setDescription('')
        setNutrients(emptyNutrientValues())
        onMessage(MEAL_FEEDBACK.added)
        if (chosen === 'ai' && meal.analysis) onAnalysed(meal)
      },
      onError: (error) => onMessage(serverMessage(error, MEAL_FEEDBACK.addFailed)),
    })
  }

  // On a phone with the numbers folded away, the first press of Add Meal Manually
  // opens them: adding a meal of zeros is never what was meant.
  function addManually() {
    if (!nutrientsShown && isPhone()) {
      flushSync(() => setNutrientsShown(true))
      nutrientsRef.current?.querySelector('input')?.focus()
      return
    }
    submit('manual')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit('ai')
  }

  // Enter in a number field means the numbers are meant: add manually.
  function onNutrientKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    if (!busy) submit('manual')
  }

  function changeNutrient(key: NutrientKey, value: string) {
    setNutrients((values) => ({ ...values, [key]: value }))
    setErrors(({ [key]: _, ...rest }) => rest)
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-100 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          Add New Meal
        </h2>
        <p className="mt-0.5 text-sm text-stone-500">
          Describe what you ate and we&apos;ll work out the nutrients, or enter them yourself.
        </p>
      </div>

      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-5 p-5">
        <fieldset disabled={busy} className="space-y-4">
          <MealTypeSelect label="Meal Type" value={mealType} onChange={setMealType} />
          <DescriptionField
            value={description}
            onChange={(event) => {
              setDescription(event.target.value)
              setErrors(({ description: _, ...rest }) => rest)
            }}
            placeholder="e.g. 2 eggs, a slice of toast with butter and a coffee"
            hint="Amounts help: '2 eggs', '150 g chicken breast', 'a cup of rice'."
            error={errors.description}
          />
        </fieldset>

        <SavedMealsList date={date} onMessage={onMessage} />

        <button
          type="button"
          aria-expanded={nutrientsShown}
          aria-controls={nutrientsId}
          onClick={() => setNutrientsShown((shown) => !shown)}
          className="flex w-full items-center gap-2.5 rounded-xl border border-stone-200 px-4 py-3 text-left text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:hidden"
        >
          <PencilLine className="size-4 text-brand-700" aria-hidden />
          <span className="flex-1">Enter nutrients yourself</span>
          <ChevronDown
            className={`size-4 text-stone-500 transition-transform ${nutrientsShown ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
        <fieldset
          id={nutrientsId}
          ref={nutrientsRef}
          disabled={busy}
          onKeyDown={onNutrientKeyDown}
          className={`${nutrientsShown ? 'block' : 'hidden'} rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:block`}
        >
          <legend className="px-1 text-sm font-semibold text-stone-800">
            Nutrients (optional, for manual entry)
          </legend>
          <p className="mb-3 text-xs text-stone-500">
            Used only by Add Meal Manually. Blank fields count as 0.
          </p>
          <NutrientInputs values={nutrients} onChange={changeNutrient} errors={errors} />
        </fieldset>

        <div className="flex flex-col gap-2.5 sm:flex-row">
          <Button type="submit" disabled={busy} className="sm:flex-1">
            {busy && mode === 'ai' ? (
              <Spinner className="size-4" />
            ) : (
              <Sparkles className="size-4" aria-hidden />
            )}
            {busy && mode === 'ai' ? 'Analyzing meal...' : 'Add Meal Using AI'}
          </Button>
          <Button variant="secondary" onClick={addManually} disabled={busy} className="sm:flex-1">
            {busy && mode === 'manual' ? (
              <Spinner className="size-4" />
            ) : (
              <PencilLine className="size-4" aria-hidden />
            )}
            {busy && mode === 'manual' ? 'Adding meal...' : 'Add Meal Manually'}
          </Button>
        </div>
      </form>
    </section>
  )
}
