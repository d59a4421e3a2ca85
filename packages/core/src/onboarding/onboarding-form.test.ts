import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import { calculatePlanSafely } from '../plan/plan-formula'
import { profilePayloadSchema } from '../profile/profile-schema'
import { canGoNext, toPlanDraft, toProfilePayload } from './onboarding-steps'
import {
  answerOfStep,
  emptyOnboardingForm,
  onboardingAnswersOf,
  onboardingDataOf,
  onboardingFormSchema,
  type OnboardingFormValues,
} from './onboarding-form'

const filled: OnboardingFormValues = {
  goal: 'lose',
  weight: '200',
  target_weight: '180',
  timeline: '12 weeks',
  height: '70',
  age: '30',
  activity_level: 'sedentary',
  gender: 'male',
  units: 'US',
}

/** Each field's first message, as the form's resolver shows it beside the field. */
const messagesOf = (changes: Partial<OnboardingFormValues>) => {
  const result = onboardingFormSchema.safeParse({ ...filled, ...changes })
  return result.success ? {} : messagesByField(result.error.issues)
}

describe('onboardingFormSchema', () => {
  it('takes a whole set of answers', () => {
    expect(messagesOf({})).toEqual({})
  })

  it('holds each measure to its human range when leaving its step', () => {
    expect(messagesOf({ weight: '99999' })).toEqual({
      weight: 'Weight must be between 66 and 660 lbs',
    })
    expect(messagesOf({ target_weight: '40' })).toEqual({
      target_weight: 'Target weight must be between 66 and 660 lbs',
    })
    expect(messagesOf({ height: '10' })).toEqual({
      height: 'Height must be between 48 and 96 inches',
    })
    expect(messagesOf({ age: '5' })).toEqual({ age: 'Age must be between 16 and 100 years' })
    expect(messagesOf({ weight: '66', age: '100' })).toEqual({})
  })

  it('holds a measure typed in metric to its range in kilograms or centimetres', () => {
    expect(
      messagesOf({ units: 'metric', weight: '25', target_weight: '80', height: '178' }),
    ).toEqual({
      weight: 'Weight must be between 30 and 299 kg',
    })
    expect(
      messagesOf({ units: 'metric', weight: '90', target_weight: '80', height: '70' }),
    ).toEqual({
      height: 'Height must be between 122 and 243 cm',
    })
    // 90 kg and 178 cm are in range; the same numbers in US units are not
    expect(
      messagesOf({ units: 'metric', weight: '90', target_weight: '80', height: '178' }),
    ).toEqual({})
    expect(messagesOf({ weight: '90', height: '178' })).toEqual({
      height: 'Height must be between 48 and 96 inches',
    })
  })

  it('reads metric answers in the spec’s pounds and inches for the plan and the save', () => {
    const answers = onboardingAnswersOf({
      ...filled,
      units: 'metric',
      weight: '90',
      target_weight: '80',
      height: '180',
    })
    expect(answers.weight).toBeCloseTo(198.416, 3)
    expect(answers.target_weight).toBeCloseTo(176.37, 2)
    expect(answers.height).toBeCloseTo(70.866, 3)
    expect(answers.age).toBe(30)
    expect(answers).not.toHaveProperty('units')
  })

  it('leaves a measure of 0 to Next, which needs it above 0 (§4)', () => {
    expect(messagesOf({ weight: '0' })).toEqual({})
  })

  it('checks the timeline as typed (§5 Timeline)', () => {
    expect(messagesOf({ timeline: 'soon' })).toEqual({
      timeline: 'Please include a number (e.g., "8 weeks", "3 months")',
    })
    expect(messagesOf({ timeline: '60 weeks' })).toEqual({
      timeline: 'Please enter between 1 and 52 weeks',
    })
    expect(messagesOf({ timeline: '8 weeks' })).toEqual({})
  })

  it('names every refused answer at once, so Next can show only its own step', () => {
    expect(Object.keys(messagesOf({ weight: '1000', timeline: '8', age: '5' })).sort()).toEqual([
      'age',
      'timeline',
      'weight',
    ])
  })
})

describe('the wizard as it opens', () => {
  it('can go on from the activity and gender steps at once, and from no question before them', () => {
    const data = onboardingDataOf(emptyOnboardingForm(), null)
    expect(data).toMatchObject({ activity_level: 'moderate', gender: 'male' })
    const questions = [1, 2, 3, 4, 5, 6, 7, 8]
    expect(questions.filter((step) => canGoNext(step, data))).toEqual([7, 8])
  })
})

describe('onboardingAnswersOf', () => {
  it('reads each typed number, and a blank as no answer', () => {
    expect(onboardingAnswersOf({ ...filled, weight: '72.5', height: ' ' })).toEqual({
      goal: 'lose',
      timeline: '12 weeks',
      activity_level: 'sedentary',
      gender: 'male',
      weight: 72.5,
      target_weight: 180,
      height: null,
      age: 30,
    })
  })
})

describe('onboardingDataOf', () => {
  it('holds the spec defaults for the goals until the plan is worked out', () => {
    const data = onboardingDataOf(filled, null)
    expect(data).toMatchObject({ weight: 200, daily_calories: 2000, daily_protein: 150 })
    expect(canGoNext(9, data)).toBe(false)
  })

  it('holds the plan once step 9 has worked it out, and saves it', () => {
    // the sedentary man of the plan tests: his floor of 1589 kcal and 139 g
    const plan = calculatePlanSafely(toPlanDraft(onboardingDataOf(filled, null)))
    const data = onboardingDataOf(filled, plan)
    expect(canGoNext(9, data)).toBe(true)
    const payload = toProfilePayload(data)
    expect(payload).toMatchObject({ daily_calories: 1589, daily_protein: 139, weight: 200 })
    expect(profilePayloadSchema.safeParse(payload).success).toBe(true)
  })
})

describe('answerOfStep', () => {
  it('names the field each question step asks for', () => {
    expect([2, 3, 5, 6].map(answerOfStep)).toEqual(['weight', 'target_weight', 'height', 'age'])
    expect([1, 4, 7, 8].map(answerOfStep)).toEqual(['goal', 'timeline', 'activity_level', 'gender'])
  })

  it('names none for the welcome, the plan and the last step', () => {
    expect([0, 9, 10, 11].map(answerOfStep)).toEqual([undefined, undefined, undefined, undefined])
  })
})
