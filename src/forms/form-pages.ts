import { type FormText, formPages, type LeadFormPage } from '../content/lead-form-pages'

/**
 * Where each public lead form stands as a page of its own (decision 015), derived from the forms' page
 * entries (src/content/lead-form-pages.ts, decision 202). A button that opens a lead dialog is also a
 * link to its page, so a tap before the page's code runs (or without JavaScript) still reaches the
 * form; the page's `<form method="post">` posts to that same address, and a stored lead leads to a
 * confirmation page with the form's success notice.
 *
 * Nothing here imports a form's schema: the lead links and the route heads are in every page's entry.
 */

/** Every lead form a visitor sends (the payment return's test email is sent by the code, never a page). */
export type PageFormKind = (typeof formPages)[number]['kind']

/** The forms whose lead links open them in a dialog. */
export type DialogFormKind = Extract<(typeof formPages)[number], { dialog: object }>['kind']

/** Every form's entry, as the general type. */
const entries: readonly LeadFormPage[] = formPages

/** The page entry of a form; undefined for a kind that has none (the test email). */
export const formPageOf = (kind: string): LeadFormPage | undefined => entries.find((page) => page.kind === kind)

const pageOf = (kind: PageFormKind): LeadFormPage => formPageOf(kind) as LeadFormPage

/** `/download/$guide` with the guide's value in place of `$guide`. */
const fill = (pattern: string, value: string) => pattern.replace(/\$[A-Za-z]+/, value)

/** The option of the field the address fixes, from the form's values (the first one by default). */
function paramValue(page: LeadFormPage, values: Readonly<Record<string, unknown>>): string {
  if (!page.param) return ''
  const value = values[page.param.field]
  const option = page.param.options.find((o) => o.value === value) ?? page.param.options[0]
  return option?.value ?? ''
}

/** The label of the option the address fixes (the guide's name), for copy that names it. */
export function paramLabel(kind: PageFormKind, values: Readonly<Record<string, unknown>>): string {
  const page = pageOf(kind)
  const value = values[page.param?.field ?? '']
  return page.param?.options.find((o) => o.value === value)?.label ?? ''
}

/** A text of the form's copy, with the option the address fixes where it names one. */
export const formText = (text: FormText, label: string): string => (typeof text === 'string' ? text : text(label))

/** A path of the form's (`/shop/$guide`) with the value its `param` field holds in `values`. */
function pathWith(pattern: string, kind: PageFormKind, values: Readonly<Record<string, unknown>>): string {
  const page = pageOf(kind)
  return page.param ? fill(pattern, paramValue(page, values)) : pattern
}

/** The form's page: a form with a `param` has one page per option (its value taken from `values`). */
export const formPagePath = (kind: PageFormKind, values: Readonly<Record<string, unknown>> = {}): string =>
  pathWith(pageOf(kind).path, kind, values)

/** Where a sent (or saved) form takes the visitor at once (its entry's `afterSent`: the guide); else home. */
export const afterSentPath = (kind: PageFormKind, values: Readonly<Record<string, unknown>>): string =>
  pathWith(pageOf(kind).afterSent?.path ?? '/', kind, values)

/** The id of the form's section on its page, so a link or a re-rendered page lands on the form. */
export const formAnchor = (kind: PageFormKind): string => pageOf(kind).anchor

/** The signup page with a service of interest, as the service's buttons link to it. */
export const applyHref = (serviceInterest?: string) =>
  serviceInterest
    ? `${formPagePath('signup-modal')}?${new URLSearchParams({ interest: serviceInterest })}`
    : formPagePath('signup-modal')

/** Every address of the form's pages, with the values each fixes. */
function pagesOf(page: LeadFormPage): { path: string; fixed: Record<string, string> }[] {
  const { param } = page
  if (!param) return [{ path: page.path, fixed: {} }]
  return param.options.map((o) => ({ path: fill(page.path, o.value), fixed: { [param.field]: o.value } }))
}

/** Which form a plain POST to `pathname` sends, and any value the address fixes (the guide). */
export function formAtPath(pathname: string): { kind: PageFormKind; fixed: Record<string, string> } | null {
  for (const page of entries) {
    const at = pagesOf(page).find((p) => p.path === pathname)
    if (at) return { kind: page.kind as PageFormKind, fixed: at.fixed }
  }
  return null
}

/**
 * The form whose own page is at `pathname` and that no page of the site places: the page the
 * `/$formPage` route renders from the form's entry alone. (A form with a `param` has its pages under
 * a route of their own: `/download/$guide`.)
 */
export function ownFormPageAt(pathname: string): PageFormKind | null {
  const page = entries.find((p) => p.ownPage && !p.param && p.path === pathname)
  return page ? (page.kind as PageFormKind) : null
}

/** The own pages of the forms that have one and no `param` (the `/$formPage` route's values). */
export const ownFormPagePaths: string[] = entries.filter((p) => p.ownPage && !p.param).map((p) => p.path)

/** The pages of the forms with a `param`: `/download/<guide>` for each guide. */
export const paramFormPagePaths: string[] = entries
  .filter((p) => p.param)
  .flatMap((p) => pagesOf(p).map((at) => at.path))

/** Where a stored plain POST goes (303): the confirmation page of its form (and guide). */
export const sentPath = (kind: PageFormKind, values: Readonly<Record<string, unknown>> = {}): string =>
  `/sent/${pathWith(pageOf(kind).confirmation, kind, values)}`

/** Every confirmation slug: one per form, then one per option of a form's `param` (each guide). */
export const confirmationSlugs: string[] = [
  ...entries.filter((page) => !page.param),
  ...entries.filter((page) => page.param),
].flatMap((page) => pagesOf(page).map(({ fixed }) => sentPath(page.kind as PageFormKind, fixed).slice('/sent/'.length)))

/** Every confirmation page, for the prerender. */
export const confirmationPaths = confirmationSlugs.map((slug) => `/sent/${slug}`)

/** The form a confirmation page is for, and the option its address fixes (the guide). */
export function confirmationAt(
  slug: string,
): { kind: PageFormKind; param?: { field: string; value: string; label: string } } | null {
  for (const page of entries) {
    const kind = page.kind as PageFormKind
    if (!page.param) {
      if (page.confirmation === slug) return { kind }
      continue
    }
    const { field, options } = page.param
    const option = options.find((o) => fill(page.confirmation, o.value) === slug)
    if (option) return { kind, param: { field, value: option.value, label: option.label } }
  }
  return null
}
