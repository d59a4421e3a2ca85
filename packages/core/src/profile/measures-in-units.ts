import type { z } from 'zod'
import { fromShownUnits, toShownUnits, type BodyMeasure, type UnitSystem } from '../units/units'
import { checkRange } from './profile-ranges'

// The profile's body measures as forms take them: typed in the person's units
// (US or metric), checked against the range in those units, sent in the spec's
// pounds and inches. Onboarding and Edit Profile both read them so.

export const BODY_MEASURE_FIELDS = {
  weight: 'weight',
  target_weight: 'weight',
  height: 'height',
} as const satisfies Record<string, BodyMeasure>
export type BodyMeasureField = keyof typeof BODY_MEASURE_FIELDS
export const BODY_MEASURE_FIELD_NAMES = Object.keys(BODY_MEASURE_FIELDS) as BodyMeasureField[]

/**
 * A message on each measure outside its range in `units` ('Weight must be
 * between 30 and 299 kg'). Blank, 0 (no answer, or clear it) and text that is
 * not a number are left to the fields' own rules.
 */
export function addMeasureRangeIssues(
  ctx: z.RefinementCtx,
  shown: Partial<Record<BodyMeasureField, unknown>>,
  units: UnitSystem,
) {
  for (const field of BODY_MEASURE_FIELD_NAMES) {
    const value = shown[field]
    if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) continue
    const message = checkRange(field, value, units)
    if (message) ctx.addIssue({ code: 'custom', path: [field], message })
  }
}

/** A measure typed in `units`, in the spec's units; null stays null. */
export const measureToSpec = (field: BodyMeasureField, shown: number | null, units: UnitSystem) =>
  shown === null ? null : fromShownUnits(BODY_MEASURE_FIELDS[field], shown, units)

/** A stored measure as the person's units show it, as text for an input ('' for none). */
export const measureText = (
  field: BodyMeasureField,
  stored: number | null | undefined,
  units: UnitSystem,
) => (stored ? String(toShownUnits(BODY_MEASURE_FIELDS[field], stored, units)) : '')
