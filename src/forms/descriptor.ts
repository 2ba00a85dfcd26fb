import type * as v from 'valibot'
import type { LeadFormPage } from '../content/lead-form-pages'
import type { Notice } from '../content/notices'
import type { Option } from './fields'

/**
 * A lead form as data. Everything else is derived from its descriptor: the rendered fields (one
 * generic renderer), the wire format, the server's validation and the labels and choices of its
 * mails and viewer, its page, confirmation page and dialog, the privacy policy's list, the test
 * model and the QA plan. Adding a form means a descriptor in this folder, its entry in
 * `src/content/lead-form-pages.ts` (its page and words), its notice in
 * `src/content/form-privacy.ts` (what the privacy policy says it collects) and a line in `registry.ts`
 * (decision 202).
 */

/** The value types a lead field can hold. */
export type LeadValue = string | boolean | readonly string[]
export type LeadValues = Record<string, LeadValue>

interface FieldBase {
  name: string
  /** The label the visitor sees; staff read the same label in mails and the viewer. */
  label: string
  /** What staff read in mails and the viewer where the visitor's wording would not read as a column. */
  staffLabel?: string
  hint?: string
  required?: boolean
  /** Shown only when this holds; a hidden field is never sent (see `wireData`). */
  shownWhen?(values: Readonly<Record<string, unknown>>): boolean
  /** Takes a whole row in the two-column layout (default: half a row, except long widgets). */
  wide?: boolean
}

export type FieldSpec = FieldBase &
  (
    | {
        widget: 'text' | 'email' | 'tel' | 'date'
        autoComplete?: string
        inputMode?: 'numeric'
        /** Only the date widget: the first date offered, from the entries and the browser's clock. */
        min?: (values: Readonly<Record<string, unknown>>, now: Date) => string
      }
    | { widget: 'textarea'; rows: number }
    | { widget: 'select'; options: readonly Option[]; placeholder?: string | null }
    | {
        widget: 'radio'
        options: readonly Option[]
        /**
         * An optional question's way back to no answer: a first radio with an empty value, labelled so
         * (decision 311). A radio group cannot be unticked otherwise, by mouse, keyboard or screen reader.
         */
        none?: string
      }
    | { widget: 'checkbox' }
    /** Named widget: the one-hour slot checkboxes, in two columns, kept in the slots' own order. */
    | {
        widget: 'slots'
        options: readonly Option[]
        /** Read in the browser only: the chosen slots on the visitor's own clock, when that differs. */
        localNote?: (values: Readonly<Record<string, unknown>>) => string | null
      }
    /** Shown as text, not edited here (the signup's service of interest). */
    | { widget: 'shown' }
    /** Never shown; set by the page that opens the form (the guide) or by the code (test email). */
    | { widget: 'hidden' }
  )

/** Every lead form's schema is an object of its fields. */
export type LeadSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>

/**
 * Field names are checked against the schema by a test (descriptors.test.ts), not by the type: a
 * generic descriptor would make the registry of all forms unassignable.
 */
export interface LeadFormDescriptor {
  /** The wire `form` value (spec §7) and the lead kind the server stores. */
  kind: string
  /** What staff call it in the submissions viewer. */
  name: string
  /**
   * Where a visitor finds it and the words around it (its entry in src/content/lead-form-pages.ts):
   * its page, anchor, confirmation page, page and dialog copy and dialog size. Null for a form no
   * visitor sends (the payment return's test email). `kind` is the entry's.
   */
  page: LeadFormPage | null
  schema: LeadSchema
  /** The values a new form starts with. */
  empty: LeadValues
  fields: readonly FieldSpec[]
  /** Email subject (spec §7); the server computes it again and never trusts the browser's. */
  subject(values: Readonly<Record<string, unknown>>): string
  notices: {
    success: Notice
    /** The lead could not be sent and was saved in this browser for resending. */
    backedUp: Notice
    /** The server refused the lead (4xx): nothing was saved, the visitor must change something. */
    rejected: Notice
    /** Extra notice for an invalid attempt, chosen from its field errors (scheduling: no time slot). */
    invalid?(errors: Record<string, string>): Notice | null
  }
  /** `dialog` when its entry has a `dialog`, `inline` when it has none, `automatic` without a page (tested). */
  presentation: 'dialog' | 'inline' | 'automatic'
  /** The submit button's label. */
  submitLabel: string
  /** Fields kept when the form resets after a success (the signup keeps the chosen service). */
  keepOnReset?: readonly string[]
  /** Mail the visitor a short acknowledgement at once (decision 191); off unless set. */
  acknowledge?: boolean
}

/** Declares a lead form (an identity: it gives the object literal the descriptor's type). */
export function leadForm(descriptor: LeadFormDescriptor): LeadFormDescriptor {
  return descriptor
}

/** Whether the visitor currently sees `field` (a hidden widget is "shown" to the wire, never on screen). */
export function isShown(field: FieldSpec, values: Readonly<Record<string, unknown>>): boolean {
  return field.shownWhen ? field.shownWhen(values) : true
}

/**
 * The lead's `data` on the wire: the form's values without the fields the visitor could not see
 * (the signup's client count once "has clients" is unticked). Browser and server both apply it.
 */
export function wireData<T extends Record<string, unknown>>(form: LeadFormDescriptor, values: T): T {
  const data: T = { ...values }
  for (const field of form.fields) if (!isShown(field, values)) delete data[field.name]
  return data
}

/** The values the form returns to after a success: empty, except the fields it keeps. */
export function resetValues(form: LeadFormDescriptor, current: LeadValues): LeadValues {
  const next = { ...form.empty }
  for (const name of form.keepOnReset ?? []) {
    const kept = current[name]
    if (kept !== undefined) next[name] = kept
  }
  return next
}
