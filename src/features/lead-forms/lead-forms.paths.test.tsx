import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type LeadFormCase, leadFormCases } from '../../../machines/models/lead-form-cases'
import { toaster } from '../../components/ui/toaster'
import { guides } from '../../content/guides'
import { requestDialog } from '../../lib/dialog-requests'
import { LeadDialogs } from './lead-dialogs'
import { PageLeadForm } from './page-lead-form'
import { describePath, entryValue, pathsOf, stubNetwork, walk } from './testing/lead-paths'

/**
 * The model's paths (machines/models/lead-form.model.ts) walked through the rendered forms in jsdom,
 * as a visitor would: typing by label, pressing the buttons, reading the summary, the button and the
 * toasts. The real transport, backup and notices run; the network is played by the path.
 */

// The resend queue would send the backup again at once; here the form's own behaviour is under test.
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

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
})
afterEach(() => {
  cleanup()
  act(() => toaster.remove())
  vi.unstubAllGlobals()
})

const inlineForms: Record<string, () => ReactNode> = {
  contact: () => <PageLeadForm kind="contact" />,
  'sell-business': () => <PageLeadForm kind="sell-business" />,
  'buy-business': () => <PageLeadForm kind="buy-business" />,
}

/** The page: the inline form (if any) and the lead UI host (dialogs and the one toaster), in a router. */
async function renderPage(testCase: LeadFormCase) {
  const Inline = inlineForms[testCase.kind]
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {Inline?.()}
        <LeadDialogs />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('region', { name: /^Notifications/ })
}

function openDialog(kind: string) {
  act(() => {
    if (kind === 'scheduling') requestDialog({ kind: 'scheduling' })
    else if (kind === 'signup-modal') requestDialog({ kind: 'signup', serviceInterest: 'NDIS Registration Journey' })
    else requestDialog({ kind: 'download-guide', guide: { ...guides[0] } })
  })
}

/** The control of an entry; labels are those a visitor reads (checkbox groups by their legend). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// A required field's label ends with its (hidden from assistive technology) asterisk.
const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input, select, textarea' })
const group = (legend: string) => screen.getByRole('group', { name: legend, hidden: true })
const checkboxes = (legend: string) => [...group(legend).querySelectorAll<HTMLInputElement>('input')]

async function fill(entry: LeadFormCase['entries'][number], empty = false) {
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

function isEmpty(entry: LeadFormCase['entries'][number]) {
  if (entry.widget === 'checkboxes' || entry.widget === 'radio') return checkboxes(entry.label).every((b) => !b.checked)
  return (control(entry.label) as HTMLInputElement).value === ''
}

for (const testCase of leadFormCases) {
  describe(`${testCase.kind}: model paths through the rendered form`, () => {
    for (const path of pathsOf(testCase)) {
      it(describePath(path), async () => {
        const requests = stubNetwork()
        await renderPage(testCase)
        if (testCase.presentation === 'dialog') openDialog(testCase.kind) // lazily mounted: start it once
        if (testCase.presentation === 'dialog') await userEvent.setup().click(await screen.findByText('Cancel'))
        const submitButton = () =>
          screen.getByRole('button', { name: new RegExp(`^(${testCase.submit}|Sending…)$`), hidden: true })
        const submit = () => act(async () => submitButton().click())
        await walk(
          testCase,
          path,
          {
            act: async (event) => {
              if (event === 'open') openDialog(testCase.kind)
              else if (event === 'close') await act(async () => screen.getByText('Cancel').click())
              else if (event === 'edit')
                fireEvent.change(control(testCase.edit.label), { target: { value: testCase.edit.value } })
              else {
                for (const entry of testCase.entries)
                  await fill(entry, event === 'submitInvalid' && entry.label === testCase.invalid.label)
                await submit()
              }
            },
            observe: () => {
              const form = submitButton().closest('form')
              const dialog = form?.closest('[role="dialog"]')
              return {
                dialog:
                  dialog && !dialog.closest('[hidden]') && dialog.getAttribute('data-state') !== 'closed'
                    ? 'open'
                    : testCase.presentation === 'dialog'
                      ? 'closed'
                      : 'open',
                summary: !!form?.querySelector('[role="alert"]')?.textContent?.includes('There is a problem'),
                busy: submitButton().textContent === 'Sending…',
              }
            },
            entriesEmpty: () => testCase.entries.every(isEmpty),
            expectNoticeShown: async (notice) => {
              await waitFor(() => {
                const toast = screen.getAllByRole('status', { hidden: true, name: notice.title }).at(-1)
                expect(toast).toHaveAccessibleDescription(notice.description)
              })
            },
          },
          requests,
        )
      })
    }
  })
}
