import type { LeadFormDescriptor, LeadValue, LeadValues } from '../forms/descriptor'

/**
 * What a visitor has typed into a lead form, kept while they type so a reload, or a phone discarding
 * the tab, loses nothing (decision 322). In this tab's session storage: it lives as long as the tab and
 * goes when the tab is closed, is never sent anywhere (only the form reads it back), and holds only the
 * fields the visitor types: not the service of interest or guide a link sets, not the honeypot, not the
 * submission id. A successful send clears it.
 */
export const DRAFT_KEY_PREFIX = 'form-draft:'

const keyOf = (kind: string) => `${DRAFT_KEY_PREFIX}${kind}`

/** The fields a visitor types or chooses: the ones a draft may hold. */
function typedFields(form: LeadFormDescriptor) {
  return form.fields.filter((field) => field.widget !== 'shown' && field.widget !== 'hidden')
}

/** A value of the same kind as the field's empty one (text, yes/no, a list of texts), or undefined. */
function sameKind(value: unknown, empty: LeadValue | undefined): LeadValue | undefined {
  if (typeof empty === 'string') return typeof value === 'string' ? value : undefined
  if (typeof empty === 'boolean') return typeof value === 'boolean' ? value : undefined
  if (Array.isArray(empty))
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined
  return undefined
}

/** The typed fields of `values` that differ from the form's empty ones: what a draft of them keeps. */
export function draftOf(form: LeadFormDescriptor, values: Readonly<Record<string, unknown>>): LeadValues {
  const draft: LeadValues = {}
  for (const { name } of typedFields(form)) {
    const value = sameKind(values[name], form.empty[name])
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(form.empty[name])) draft[name] = value
  }
  return draft
}

/** The draft kept for this form in this tab: only its typed fields, each of the right kind; {} if none. */
export function readDraft(form: LeadFormDescriptor): LeadValues {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(form.kind)) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? draftOf(form, parsed as Record<string, unknown>)
      : {}
  } catch {
    return {} // storage blocked (privacy mode, sandboxed frame) or a damaged entry
  }
}

/** Keeps `values`' typed fields as this form's draft; a form with nothing typed keeps none. */
export function keepDraft(form: LeadFormDescriptor, values: Readonly<Record<string, unknown>>): void {
  const draft = draftOf(form, values)
  try {
    if (Object.keys(draft).length === 0) sessionStorage.removeItem(keyOf(form.kind))
    else sessionStorage.setItem(keyOf(form.kind), JSON.stringify(draft))
  } catch {
    // Full or blocked: the form works as before, without a draft.
  }
}

export function dropDraft(form: LeadFormDescriptor): void {
  try {
    sessionStorage.removeItem(keyOf(form.kind))
  } catch {}
}

/** Removes every form's draft from this tab (the privacy page's Clear saved form details). */
export function dropAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_KEY_PREFIX)) sessionStorage.removeItem(key)
  } catch {}
}
