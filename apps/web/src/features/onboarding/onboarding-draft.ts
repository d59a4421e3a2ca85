import {
  ACTIVITY_LEVELS,
  GENDERS,
  GOALS,
  LAST_ONBOARDING_STEP,
  ONBOARDING_COUNTDOWN_SECONDS,
  ONBOARDING_DEFAULTS,
  ONBOARDING_NUMBER_FIELDS,
  UNIT_SYSTEMS,
  onboardingAnswersOf,
  type OnboardingAnswers,
  type OnboardingFormValues,
  type OnboardingNumberField,
  type UnitSystem,
} from '@platewise/core'
import { StorageKeys } from '../../lib/storage-keys'

// The wizard's answers survive a reload: they wait in localStorage, marked with
// the user they belong to, until the profile is saved. Only the answers are kept;
// the plan is worked out again from them, so a stored plan can never disagree.

export interface OnboardingDraft {
  /** The step the person was on; the wizard checks it against the answers */
  step: number
  answers: OnboardingAnswers
  /** What the number inputs showed, as typed ('72.' while typing '72.5') */
  numberText: Record<OnboardingNumberField, string>
  /** The units the weights and height were typed in */
  units: UnitSystem
  remainingSeconds: number
}

interface StoredDraft extends OnboardingDraft {
  userId: number
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
const wholeNumberIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback

// A draft is read back field by field: an old or hand-edited entry loses what
// does not fit rather than breaking the wizard.
function readDraft(raw: unknown): StoredDraft | null {
  if (typeof raw !== 'object' || raw === null) return null
  const entry = raw as Record<string, unknown>
  if (typeof entry.userId !== 'number') return null
  const answers = (typeof entry.answers === 'object' && entry.answers) || {}
  const texts = (typeof entry.numberText === 'object' && entry.numberText) || {}
  const a = answers as Record<string, unknown>
  const t = texts as Record<string, unknown>
  const numbers = Object.fromEntries(
    ONBOARDING_NUMBER_FIELDS.map((field) => [field, positive(a[field])]),
  )
  return {
    userId: entry.userId,
    step: wholeNumberIn(entry.step, 0, LAST_ONBOARDING_STEP, 0),
    answers: {
      goal: oneOf(a.goal, GOALS),
      timeline: typeof a.timeline === 'string' ? a.timeline : '',
      activity_level: oneOf(a.activity_level, ACTIVITY_LEVELS),
      gender: oneOf(a.gender, GENDERS),
      ...(numbers as Record<OnboardingNumberField, number | null>),
    },
    numberText: Object.fromEntries(
      ONBOARDING_NUMBER_FIELDS.map((field) => {
        const text = t[field]
        return [field, typeof text === 'string' ? text : String(numbers[field] ?? '')]
      }),
    ) as Record<OnboardingNumberField, string>,
    // a draft from before units were a choice was typed in the spec's
    units: oneOf(entry.units, UNIT_SYSTEMS) ?? 'US',
    remainingSeconds: wholeNumberIn(
      entry.remainingSeconds,
      0,
      ONBOARDING_COUNTDOWN_SECONDS,
      ONBOARDING_COUNTDOWN_SECONDS,
    ),
  }
}

/** The form's values on `step`, to keep: the answers, and the numbers as typed as well. */
export function draftOf(
  step: number,
  values: OnboardingFormValues,
  remainingSeconds: number,
): OnboardingDraft {
  const { weight, target_weight, height, age, units } = values
  return {
    step,
    answers: onboardingAnswersOf(values),
    numberText: { weight, target_weight, height, age },
    units,
    remainingSeconds,
  }
}

/** The form's values from a kept draft: the numbers as they were typed. */
export function formValuesOf({
  answers,
  numberText,
  units,
}: OnboardingDraft): OnboardingFormValues {
  return {
    ...answers,
    ...numberText,
    units,
    // the spec's defaults stand unless the person chose otherwise
    activity_level: answers.activity_level ?? ONBOARDING_DEFAULTS.activity_level,
    gender: answers.gender ?? ONBOARDING_DEFAULTS.gender,
  }
}

/** The draft this user left, or null: none, unreadable, or another user's. */
export function readOnboardingDraft(userId: number | undefined): OnboardingDraft | null {
  if (userId === undefined) return null
  try {
    const raw = localStorage.getItem(StorageKeys.onboardingDraft)
    const draft = raw ? readDraft(JSON.parse(raw)) : null
    if (!draft || draft.userId !== userId) return null
    const { userId: _, ...rest } = draft
    return rest
  } catch {
    return null
  }
}

export function saveOnboardingDraft(userId: number, draft: OnboardingDraft): void {
  const stored: StoredDraft = { userId, ...draft }
  try {
    localStorage.setItem(StorageKeys.onboardingDraft, JSON.stringify(stored))
  } catch {
    // a full or blocked storage only costs the answers on a reload
  }
}

export function clearOnboardingDraft(): void {
  localStorage.removeItem(StorageKeys.onboardingDraft)
}
