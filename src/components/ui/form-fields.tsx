import type { InputHTMLAttributes, ReactNode, RefObject, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'

/**
 * Form fields after the GOV.UK pattern: label, optional hint, an error message with a visually
 * hidden "Error:" prefix, and aria-describedby → hint + error on the control.
 * Native controls: they are the most robust with assistive technology and cost no JavaScript.
 */

const fieldWrap = css({ display: 'grid', gap: '1.5' })
const labelStyle = css({ fontWeight: 'semibold', color: 'navy.900' })
const hintStyle = css({ fontSize: 'sm', color: 'muted' })
const errorStyle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'danger.700' })
const control = css({
  width: '100%',
  minH: '11',
  px: '3',
  py: '2',
  borderWidth: '2px',
  borderColor: '#6b7a8f',
  borderRadius: 'md',
  bg: 'white',
  color: 'text',
  fontSize: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'danger.600' },
})
const requiredMark = (
  <span aria-hidden="true" className={css({ color: 'danger.700' })}>
    {' '}
    *
  </span>
)

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` })

function describedBy(id: string, hint?: ReactNode, error?: string) {
  const ids = fieldIds(id)
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined
}

export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={fieldIds(id).error} className={errorStyle}>
      {/* The space outside the hidden prefix (as GOV.UK has it): read "Error: Enter…", never "Error:Enter…". */}
      <span className={css({ srOnly: true })}>Error:</span> {error}
    </p>
  )
}

interface BaseProps {
  id: string
  label: string
  hint?: ReactNode
  error?: string
  required?: boolean
}

/** Label, hint and error above a control, and the ARIA wiring the control needs. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  children,
}: BaseProps & { children: (aria: Record<string, string | boolean | undefined>) => ReactNode }) {
  return (
    <div className={fieldWrap}>
      <label htmlFor={id} className={labelStyle}>
        {label}
        {required && requiredMark}
      </label>
      {hint && (
        <p id={fieldIds(id).hint} className={hintStyle}>
          {hint}
        </p>
      )}
      <ErrorMessage id={id} error={error} />
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
    </div>
  )
}

export function TextField({
  id,
  label,
  hint,
  error,
  required,
  ...input
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(aria) => <input {...aria} className={control} {...input} />}
    </FieldFrame>
  )
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  required,
  ...textarea
}: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(aria) => <textarea {...aria} className={cx(control, css({ minH: '24', resize: 'vertical' }))} {...textarea} />}
    </FieldFrame>
  )
}

export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  options,
  placeholder = 'Choose one',
  ...select
}: BaseProps & {
  options: readonly { value: string; label: string }[]
  placeholder?: string | null
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <select {...aria} className={control} {...select}>
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

const choiceRow = css({ display: 'flex', alignItems: 'center', gap: '3', minH: '11', cursor: 'pointer' })
const choiceInput = css({ width: '6', height: '6', accentColor: '#0d7468', flexShrink: 0, cursor: 'pointer' })

/** A group of checkboxes or radios in a fieldset whose legend is the question. */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  required,
  type,
  name,
  options,
  selected,
  onToggle,
  columns = 1,
}: {
  id: string
  legend: string
  hint?: ReactNode
  error?: string
  required?: boolean
  type: 'checkbox' | 'radio'
  name: string
  options: readonly { value: string; label: string }[]
  selected: readonly string[]
  onToggle: (value: string, checked: boolean) => void
  columns?: 1 | 2
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      className={css({ border: 0, p: 0, m: 0, minW: 0, display: 'grid', gap: '1.5' })}
    >
      <legend className={cx(labelStyle, css({ mb: '1.5' }))}>
        {legend}
        {required && requiredMark}
      </legend>
      {hint && (
        <p id={fieldIds(id).hint} className={hintStyle}>
          {hint}
        </p>
      )}
      <ErrorMessage id={id} error={error} />
      <div
        className={css({ display: 'grid', columnGap: '4' })}
        style={{ gridTemplateColumns: columns === 2 ? 'repeat(auto-fit, minmax(9rem, 1fr))' : '1fr' }}
      >
        {options.map((o) => (
          <label key={o.value} className={choiceRow}>
            <input
              type={type}
              name={name}
              value={o.value}
              checked={selected.includes(o.value)}
              onChange={(e) => onToggle(o.value, e.target.checked)}
              className={choiceInput}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string
  /** Posted as `name=yes` when ticked (a plain form POST). */
  name?: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label htmlFor={id} className={choiceRow}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value="yes"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={choiceInput}
      />
      {label}
    </label>
  )
}

/** GOV.UK error summary: focused after a failed submit, each error links to its field. */
export function ErrorSummary({
  errors,
  fieldId,
  summaryRef,
  autoFocus,
}: {
  errors: Record<string, string>
  fieldId: (name: string) => string
  summaryRef: RefObject<HTMLDivElement | null>
  /**
   * In the page the server renders for a refused post: the browser focuses the summary as the page loads,
   * with or without its scripts (React renders the attribute on the server only, and never moves focus
   * for it itself).
   */
  autoFocus?: boolean
}) {
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the GOV.UK error pattern: focus goes to the summary of what to fix
      autoFocus={autoFocus}
      role="alert"
      aria-labelledby={`${fieldId('summary')}-title`}
      className={css({
        borderWidth: '4px',
        borderColor: 'danger.600',
        p: '4',
        borderRadius: 'md',
        bg: 'white',
        _focusVisible: { outline: '3px solid', outlineColor: 'focus' },
        _focus: { outline: '3px solid', outlineColor: 'focus' },
      })}
    >
      <h3
        id={`${fieldId('summary')}-title`}
        className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'navy.900', mb: '2' })}
      >
        There is a problem
      </h3>
      <ul className={css({ display: 'grid', gap: '1', listStyle: 'none', p: 0 })}>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              className={css({ color: 'danger.700', fontWeight: 'semibold', textDecoration: 'underline' })}
              onClick={(event) => {
                event.preventDefault()
                const target = document.getElementById(fieldId(name))
                const focusable = target?.matches('fieldset') ? target.querySelector('input') : target
                focusable?.focus()
                target?.scrollIntoView({ block: 'center' })
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
