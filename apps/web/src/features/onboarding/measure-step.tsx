import {
  BODY_MEASURE_FIELDS,
  measureUnit,
  rangeIn,
  type OnboardingNumberField,
  type UnitSystem,
} from '@platewise/core'
import { WizardField, type WizardInput } from './wizard-field'

interface MeasureCopy {
  label: string
  /** What a person of each units would type, as a placeholder */
  placeholder: Record<UnitSystem, string>
  inputMode: 'decimal' | 'numeric'
}

const COPY: Record<OnboardingNumberField, MeasureCopy> = {
  weight: {
    label: 'Current weight',
    placeholder: { US: '165', metric: '75' },
    inputMode: 'decimal',
  },
  target_weight: {
    label: 'Target weight',
    placeholder: { US: '150', metric: '68' },
    inputMode: 'decimal',
  },
  height: { label: 'Height', placeholder: { US: '68', metric: '173' }, inputMode: 'decimal' },
  age: { label: 'Age', placeholder: { US: '30', metric: '30' }, inputMode: 'numeric' },
}

/**
 * The unit a field is typed in: the person's for a body measure, years for age.
 * `symbol` sits in the input, `hint` ends the hint, `spoken` follows the label
 * for screen readers ('Current weight in kilograms').
 */
function unitOf(field: OnboardingNumberField, units: UnitSystem) {
  if (field === 'age') return { symbol: 'years', hint: 'years', spoken: 'years' }
  const measure = BODY_MEASURE_FIELDS[field]
  const unit = measureUnit(measure, units)
  // a US height is '68 in' in the input and 'inches' in the hint
  const hint = units === 'US' && measure === 'height' ? unit.words : unit.symbol
  return { symbol: unit.symbol, hint, spoken: unit.words }
}

// 70 → '5 ft 10 in': most people know their height in feet and inches.
function feetAndInches(inches: number): string {
  const rounded = Math.round(inches)
  return `${Math.floor(rounded / 12)} ft ${rounded % 12} in`
}

/**
 * Steps 2, 3, 5 and 6: one number with the spec's hint, in the person's units.
 * Next needs it above 0 (§4); leaving the step shows the input's error when it
 * is outside its human range. `value` is the number read from what was typed,
 * in the spec's units (pounds, inches).
 */
export function MeasureStep({
  field,
  value,
  units,
  input,
}: {
  field: OnboardingNumberField
  value: number | null
  units: UnitSystem
  input: WizardInput
}) {
  const copy = COPY[field]
  const unit = unitOf(field, units)
  const { min, max } = rangeIn(field, units)
  const showFeet = field === 'height' && value !== null && value > 0 && Number.isFinite(value)
  return (
    <div>
      <WizardField
        label={copy.label}
        labelSuffix={`in ${unit.spoken}`}
        unit={unit.symbol}
        type="number"
        inputMode={copy.inputMode}
        step="any"
        autoComplete="off"
        placeholder={copy.placeholder[units]}
        hint={`Most people enter between ${min} and ${max} ${unit.hint}.`}
        {...input}
      />
      {showFeet && (
        <p className="mt-3 inline-flex rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700">
          That&rsquo;s {feetAndInches(value)}
        </p>
      )}
    </div>
  )
}
