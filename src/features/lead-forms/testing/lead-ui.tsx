import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import type { LeadFormCase } from '../../../../machines/models/lead-form-cases'
import { toaster } from '../../../components/ui/toaster'
import { guides } from '../../../content/guides'
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
    <>
      {before}
      {Inline?.()}
    </>,
  )
}

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
export const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input, select, textarea' })
const group = (legend: string) => screen.getByRole('group', { name: legend, hidden: true })
const checkboxes = (legend: string) => [...group(legend).querySelectorAll<HTMLInputElement>('input')]

/** Types (or clears) one entry of the case. */
export async function fill(entry: LeadFormCase['entries'][number], empty = false) {
  const value = entryValue(entry.value)
  if (entry.widget === 'checkboxes' || entry.widget === 'radio') {
    const wanted = empty ? [] : Array.isArray(value) ? value : [value]
    for (const box of checkboxes(entry.label)) {
      const label = box.closest('label')?.textContent ?? ''
      if (box.checked !== wanted.includes(label)) await act(async () => box.click())
    }
  } else if (entry.widget === 'select') {
    const select = control(entry.label) as HTMLSelectElement
    const option = [...select.options].find((o) => o.text === value)
    fireEvent.change(select, { target: { value: empty ? '' : (option?.value ?? '') } })
  } else {
    fireEvent.change(control(entry.label), { target: { value: empty ? '' : value } })
  }
}

export function isEmpty(entry: LeadFormCase['entries'][number]) {
  if (entry.widget === 'checkboxes' || entry.widget === 'radio') return checkboxes(entry.label).every((b) => !b.checked)
  return (control(entry.label) as HTMLInputElement).value === ''
}
