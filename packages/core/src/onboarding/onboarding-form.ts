import { z } from 'zod'
import {
  ACTIVITY_LEVELS,
  GENDERS,
  GOALS,
  calculatePlanSafely,
  type Plan,
} from '../plan/plan-formula'
import {
  BODY_MEASURE_FIELD_NAMES,
  BODY_MEASURE_FIELDS,
  addMeasureRangeIssues,
  measureToSpec,
  type BodyMeasureField,
} from '../profile/measures-in-units'
import { PROFILE_RANGES } from '../profile/profile-ranges'
import { profilePayloadSchema } from '../profile/profile-schema'
import { unitSystemSchema } from '../units/unit-system-schema'
import { DEFAULT_UNIT_SYSTEM, fromShownUnits, toShownUnits, type UnitSystem } from '../units/units'
import { validateTimeline } from '../timeline/timeline'
import {
  ONBOARDING_DEFAULTS,
  ONBOARDING_STEPS,
  applyPlan,
  initialOnboardingData,
  toPlanDraft,
  type OnboardingData,
  type OnboardingStepId,
} from './onboarding-steps'

// The onboarding wizard (§2, §4) as one react-hook-form form. Its fields hold
// what was typed, each number as its text ('72.' while typing '72.5'); the
// schema reads them with the rules of the profile save the wizard ends with
// (profilePayloadSchema: each measure's human range and message, decision 024)
// and the timeline's (§5 Timeline). Next checks only its own step's answer.
// Weights and heights are typed in the person's units (US or metric, units.ts)
// and checked against the range in those units; the answers the plan and the
// profile save read are in the spec's pounds and inches.

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
  /** The units weight, target weight and height are typed in */
  units: unitSystemSchema,
})
export type OnboardingFormValues = z.input<typeof onboardingFieldsSchema>
export type OnboardingField = Exclude<keyof OnboardingFormValues, 'units'>

/** What a person answered, numbers read: the plan fields of OnboardingData are not among them. */
export type OnboardingAnswers = Pick<OnboardingData, OnboardingField>

/** The wizard as it opens: nothing answered but the spec's defaults (§4), in `units`. */
export const emptyOnboardingForm = (
  units: UnitSystem = DEFAULT_UNIT_SYSTEM,
): OnboardingFormValues => ({
  goal: null,
  weight: '',
  target_weight: '',
  timeline: '',
  height: '',
  age: '',
  activity_level: ONBOARDING_DEFAULTS.activity_level,
  gender: ONBOARDING_DEFAULTS.gender,
  units,
})

// a blank field is no answer yet; Next needs each number above 0 (canGoNext)
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text))

/** A measure as typed, in the spec's units (pounds, inches). */
const specNumberOf = (field: BodyMeasureField, text: string, units: UnitSystem) =>
  measureToSpec(field, numberOf(text), units)

/** The answers with their numbers read from the typed text, weights in pounds and height in inches. */
export function onboardingAnswersOf(values: OnboardingFormValues): OnboardingAnswers {
  const { units, ...answers } = values
  return {
    ...answers,
    weight: specNumberOf('weight', values.weight, units),
    target_weight: specNumberOf('target_weight', values.target_weight, units),
    height: specNumberOf('height', values.height, units),
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

/**
 * The measures as typed, converted into `units` ('75' kg becomes '165.3' lbs):
 * what switching units leaves in the inputs. A blank or unreadable text stays.
 */
export function convertTypedMeasures(
  values: OnboardingFormValues,
  units: UnitSystem,
): Record<BodyMeasureField, string> {
  const converted = {} as Record<BodyMeasureField, string>
  for (const field of BODY_MEASURE_FIELD_NAMES) {
    const text = values[field]
    const shown = numberOf(text)
    converted[field] =
      shown === null || !Number.isFinite(shown)
        ? text
        : String(
            toShownUnits(
              BODY_MEASURE_FIELDS[field],
              fromShownUnits(BODY_MEASURE_FIELDS[field], shown, values.units),
              units,
            ),
          )
  }
  return converted
}

/** Step 9's plan from the answers as they are now, its words in the units they were typed in. */
export function planOfForm(values: OnboardingFormValues): Plan {
  return calculatePlanSafely({
    ...toPlanDraft(onboardingDataOf(values, null)),
    units: values.units,
  })
}

/** The timeline as typed, held to §5's rules by the one function that words them. */
const timelineTextSchema = z.string().superRefine((text, ctx) => {
  const message = validateTimeline(text)
  if (message) ctx.addIssue({ code: 'custom', message })
})

// activity, gender and age as the profile save reads them; goal and timeline
// stay in the browser (§3), so they are the wizard's own; the measures as typed
const measureAsTyped = (field: BodyMeasureField) =>
  z.number({ error: `${PROFILE_RANGES[field].label} must be a number` }).nullable()

const onboardingAnswersSchema = profilePayloadSchema
  .pick({ age: true, activity_level: true, gender: true })
  .extend({
    goal: z.enum(GOALS).nullable(),
    timeline: timelineTextSchema,
    units: unitSystemSchema,
    weight: measureAsTyped('weight'),
    target_weight: measureAsTyped('target_weight'),
    height: measureAsTyped('height'),
  })
  // 0 is left to Next, which needs a number above 0 (§4)
  .superRefine((answers, ctx) => addMeasureRangeIssues(ctx, answers, answers.units))

/**
 * The wizard's form: 'Weight must be between 66 and 660 lbs' (or '30 and 299
 * kg') for a measure outside its range, the timeline's messages for step 4.
 * Next stays disabled until a step is answered (canGoNext), so only an answer
 * given is checked.
 */
export const onboardingFormSchema = onboardingFieldsSchema
  .transform((values): z.input<typeof onboardingAnswersSchema> => ({
    ...values,
    weight: numberOf(values.weight),
    target_weight: numberOf(values.target_weight),
    height: numberOf(values.height),
    age: numberOf(values.age),
  }))
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
