import { z } from 'zod'
import { ACTIVITY_LEVELS, GENDERS, GOALS, type Plan } from '../plan/plan-formula'
import { profilePayloadSchema } from '../profile/profile-schema'
import { validateTimeline } from '../timeline/timeline'
import {
  ONBOARDING_DEFAULTS,
  ONBOARDING_STEPS,
  applyPlan,
  initialOnboardingData,
  type OnboardingData,
  type OnboardingStepId,
} from './onboarding-steps'

// The onboarding wizard (§2, §4) as one react-hook-form form. Its fields hold
// what was typed, each number as its text ('72.' while typing '72.5'); the
// schema reads them with the rules of the profile save the wizard ends with
// (profilePayloadSchema: each measure's human range and message, decision 024)
// and the timeline's (§5 Timeline). Next checks only its own step's answer.

export const ONBOARDING_NUMBER_FIELDS = ['weight', 'target_weight', 'height', 'age'] as const
export type OnboardingNumberField = (typeof ONBOARDING_NUMBER_FIELDS)[number]

/** The wizard's fields, as typed. */
const onboardingFieldsSchema = z.object({
  goal: z.enum(GOALS).nullable(),
  weight: z.string(),
  target_weight: z.string(),
  timeline: z.string(),
  height: z.string(),
  age: z.string(),
  activity_level: z.enum(ACTIVITY_LEVELS).nullable(),
  gender: z.enum(GENDERS).nullable(),
})
export type OnboardingFormValues = z.input<typeof onboardingFieldsSchema>
export type OnboardingField = keyof OnboardingFormValues

/** What a person answered, numbers read: the plan fields of OnboardingData are not among them. */
export type OnboardingAnswers = Pick<OnboardingData, OnboardingField>

/** The wizard as it opens: nothing answered but the spec's defaults (§4). */
export const emptyOnboardingForm = (): OnboardingFormValues => ({
  goal: null,
  weight: '',
  target_weight: '',
  timeline: '',
  height: '',
  age: '',
  activity_level: ONBOARDING_DEFAULTS.activity_level,
  gender: ONBOARDING_DEFAULTS.gender,
})

// a blank field is no answer yet; Next needs each number above 0 (canGoNext)
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text))

/** The answers with their numbers read from the typed text. */
export function onboardingAnswersOf(values: OnboardingFormValues): OnboardingAnswers {
  return {
    ...values,
    weight: numberOf(values.weight),
    target_weight: numberOf(values.target_weight),
    height: numberOf(values.height),
    age: numberOf(values.age),
  }
}

/**
 * What the steps show and the finish saves: the answers read, with the plan
 * once step 9 has worked it out (null before).
 */
export function onboardingDataOf(values: OnboardingFormValues, plan: Plan | null): OnboardingData {
  const data = { ...initialOnboardingData(), ...onboardingAnswersOf(values) }
  return plan ? applyPlan(data, plan) : data
}

/** The timeline as typed, held to §5's rules by the one function that words them. */
const timelineTextSchema = z.string().superRefine((text, ctx) => {
  const message = validateTimeline(text)
  if (message) ctx.addIssue({ code: 'custom', message })
})

// the measures, activity and gender as the profile save reads them; goal and
// timeline stay in the browser (§3), so they are the wizard's own
const onboardingAnswersSchema = profilePayloadSchema
  .pick({
    weight: true,
    target_weight: true,
    height: true,
    age: true,
    activity_level: true,
    gender: true,
  })
  .extend({ goal: z.enum(GOALS).nullable(), timeline: timelineTextSchema })

/**
 * The wizard's form: 'Weight must be between 66 and 660 lbs' for a measure
 * outside its range, the timeline's messages for step 4. Next stays disabled
 * until a step is answered (canGoNext), so only an answer given is checked.
 */
export const onboardingFormSchema = onboardingFieldsSchema
  .transform((values): z.input<typeof onboardingAnswersSchema> => onboardingAnswersOf(values))
  .pipe(onboardingAnswersSchema)

/** The answer each question step asks for; welcome, the plan and all set ask none. */
export const ONBOARDING_STEP_ANSWERS = {
  goal: 'goal',
  current_weight: 'weight',
  target_weight: 'target_weight',
  timeline: 'timeline',
  height: 'height',
  age: 'age',
  activity_level: 'activity_level',
  gender: 'gender',
} as const satisfies Partial<Record<OnboardingStepId, OnboardingField>>

/** The field step `step` (0 to 10) asks for, if any: what its Next checks. */
export function answerOfStep(step: number): OnboardingField | undefined {
  const id = ONBOARDING_STEPS[step]?.id
  return id && Object.hasOwn(ONBOARDING_STEP_ANSWERS, id)
    ? ONBOARDING_STEP_ANSWERS[id as keyof typeof ONBOARDING_STEP_ANSWERS]
    : undefined
}
