import { Check } from 'lucide-react'
import { useId } from 'react'
import type { Choice } from '../../ui/choice'

interface ChoiceCardsProps<T extends string> {
  /** The id of the visible question that names the group */
  labelledBy: string
  options: readonly Choice<T>[]
  value: T | null
  onChange: (value: T) => void
  layout?: 'list' | 'grid'
}

/**
 * Radio buttons drawn as cards. Native radios underneath, so arrow keys move
 * the choice and the label text is the accessible name.
 */
export function ChoiceCards<T extends string>({
  labelledBy,
  options,
  value,
  onChange,
  layout = 'list',
}: ChoiceCardsProps<T>) {
  const name = useId()
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={layout === 'grid' ? 'grid grid-cols-2 gap-3' : 'grid gap-3'}
    >
      {options.map(({ value: option, label, description, Icon }) => {
        const checked = option === value
        const labelId = `${name}-${option}-label`
        const descriptionId = `${name}-${option}-description`
        return (
          <label
            key={option}
            className={`group relative flex cursor-pointer items-center gap-4 rounded-2xl border-2 p-4 transition-colors has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-brand-100 ${
              layout === 'grid' ? 'flex-col text-center sm:py-6' : ''
            } ${
              checked
                ? 'border-brand-600 bg-brand-50'
                : 'border-stone-200 bg-white hover:border-stone-300 hover:bg-stone-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked}
              onChange={() => onChange(option)}
              aria-labelledby={labelId}
              aria-describedby={description ? descriptionId : undefined}
              className="sr-only"
            />
            <span
              className={`flex size-11 shrink-0 items-center justify-center rounded-xl transition-colors ${
                checked ? 'bg-brand-600 text-white' : 'bg-stone-100 text-stone-600'
              }`}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span id={labelId} className="block font-semibold text-stone-900">
                {label}
              </span>
              {description && (
                <span id={descriptionId} className="mt-0.5 block text-sm text-stone-600">
                  {description}
                </span>
              )}
            </span>
            <span
              aria-hidden
              className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors ${
                layout === 'grid' ? 'absolute top-3 right-3' : ''
              } ${checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white'}`}
            >
              {checked && <Check className="size-3.5" strokeWidth={3} />}
            </span>
          </label>
        )
      })}
    </div>
  )
}
