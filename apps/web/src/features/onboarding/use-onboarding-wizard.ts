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
import { useFinishOnboarding } from './use-finish-onboarding'

export type NumberField = 'weight' | 'target_weight' | 'height' | 'age'

const CALCULATION_STEP = ONBOARDING_STEPS.findIndex((step) => step.id === 'calculation')

// What the number inputs show, as typed: '72.' must survive while someone types '72.5'.
const emptyNumberText: Record<NumberField, string> = {
  weight: '',
  target_weight: '',
  height: '',
  age: '',
}

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text))

/** The wizard's state machine: the step, the answers, the step's message and the countdown. */
export function useOnboardingWizard() {
  const [step, setStep] = useState(0)
  const [data, setData] = useState<OnboardingData>(initialOnboardingData)
  const [numberText, setNumberText] = useState(emptyNumberText)
  const [error, setError] = useState<string | null>(null)
  const [remainingSeconds, setRemainingSeconds] = useState(ONBOARDING_COUNTDOWN_SECONDS)
  const [plan, setPlan] = useState<Plan | null>(null)
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
  }
}

export type OnboardingWizard = ReturnType<typeof useOnboardingWizard>
