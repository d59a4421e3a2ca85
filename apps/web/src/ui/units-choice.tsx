import { UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from '@platewise/core'
import { useId } from 'react'

/**
 * US (lb, in) or metric (kg, cm), as two radio buttons drawn as one segmented
 * switch: the wizard's measure steps, Edit Profile and Settings offer it.
 */
export function UnitsChoice({
  value,
  onChange,
  disabled,
  legend = 'Units',
}: {
  value: UnitSystem
  onChange: (units: UnitSystem) => void
  disabled?: boolean
  legend?: string
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="float-left mr-1 text-sm font-semibold text-stone-700">{legend}</legend>
      <div className="inline-flex rounded-full bg-stone-100 p-1">
        {UNIT_SYSTEMS.map((units) => (
          <label
            key={units}
            className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-brand-100 ${
              value === units
                ? 'bg-white text-stone-900 shadow-sm'
                : 'text-stone-600 hover:text-stone-900'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={units}
              checked={value === units}
              disabled={disabled}
              onChange={() => onChange(units)}
              className="sr-only"
            />
            {UNIT_SYSTEM_LABELS[units]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
