import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import type { LeadFormCase } from '../../../../machines/models/lead-form-cases'
import { toaster } from '../../../components/ui/toaster'
import { guides } from '../../../content/guides'
import { formPageOf, formText } from '../../../forms/form-pages'
import { requestDialog } from '../../../lib/page-requests'
import { LeadDialogs } from '../lead-dialogs'
import { PageLeadForm } from '../page-lead-form'
import { entryValue } from './lead-paths'

/**
 * The rendered lead UI in jsdom, shared by the path tests and the screen-reader transcripts: the page
 * (an inline form, the dialogs and the one toaster in a router), and entries typed by label.
 * Test files that use it mock `lib/resend-queue` themselves (vi.mock is hoisted per file).
 */

/** Registers the jsdom stand-ins the lead UI needs around every test of the calling file. */
export function setUpLeadUiDom() {
  const restore: (() => void)[] = []
  beforeAll(() => {
    // Ark's focus trap only takes elements with a size; jsdom lays nothing out.
    for (const prop of ['offsetWidth', 'offsetHeight'] as const) {
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)
      Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => 1 })
      if (original) restore.push(() => Object.defineProperty(HTMLElement.prototype, prop, original))
    }
    // Ark's toasts update on their own timers, outside act(): silence only that warning.
    const original = console.error
    console.error = (...args: unknown[]) => {
      const text = args.map(String).join(' ')
      if (text.includes('not wrapped in act') && /Toast|Toaster/.test(text)) return
      original(...args)
    }
    restore.push(() => {
      console.error = original
    })
  })
  afterAll(() => {
    for (const undo of restore.splice(0)) undo()
  })
  beforeEach(() => {
    localStorage.clear()
    // Each path is a new visit in a new tab: no draft from the last one (decision 322).
    sessionStorage.clear()
    // Ark's scroll lock and the summary's links scroll; jsdom does not implement scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    if (!Element.prototype.scrollIntoView) {
      Element.prototype.scrollIntoView = () => {}
      restore.push(() => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'))
    }
  })
  afterEach(() => {
    cleanup()
    act(() => toaster.remove())
    vi.unstubAllGlobals()
  })
}

const inlineForms: Record<string, () => ReactNode> = {
  contact: () => <PageLeadForm kind="contact" />,
  'sell-business': () => <PageLeadForm kind="sell-business" />,
  'buy-business': () => <PageLeadForm kind="buy-business" />,
}

/** The page: `before` (e.g. the buttons that open the dialogs), the inline form (if any) and the lead UI host. */
export function renderLeadPage(testCase: LeadFormCase, before?: ReactNode) {
  const Inline = inlineForms[testCase.kind]
  return renderLeadUi(
    <main>
      {before}
      {Inline?.()}
    </main>,
  )
}

/** A dialog's title, as the host gives it (`openDialog` asks for the first guide). */
const dialogTitle = (kind: string) => {
  const title = formPageOf(kind)?.ownPage?.title
  return title === undefined ? undefined : formText(title, guides[0]?.label ?? '')
}

/**
 * Where a visitor meets the case's form: its dialog (a dialog opened once stays in the page, hidden,
 * with its entries, beside any other), or the page for an inline form. Queries by label look only there.
 */
export function formPlace(testCase: LeadFormCase): HTMLElement {
  const place =
    testCase.presentation === 'dialog'
      ? [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
          (dialog) => dialog.querySelector('[data-part="title"]')?.textContent === dialogTitle(testCase.kind),
        )
      : document.querySelector('main')
  if (!place) throw new Error(`no place for the ${testCase.kind} form`)
  return place
}
export const formScope = (testCase: LeadFormCase) => within(formPlace(testCase))

/** `page` and the lead UI (the dialogs and the one toaster) in a router, as on every page of the site. */
export async function renderLeadUi(page?: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {page}
        <LeadDialogs />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('region', { name: /^Notifications/ })
  return router
}

/** Opens a dialog form as its buttons do, without a button. */
export function openDialog(kind: string) {
  act(() => {
    if (kind === 'scheduling') requestDialog({ form: 'scheduling' })
    else if (kind === 'signup-modal')
      requestDialog({ form: 'signup-modal', values: { serviceInterest: 'NDIS Registration Journey' } })
    else requestDialog({ form: 'download-guide', values: { guide: guides[0].value } })
  })
}

/** The control of an entry; labels are those a visitor reads (checkbox groups by their legend). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// A required field's label ends with its (hidden from assistive technology) asterisk.
export const control = (scope: Scope, label: string) =>
  scope.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input, select, textarea' })
const group = (scope: Scope, legend: string): HTMLElement => scope.getByRole('group', { name: legend, hidden: true })
const checkboxes = (scope: Scope, legend: string) => [
  ...group(scope, legend).querySelectorAll<HTMLInputElement>('input'),
]
type Scope = ReturnType<typeof within>

/** Types (or clears) one entry of the case. */
export async function fill(scope: Scope, entry: LeadFormCase['entries'][number], empty = false) {
  const value = entryValue(entry.value)
  if (entry.widget === 'checkboxes' || entry.widget === 'radio') {
    const wanted = empty ? [] : Array.isArray(value) ? value : [value]
    for (const box of checkboxes(scope, entry.label)) {
      const label = box.closest('label')?.textContent ?? ''
      if (box.checked !== wanted.includes(label)) await act(async () => box.click())
    }
  } else if (entry.widget === 'select') {
    const select = control(scope, entry.label) as HTMLSelectElement
    const option = [...select.options].find((o) => o.text === value)
    fireEvent.change(select, { target: { value: empty ? '' : (option?.value ?? '') } })
  } else {
    fireEvent.change(control(scope, entry.label), { target: { value: empty ? '' : value } })
  }
}

export function isEmpty(scope: Scope, entry: LeadFormCase['entries'][number]) {
  if (entry.widget === 'checkboxes' || entry.widget === 'radio')
    return checkboxes(scope, entry.label).every((b) => !b.checked)
  return (control(scope, entry.label) as HTMLInputElement).value === ''
}
