import { zodResolver } from '@hookform/resolvers/zod'
import {
  describedMealFormSchema,
  emptyAddMealForm,
  manualMealFormSchema,
  NUTRIENT_KEYS,
  type AddMealFormValues,
  type AddMealRead,
} from '@platewise/core'
import { ChevronDown, PencilLine, Sparkles } from 'lucide-react'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useForm, type Resolver } from 'react-hook-form'
import { errorMessage, isApiError } from '../../lib/api-error'
import { centreRefusedField, fieldProps } from '../../lib/form-field'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { TextAreaField } from '../../ui/text-area-field'
import { MEAL_FORM_FIELDS, newMealOf } from './meal-form-values'
import { MealTypeSelect } from './meal-type-select'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { NutrientInputs } from './nutrient-inputs'
import { SavedMealsList } from './saved-meals-list'
import { MEAL_FEEDBACK, useAddMeal } from '../../lib/meals/use-meal-mutations'

type Mode = 'ai' | 'manual'

// What each button reads (core's meal-form.ts): Add Meal Using AI the type and
// the description, Add Meal Manually the nutrients as well
const CHECKS: Record<Mode, Resolver<AddMealFormValues, unknown, AddMealRead>> = {
  ai: zodResolver(describedMealFormSchema),
  manual: zodResolver(manualMealFormSchema),
}

// Below Tailwind's sm breakpoint (40rem) the optional nutrients fold away.
const PHONE = '(max-width: 39.99rem)'
const isPhone = () => window.matchMedia?.(PHONE).matches === true

/** The server found no food in the description (it logs nothing then). */
const isNothingRecognised = (error: unknown) =>
  isApiError(error) && error.code === 'NO_FOOD_RECOGNISED'

interface AddMealFormProps {
  date: string
  onMessage(text: string): void
  /** A meal whose description the server analysed, to show what it understood. */
  onAnalysed?(meal: LoggedMeal): void
  /**
   * The overview's quick add: no saved meals, and the nutrients fold away at
   * every width, not only on a phone.
   */
  compact?: boolean
}

/**
 * 'Add New Meal' (§2): describe the meal and let the server work out the
 * nutrients, or type them in. Saved meals can be added from here too.
 */
export function AddMealForm({ date, onMessage, onAnalysed, compact = false }: AddMealFormProps) {
  const titleId = useId()
  // the button pressed decides what the form's check reads
  const checking = useRef<Mode>('ai')
  const form = useForm<AddMealFormValues, unknown, AddMealRead>({
    defaultValues: emptyAddMealForm(),
    resolver: (values, context, options) => CHECKS[checking.current](values, context, options),
    // checked on each add; a field's message goes once it is edited (§5)
    reValidateMode: 'onSubmit',
  })
  const field = fieldProps(form)
  const [mode, setMode] = useState<Mode>('ai')
  const [nothingRecognised, setNothingRecognised] = useState<string | null>(null)
  // the seven optional inputs wait behind a disclosure on a phone (and always in
  // the compact form); on the full form from sm up they always show
  const [nutrientsShown, setNutrientsShown] = useState(false)
  const nutrientsId = useId()
  const nutrientsRef = useRef<HTMLFieldSetElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const addMeal = useAddMeal()
  const busy = addMeal.isPending
  const nutrientsFolded = !nutrientsShown && (compact || isPhone())

  function showNutrients() {
    flushSync(() => setNutrientsShown(true))
    nutrientsRef.current?.querySelector('input')?.focus()
  }

  // a refused nutrient is brought into view, to be corrected
  function showRefusedNutrients() {
    if (NUTRIENT_KEYS.some((key) => form.getFieldState(key).invalid)) setNutrientsShown(true)
  }

  function submit(chosen: Mode) {
    checking.current = chosen
    setNothingRecognised(null)
    void form.handleSubmit(
      (meal) => add(chosen, meal),
      () => {
        flushSync(showRefusedNutrients)
        centreRefusedField()
      },
    )()
  }

  function add(chosen: Mode, meal: AddMealRead) {
    setMode(chosen)
    addMeal.mutate(newMealOf(date, meal), {
      onSuccess: (logged) => {
        form.reset()
        if (compact) setNutrientsShown(false)
        onMessage(MEAL_FEEDBACK.added)
        if (chosen === 'ai' && logged.analysis) onAnalysed?.(logged)
      },
      onError: (error) => {
        if (isNothingRecognised(error)) {
          // nothing to log in what was typed: keep the text and offer the numbers instead
          setNothingRecognised(error.message)
          showNutrients()
          return
        }
        // a refusal of a field (the description read past the meal limits) shows at the field
        let atField = false
        flushSync(() => {
          atField = setServerFieldErrors(error, sameNames(MEAL_FORM_FIELDS), form.setError)
          showRefusedNutrients()
        })
        if (!atField) {
          onMessage(errorMessage(error, MEAL_FEEDBACK.addFailed))
          return
        }
        // drawn by now (flushSync): focused, and brought to the middle as a refused field is
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        centreRefusedField()
      },
    })
  }

  // With the numbers folded away, the first press of Add Meal Manually opens
  // them: adding a meal of zeros is never what was meant.
  function addManually() {
    if (nutrientsFolded) showNutrients()
    else submit('manual')
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

  const body = (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className={compact ? 'space-y-4' : 'space-y-5 p-5'}
    >
      <fieldset disabled={busy} className="space-y-4">
        <MealTypeSelect label="Meal Type" {...field('mealType')} />
        <TextAreaField
          label="Description"
          rows={compact ? 2 : 3}
          placeholder="e.g. 2 eggs, a slice of toast with butter and a coffee"
          hint="Amounts help: '2 eggs', '150 g chicken breast', 'a cup of rice'."
          {...field('description', () => setNothingRecognised(null))}
        />
      </fieldset>

      {nothingRecognised && <Alert tone="error">{nothingRecognised}</Alert>}

      {!compact && <SavedMealsList date={date} onMessage={onMessage} />}

      <button
        type="button"
        aria-expanded={nutrientsShown}
        aria-controls={nutrientsId}
        onClick={() => setNutrientsShown((shown) => !shown)}
        className={`flex w-full items-center gap-2.5 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${compact ? '' : 'sm:hidden'}`}
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
        className={`${nutrientsShown ? 'block' : 'hidden'} rounded-xl border border-stone-200 bg-stone-50/60 p-4 ${compact ? '' : 'sm:block'}`}
      >
        <legend className="px-1 text-sm font-semibold text-stone-800">
          Nutrients (optional, for manual entry)
        </legend>
        <p className="mb-3 text-xs text-stone-500">
          Used only by Add Meal Manually. Blank fields count as 0.
        </p>
        <NutrientInputs field={field} />
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
  )

  if (compact) {
    return (
      <section
        aria-labelledby={titleId}
        className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
      >
        <h3 id={titleId} className="mb-3 text-sm font-semibold text-stone-800">
          Add a meal
        </h3>
        {body}
      </section>
    )
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
      {body}
    </section>
  )
}
