import { useStore } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { ErrorSummary } from '../../components/ui/form-fields'
import { valuesFromFormData } from '../../forms/form-data'
import { afterSentPath, formPagePath, type PageFormKind } from '../../forms/form-pages'
import { LeadFormFields } from './lead-form-fields'
import type { LeadFormState } from './use-lead-form'

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div
      aria-hidden="true"
      className={css({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' })}
    >
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function FormActions({
  busy,
  submitLabel,
  onCancel,
  children,
}: {
  busy: boolean
  submitLabel: string
  onCancel?: () => void
  children?: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end', pt: '2' })}>
      {children}
      {onCancel && (
        <button type="button" className={button({ variant: 'outline' })} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      )}
      <button type="submit" className={button({ variant: 'primary' })} aria-disabled={busy || undefined}>
        {busy ? 'Sending…' : submitLabel}
      </button>
    </div>
  )
}

const formErrorStyle = css({
  bg: 'red.50',
  color: 'red.900',
  borderLeftWidth: '4px',
  borderColor: 'red.700',
  px: '4',
  py: '3',
  fontWeight: 'semibold',
  _focus: { outline: '3px solid', outlineColor: 'focus' },
})

export const formGrid = css({ display: 'grid', gap: '5' })

export function RequiredNote() {
  return (
    <p className={css({ fontSize: 'sm', color: 'muted' })}>
      Fields marked <span aria-hidden="true">*</span>
      <span className={css({ srOnly: true })}>with an asterisk</span> are required.
    </p>
  )
}

/**
 * A form on a page can be typed into before its code arrives (decision 016): React hydrates it with the
 * values it rendered, while the inputs show what the visitor typed. Once hydrated, the form takes the
 * inputs' values as its own, so nothing typed early is lost or reported missing.
 */
function useKeepEarlyEntries(lead: LeadFormState, formRef: RefObject<HTMLFormElement | null>) {
  const { form, descriptor, serverRendered } = lead
  useEffect(() => {
    const element = formRef.current
    // A dialog's form is made in the browser when it opens: nothing can have been typed into it, and
    // reading it (FormData forces a style recalculation of the page) slowed every first open.
    if (!element || !serverRendered) return
    const typed = valuesFromFormData(descriptor, new URLSearchParams(formEntries(element)))
    for (const field of descriptor.fields) {
      const value = typed[field.name]
      if (value === undefined || field.widget === 'shown' || field.widget === 'hidden') continue
      if (JSON.stringify(value) !== JSON.stringify(form.state.values[field.name])) form.setFieldValue(field.name, value)
    }
  }, [form, descriptor, formRef, serverRendered])
}

/** The form's entries as name/value pairs (what a plain POST would send). */
const formEntries = (element: HTMLFormElement) =>
  [...new FormData(element).entries()].map(([name, value]) => [name, String(value)])

/**
 * Where a lead form posts when the page's scripts are not running: its own page (decision 015), with no
 * fragment. A refused post comes back as that page with the error summary (or the form's error) marked
 * `autofocus`, and a browser skips autofocus on a page whose address names a fragment it has scrolled to:
 * with `#lead-form` there the page showed the form but left focus at the top.
 */
function useFormAction(lead: LeadFormState): string | undefined {
  const { descriptor, kind, form } = lead
  // Read from the store: the guide a dialog's link sets changes the address without rendering the form.
  return useStore(form.store, (state) =>
    descriptor.page ? formPagePath(kind as PageFormKind, state.values) : undefined,
  )
}

/**
 * Every lead form: a real form that posts to its page without JavaScript, and is sent by the lifecycle
 * with it; no native validation, the error summary, the required note, the honeypot, the submission
 * id, the descriptor's fields, then anything the place that shows it adds, and the actions.
 */
export function LeadForm({
  lead,
  label,
  onCancel,
  children,
}: {
  lead: LeadFormState
  label?: string
  onCancel?: () => void
  children?: ReactNode
}) {
  const formRef = useRef<HTMLFormElement>(null)
  useKeepEarlyEntries(lead, formRef)
  const action = useFormAction(lead)
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void lead.form.handleSubmit()
      }}
      aria-busy={lead.busy}
      aria-label={label}
      className={formGrid}
    >
      {lead.formError && (
        // biome-ignore lint/a11y/noAutofocus: a post the server could not take: focus goes to what it said
        <p role="alert" className={formErrorStyle} tabIndex={-1} autoFocus>
          {lead.formError}
        </p>
      )}
      <RefusedPostNotice lead={lead} />
      <ErrorSummary
        errors={lead.summary}
        fieldId={lead.fieldId}
        summaryRef={lead.summaryRef}
        autoFocus={Boolean(lead.postedId) && !lead.formError}
      />
      <RequiredNote />
      <Honeypot inputRef={lead.honeypotRef} />
      <input type="hidden" name="id" defaultValue={lead.postedId} />
      <LeadFormFields lead={lead} />
      {children}
      <FormActions busy={lead.busy} submitLabel={lead.descriptor.submitLabel} onCancel={onCancel} />
    </form>
  )
}

/**
 * A form posted without JavaScript and refused comes back with its errors; the form's own notice for
 * them (the booking's "Please select at least one time slot", spec §5) is on the page too, word for
 * word, as the dialog's toast says it with JavaScript (decision 154).
 */
function RefusedPostNotice({ lead }: { lead: LeadFormState }) {
  const notice = lead.postedId ? lead.descriptor.notices.invalid?.(lead.summary) : null
  if (!notice) return null
  return (
    <div role="alert" className={formErrorStyle}>
      <p>
        <strong>{notice.title}</strong>
      </p>
      <p>{notice.description}</p>
    </div>
  )
}

/** The form's lead is saved in this browser and will be resent: the visitor still gets what it was for. */
export function SavedNote({ lead, onOpen }: { lead: LeadFormState; onOpen?: () => void }) {
  const afterSent = lead.descriptor.page?.afterSent
  const to = useStore(lead.form.store, (state) => afterSentPath(lead.kind as PageFormKind, state.values))
  if (!afterSent) return null
  return (
    <p className={css({ bg: 'teal.50', p: '3', borderRadius: 'md' })}>
      {afterSent.savedNote}{' '}
      <Link to={to} className={button({ variant: 'secondary', size: 'sm' })} onClick={onOpen}>
        {afterSent.open}
      </Link>
    </p>
  )
}
