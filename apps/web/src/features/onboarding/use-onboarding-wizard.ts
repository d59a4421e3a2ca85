import { zodResolver } from '@hookform/resolvers/zod'
import {
  LAST_ONBOARDING_STEP,
  answerOfStep,
  canGoNext,
  onboardingDataOf,
  onboardingFormSchema,
  planOfForm,
  tickCountdown,
  toProfilePayload,
  convertTypedMeasures,
  type OnboardingFormValues,
  type Plan,
  type UnitSystem,
} from '@platewise/core'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch } from 'react-hook-form'
import { draftOf, readOnboardingDraft, saveOnboardingDraft } from './onboarding-draft'
import { CALCULATION_STEP, resumeWizard } from './resume-wizard'
import { useFinishOnboarding } from './use-finish-onboarding'

/**
 * The wizard: its step, its one form of answers (react-hook-form on core's
 * onboardingFormSchema), the plan and the countdown. The answers are kept in
 * localStorage for `userId` until the profile is saved, so a reload does not
 * lose them. A fresh wizard asks in `initialUnits`; `onUnitsChosen` hears the
 * person switch, to keep the choice.
 */
export function useOnboardingWizard(
  userId: number | undefined,
  initialUnits: UnitSystem,
  onUnitsChosen: (units: UnitSystem) => void = () => {},
) {
  const [resumed] = useState(() => resumeWizard(readOnboardingDraft(userId), initialUnits))
  const [step, setStep] = useState(resumed.step)
  const [remainingSeconds, setRemainingSeconds] = useState(resumed.remainingSeconds)
  const [plan, setPlan] = useState<Plan | null>(resumed.plan)
  const form = useForm<OnboardingFormValues>({
    defaultValues: resumed.values,
    // the fields as typed: the finish reads the numbers itself (onboardingDataOf)
    resolver: zodResolver(onboardingFormSchema, undefined, { raw: true }),
    // only Next checks, and only its own step's answer; an edit clears its message (fieldProps)
    reValidateMode: 'onSubmit',
  })
  // a copy on each change, so the draft below sees it change
  const values = useWatch({ control: form.control, compute: (now) => ({ ...now }) })
  const data = onboardingDataOf(values, plan)
  const { state: finishState, finish } = useFinishOnboarding()

  // One clock for the whole wizard: restarting it on every step would drop the
  // part-second each step was shown. It reads the step through a ref.
  const stepNow = useRef(step)
  useEffect(() => {
    stepNow.current = step
  }, [step])
  useEffect(() => {
    const timer = setInterval(
      () => setRemainingSeconds((left) => tickCountdown(left, stepNow.current)),
      1_000,
    )
    return () => clearInterval(timer)
  }, [])

  // once the save is under way or done, the answers stand still
  const leaving = finishState.status !== 'idle' && finishState.status !== 'failed'

  // Kept on every step and answer, not every tick: the countdown is read, not watched.
  const secondsNow = useRef(remainingSeconds)
  useEffect(() => {
    secondsNow.current = remainingSeconds
  }, [remainingSeconds])
  useEffect(() => {
    // a finish under way clears the draft once the profile is saved; do not write it back
    if (userId === undefined || leaving) return
    saveOnboardingDraft(userId, draftOf(step, values, secondsNow.current))
  }, [userId, leaving, step, values])

  const canGoOn = canGoNext(step, data) && !leaving

  async function goNext() {
    if (!canGoOn) return
    if (step === LAST_ONBOARDING_STEP) {
      void finish(toProfilePayload(data))
      return
    }
    const answer = answerOfStep(step)
    if (answer && !(await form.trigger(answer))) return
    // After the check's await the step is no longer the click's update: flushSync
    // draws it and moves the focus (the page's effect) at once, as the click would.
    flushSync(() => {
      if (step + 1 === CALCULATION_STEP) {
        // the plan is worked out on entering step 9, from the answers as they are now
        setPlan(planOfForm(form.getValues()))
      }
      setStep(step + 1)
    })
  }

  /** The plan's 'Use N weeks': the timeline becomes N weeks and the plan is worked out again. */
  function chooseTimelineWeeks(weeks: number) {
    if (leaving) return
    form.setValue('timeline', `${weeks} weeks`)
    setPlan(planOfForm(form.getValues()))
  }

  /** Weights and height in other units: what was typed is converted, not lost. */
  function chooseUnits(units: UnitSystem) {
    if (leaving || units === form.getValues('units')) return
    const converted = convertTypedMeasures(form.getValues(), units)
    for (const [field, text] of Object.entries(converted)) {
      form.setValue(field as keyof typeof converted, text)
    }
    form.setValue('units', units)
    form.clearErrors()
    onUnitsChosen(units)
  }

  function goBack() {
    if (leaving || step === 0) return
    // §4: Back clears errors
    form.clearErrors()
    setStep(step - 1)
  }

  return {
    step,
    form,
    data,
    remainingSeconds,
    plan,
    finishState,
    canGoBack: step > 0 && !leaving,
    canGoNext: canGoOn,
    goNext,
    goBack,
    chooseTimelineWeeks,
    units: values.units,
    chooseUnits,
  }
}

export type OnboardingWizard = ReturnType<typeof useOnboardingWizard>
