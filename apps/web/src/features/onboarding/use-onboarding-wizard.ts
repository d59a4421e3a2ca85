import {
  LAST_ONBOARDING_STEP,
  ONBOARDING_COUNTDOWN_SECONDS,
  ONBOARDING_STEPS,
  applyPlan,
  calculatePlanSafely,
  canGoNext,
  initialOnboardingData,
  onboardingStepError,
  tickCountdown,
  toPlanDraft,
  toProfilePayload,
  type OnboardingData,
  type Plan,
} from '@platewise/core'
import { useEffect, useRef, useState } from 'react'
import {
  readOnboardingDraft,
  saveOnboardingDraft,
  type NumberField,
  type OnboardingDraft,
} from './onboarding-draft'
import { useFinishOnboarding } from './use-finish-onboarding'

export type { NumberField } from './onboarding-draft'

const CALCULATION_STEP = ONBOARDING_STEPS.findIndex((step) => step.id === 'calculation')

// What the number inputs show, as typed: '72.' must survive while someone types '72.5'.
const emptyNumberText: Record<NumberField, string> = {
  weight: '',
  target_weight: '',
  height: '',
  age: '',
}

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text))

/**
 * The wizard as a kept draft left it, or fresh. Next is replayed up to the kept
 * step, so the person lands on the first step whose answer is missing or no
 * longer passes, and the plan is worked out again on the way through step 9.
 */
function resumeWizard(draft: OnboardingDraft | null) {
  const fresh = initialOnboardingData()
  if (!draft) {
    return {
      step: 0,
      data: fresh,
      numberText: emptyNumberText,
      remainingSeconds: ONBOARDING_COUNTDOWN_SECONDS,
      plan: null,
    }
  }
  const { answers } = draft
  let data: OnboardingData = {
    ...fresh,
    ...answers,
    // the spec's defaults stand unless the person chose otherwise
    activity_level: answers.activity_level ?? fresh.activity_level,
    gender: answers.gender ?? fresh.gender,
  }
  let plan: Plan | null = null
  let step = 0
  while (step < draft.step && canGoNext(step, data) && !onboardingStepError(step, data)) {
    if (step + 1 === CALCULATION_STEP) {
      plan = calculatePlanSafely(toPlanDraft(data))
      data = applyPlan(data, plan)
    }
    step += 1
  }
  return {
    step,
    data,
    numberText: draft.numberText,
    // The countdown goes on from where it stood at the last answer or step; the
    // seconds between that and the reload are not counted. It is a guide to how
    // long is left, not a deadline, so starting over at 2:00 would overstate it
    // and counting the time away would understate it.
    remainingSeconds: draft.remainingSeconds,
    plan,
  }
}

/**
 * The wizard's state machine: the step, the answers, the step's message and the
 * countdown. The answers are kept in localStorage for `userId` until the profile
 * is saved, so a reload does not lose them.
 */
export function useOnboardingWizard(userId?: number) {
  const [resumed] = useState(() => resumeWizard(readOnboardingDraft(userId)))
  const [step, setStep] = useState(resumed.step)
  const [data, setData] = useState<OnboardingData>(resumed.data)
  const [numberText, setNumberText] = useState(resumed.numberText)
  const [error, setError] = useState<string | null>(null)
  const [remainingSeconds, setRemainingSeconds] = useState(resumed.remainingSeconds)
  const [plan, setPlan] = useState<Plan | null>(resumed.plan)
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
    const { goal, weight, target_weight, timeline, height, age, activity_level, gender } = data
    saveOnboardingDraft(userId, {
      step,
      answers: { goal, weight, target_weight, timeline, height, age, activity_level, gender },
      numberText,
      remainingSeconds: secondsNow.current,
    })
  }, [userId, leaving, step, data, numberText])

  function update<K extends keyof OnboardingData>(field: K, value: OnboardingData[K]) {
    setData((current) => ({ ...current, [field]: value }))
    setError(null)
  }

  function updateNumber(field: NumberField, text: string) {
    setNumberText((current) => ({ ...current, [field]: text }))
    update(field, toNumber(text))
  }

  function goNext() {
    if (leaving || !canGoNext(step, data)) return
    if (step === LAST_ONBOARDING_STEP) {
      void finish(toProfilePayload(data))
      return
    }
    const message = onboardingStepError(step, data)
    if (message) {
      setError(message)
      return
    }
    setError(null)
    if (step + 1 === CALCULATION_STEP) {
      // the plan is worked out on entering step 9, from the answers as they are now
      const calculated = calculatePlanSafely(toPlanDraft(data))
      setPlan(calculated)
      setData(applyPlan(data, calculated))
    }
    setStep(step + 1)
  }

  /** The plan's 'Use N weeks': the timeline becomes N weeks and the plan is worked out again. */
  function chooseTimelineWeeks(weeks: number) {
    if (leaving) return
    const answers = { ...data, timeline: `${weeks} weeks` }
    const calculated = calculatePlanSafely(toPlanDraft(answers))
    setPlan(calculated)
    setData(applyPlan(answers, calculated))
  }

  function goBack() {
    if (leaving || step === 0) return
    setError(null)
    setStep(step - 1)
  }

  return {
    step,
    data,
    numberText,
    error,
    remainingSeconds,
    plan,
    finishState,
    canGoBack: step > 0 && !leaving,
    canGoNext: canGoNext(step, data) && !leaving,
    update,
    updateNumber,
    goNext,
    goBack,
    chooseTimelineWeeks,
  }
}

export type OnboardingWizard = ReturnType<typeof useOnboardingWizard>
