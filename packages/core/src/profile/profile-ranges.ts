// The plausible human range of every number a person gives about themselves,
// and the message that names it. The wizard's hints (§2: weight and target
// weight 66-660, height 48-96, age 16-100) are the ranges; the goals a person
// sets by hand have their own. One home for the onboarding steps, Edit Profile,
// the plan formula and the API (decision 024).

import { formatAmount } from '../format/format-amount'
import { measureUnit, rangeInUnits, type BodyMeasure, type UnitSystem } from '../units/units'

interface Range {
  label: string
  min: number
  max: number
  /** The unit in words, as the message says it */
  unit: string
}

export const PROFILE_RANGES = {
  weight: { label: 'Weight', min: 66, max: 660, unit: 'lbs' },
  target_weight: { label: 'Target weight', min: 66, max: 660, unit: 'lbs' },
  height: { label: 'Height', min: 48, max: 96, unit: 'inches' },
  age: { label: 'Age', min: 16, max: 100, unit: 'years' },
  // hand-set goals: below 1,000 kcal is a very-low-calorie diet, which needs a
  // clinician; above 6,000 is beyond what even very active people keep up
  daily_calories: { label: 'Daily calories', min: 1000, max: 6000, unit: 'kcal' },
  daily_protein: { label: 'Daily protein', min: 20, max: 400, unit: 'g' },
} as const satisfies Record<string, Range>

export type RangedProfileField = keyof typeof PROFILE_RANGES

// the fields a person may give in their own units (units.ts); the API keeps the spec's
const MEASURE_OF_FIELD: Partial<Record<RangedProfileField, BodyMeasure>> = {
  weight: 'weight',
  target_weight: 'weight',
  height: 'height',
}

/**
 * A field's range as a person enters it: the spec's in US units, whole
 * kilograms or centimetres inside it in metric (weight 30-299 kg).
 */
export function rangeIn(field: RangedProfileField, units: UnitSystem = 'US'): Range {
  const range = PROFILE_RANGES[field]
  const measure = MEASURE_OF_FIELD[field]
  if (!measure || units === 'US') return range
  return {
    ...range,
    ...rangeInUnits(measure, range, units),
    unit: measureUnit(measure, units).symbol,
  }
}

/** 'Weight must be between 66 and 660 lbs', or '… 30 and 299 kg' in metric */
export function rangeMessage(field: RangedProfileField, units: UnitSystem = 'US'): string {
  const { label, min, max, unit } = rangeIn(field, units)
  return `${label} must be between ${formatAmount(min)} and ${formatAmount(max)} ${unit}`
}

/**
 * The message for a value outside its range, or null when it is inside; the
 * value in the units the range is given in (the spec's unless `units` says).
 */
export function checkRange(
  field: RangedProfileField,
  value: number,
  units: UnitSystem = 'US',
): string | null {
  const { min, max } = rangeIn(field, units)
  return Number.isFinite(value) && value >= min && value <= max ? null : rangeMessage(field, units)
}
