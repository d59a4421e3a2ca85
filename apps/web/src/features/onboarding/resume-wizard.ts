import {
  ONBOARDING_COUNTDOWN_SECONDS,
  ONBOARDING_STEPS,
  answerOfStep,
  canGoNext,
  emptyOnboardingForm,
  messagesByField,
  onboardingDataOf,
  onboardingFormSchema,
  planOfForm,
  type OnboardingFormValues,
  type Plan,
  type UnitSystem,
} from '@platewise/core'
import { formValuesOf, type OnboardingDraft } from './onboarding-draft'

export const CALCULATION_STEP = ONBOARDING_STEPS.findIndex((step) => step.id === 'calculation')

export interface WizardStart {
  step: number
  values: OnboardingFormValues
  remainingSeconds: number
  plan: Plan | null
}

/**
 * The wizard as a kept draft left it, or fresh. Next is replayed up to the kept
 * step, so the person lands on the first step whose answer is missing or no
 * longer passes the form's schema, and the plan is worked out again on the way
 * through step 9. A fresh wizard asks in `units`; a draft keeps its own.
 */
export function resumeWizard(draft: OnboardingDraft | null, units: UnitSystem): WizardStart {
  if (!draft) {
    return {
      step: 0,
      values: emptyOnboardingForm(units),
      remainingSeconds: ONBOARDING_COUNTDOWN_SECONDS,
      plan: null,
    }
  }
  const values = formValuesOf(draft)
  const checked = onboardingFormSchema.safeParse(values)
  const refused = checked.success ? {} : messagesByField(checked.error.issues)
  const passes = (step: number) => {
    const field = answerOfStep(step)
    return !field || !refused[field]
  }
  let plan: Plan | null = null
  let step = 0
  while (step < draft.step && canGoNext(step, onboardingDataOf(values, plan)) && passes(step)) {
    if (step + 1 === CALCULATION_STEP) plan = planOfForm(values)
    step += 1
  }
  return {
    step,
    values,
    // The countdown goes on from where it stood at the last answer or step; the
    // seconds between that and the reload are not counted. It is a guide to how
    // long is left, not a deadline, so starting over at 2:00 would overstate it
    // and counting the time away would understate it.
    remainingSeconds: draft.remainingSeconds,
    plan,
  }
}
