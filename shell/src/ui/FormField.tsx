import { useId, type ReactNode } from 'react'

/** Props of {@link FormField}. */
export interface FormFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  /** The message shown under the field; the field is marked invalid while it is set. */
  readonly error?: string | null
  readonly type?: 'text' | 'password' | 'tel' | 'email'
  readonly placeholder?: string
  readonly autoComplete?: string
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  readonly maxLength?: number
  readonly multiline?: boolean
  readonly rows?: number
  readonly testId?: string
  readonly autoFocus?: boolean
  /** Content at the right end of the input (e.g. a send-code button). */
  readonly addon?: ReactNode
  /** A hint under the field, shown while there is no error. */
  readonly hint?: string
  /** Shown but not editable (a view-mode form). */
  readonly isDisabled?: boolean
}

/**
 * A labelled text field with its validation message: the label names the input for assistive
 * technology, and the message is linked with `aria-describedby` and announced when it appears.
 */
export function FormField({
  label, value, onChange, onBlur, error, type = 'text', placeholder, autoComplete, inputMode,
  maxLength, multiline = false, rows = 4, testId, autoFocus, addon, hint, isDisabled,
}: FormFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const invalid = error !== undefined && error !== null && error !== ''
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    autoFocus,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid || hint ? messageId : undefined,
    'data-testid': testId,
    disabled: isDisabled,
    onBlur,
  }
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>{label}</label>
      <div className="field-control">
        {multiline ? (
          <textarea {...common} rows={rows} className="input textarea" onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} className="input"
            onChange={(e) => onChange(e.target.value)} />
        )}
        {addon}
      </div>
      {invalid ? (
        <div id={messageId} className="field-error" role="alert">{error}</div>
      ) : hint ? (
        <div id={messageId} className="field-hint">{hint}</div>
      ) : null}
    </div>
  )
}
