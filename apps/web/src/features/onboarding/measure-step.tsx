import { ONBOARDING_NUMBER_HINTS, type OnboardingNumberField } from '@platewise/core'
import { WizardField, type WizardInput } from './wizard-field'

interface MeasureCopy {
  label: string
  labelSuffix: string
  unit: string
  unitWords: string
  placeholder: string
  inputMode: 'decimal' | 'numeric'
}

const COPY: Record<OnboardingNumberField, MeasureCopy> = {
  weight: {
    label: 'Current weight',
    labelSuffix: 'in pounds',
    unit: 'lbs',
    unitWords: 'lbs',
    placeholder: '165',
    inputMode: 'decimal',
  },
  target_weight: {
    label: 'Target weight',
    labelSuffix: 'in pounds',
    unit: 'lbs',
    unitWords: 'lbs',
    placeholder: '150',
    inputMode: 'decimal',
  },
  height: {
    label: 'Height',
    labelSuffix: 'in inches',
    unit: 'in',
    unitWords: 'inches',
    placeholder: '68',
    inputMode: 'decimal',
  },
  age: {
    label: 'Age',
    labelSuffix: 'in years',
    unit: 'years',
    unitWords: 'years',
    placeholder: '30',
    inputMode: 'numeric',
  },
}

// 70 → '5 ft 10 in': most people know their height in feet and inches.
function feetAndInches(inches: number): string {
  const rounded = Math.round(inches)
  return `${Math.floor(rounded / 12)} ft ${rounded % 12} in`
}

/**
 * Steps 2, 3, 5 and 6: one number with the spec's hint. Next needs it above 0
 * (§4); leaving the step shows the input's error when it is outside its human
 * range. `value` is the number read from what was typed.
 */
export function MeasureStep({
  field,
  value,
  input,
}: {
  field: OnboardingNumberField
  value: number | null
  input: WizardInput
}) {
  const copy = COPY[field]
  const { min, max } = ONBOARDING_NUMBER_HINTS[field]
  const showFeet = field === 'height' && value !== null && value > 0 && Number.isFinite(value)
  return (
    <div>
      <WizardField
        label={copy.label}
        labelSuffix={copy.labelSuffix}
        unit={copy.unit}
        type="number"
        inputMode={copy.inputMode}
        step="any"
        autoComplete="off"
        placeholder={copy.placeholder}
        hint={`Most people enter between ${min} and ${max} ${copy.unitWords}.`}
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
