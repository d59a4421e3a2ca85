import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { TextField } from './text-field'

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string
  error?: string
  hint?: string
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const toggleLabel = `${visible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={props.disabled}
          className="rounded-lg p-2 text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
        </button>
      }
    />
  )
}
