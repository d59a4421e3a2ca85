import { formatAmount } from '../format/format-amount'
import type { UnitSystem } from './unit-system'

// A person's units (issue 27): US (pounds, inches) or metric (kilograms,
// centimetres). The API and the database keep the spec's pounds and inches, in
// which §5's plan formula works; every screen shows and reads a body measure in
// the person's units, converting here and nowhere else.

// the systems and the browser's guess live apart, and the schema apart again
// (unit-system-schema.ts, not re-exported here): a re-export kept zod in the
// signed-in chunk, which takes only the guess and these conversions
export * from './unit-system'

// §5 converts at these factors; a conversion anywhere else would drift from the plan's
export const KG_PER_LB = 0.453592
export const CM_PER_IN = 2.54

export type BodyMeasure = 'weight' | 'height'

export interface MeasureUnit {
  /** After a number: '165 lbs', '75 kg' */
  symbol: string
  /** In a sentence: 'in pounds' */
  words: string
  /** How many of this unit make one of the spec's (1 for the spec's own) */
  perSpecUnit: number
  /** Decimals worth showing: a tenth of a kilogram, a whole centimetre */
  decimals: number
}

const MEASURE_UNITS: Readonly<Record<BodyMeasure, Record<UnitSystem, MeasureUnit>>> = {
  weight: {
    US: { symbol: 'lbs', words: 'pounds', perSpecUnit: 1, decimals: 1 },
    metric: { symbol: 'kg', words: 'kilograms', perSpecUnit: KG_PER_LB, decimals: 1 },
  },
  height: {
    US: { symbol: 'in', words: 'inches', perSpecUnit: 1, decimals: 1 },
    metric: { symbol: 'cm', words: 'centimetres', perSpecUnit: CM_PER_IN, decimals: 0 },
  },
}

export function measureUnit(measure: BodyMeasure, units: UnitSystem): MeasureUnit {
  return MEASURE_UNITS[measure][units]
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals
  return Math.round(value * scale) / scale
}

/**
 * A measure in the spec's units (pounds, inches) as the person's units show it,
 * rounded to what is worth showing: 165 lbs is 74.8 kg, 70 in is 178 cm. Works
 * for a change as well as a value (a loss of 15 lbs is 6.8 kg).
 */
export function toShownUnits(measure: BodyMeasure, specValue: number, units: UnitSystem): number {
  const unit = measureUnit(measure, units)
  return round(specValue * unit.perSpecUnit, unit.decimals)
}

/**
 * What a person typed in their units, in the spec's units for the API, kept
 * unrounded so that 75 kg comes back as 75 kg and not 74.8.
 */
export function fromShownUnits(
  measure: BodyMeasure,
  shownValue: number,
  units: UnitSystem,
): number {
  return shownValue / measureUnit(measure, units).perSpecUnit
}

/** '165 lbs', '74.8 kg', '70 in', '178 cm'; '—' for a number that is not one. */
export function formatMeasure(measure: BodyMeasure, specValue: number, units: UnitSystem): string {
  return formatAmount(toShownUnits(measure, specValue, units), measureUnit(measure, units).symbol)
}

/**
 * A spec range (66-660 lbs) in the person's units, narrowed to whole numbers
 * inside it (30-299 kg), so that every number the message allows is one the
 * API accepts once converted.
 */
export function rangeInUnits(
  measure: BodyMeasure,
  range: { min: number; max: number },
  units: UnitSystem,
): { min: number; max: number } {
  const { perSpecUnit } = measureUnit(measure, units)
  if (perSpecUnit === 1) return { min: range.min, max: range.max }
  return {
    min: Math.ceil(range.min * perSpecUnit),
    max: Math.floor(range.max * perSpecUnit),
  }
}
