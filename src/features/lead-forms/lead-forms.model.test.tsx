import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyStateMachine, SnapshotFrom } from 'xstate'
import { contactMachine, schedulingMachine } from '../../../machines/lead-forms'
import { lifecycleModel, stepLabel } from '../../../machines/lifecycle-model'
import { toaster } from '../../components/ui/toaster'
import { requestDialog } from '../../lib/dialog-requests'
import { BACKUP_KEY, type BackedUpLead } from '../../lib/lead-backup'
import { startResendQueue } from '../../lib/resend-queue'
import { ContactForm } from './contact-form'
import { LeadDialogs } from './lead-dialogs'

/**
 * The model-based paths of the shared submission lifecycle (machines/lifecycle-model.ts), walked
 * through the real rendered forms: the contact form, and the scheduling dialog opened the way every
 * Book Free Call button opens it (requestDialog). The send's outcome is decided here, at the network:
 * `fetch` is stubbed and each request waits until the model's done/error event answers it, so the
 * real transport, backup and notices run. Every state is checked for what a visitor would notice.
 */

// The resend queue would send the backup again at once; here the form's own behaviour is under test.
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

// ---- Texts of spec §8, word for word --------------------------------------------------------------
const COULD_NOT_SEND = {
  title: 'Could not send right now',
  description: 'Please try again shortly—your details were saved for backup.',
}
const CONTACT = {
  kind: 'contact',
  subject: 'New Contact Enquiry',
  success: {
    title: 'Registration Inquiry Sent!',
    description: "We'll contact you within 24 hours to discuss your NDIS registration needs.",
  },
  failure: COULD_NOT_SEND,
}
const SCHEDULING = {
  kind: 'scheduling',
  subject: 'New Consultation Scheduling Request',
  success: {
    title: 'Consultation Scheduled!',
    description: "We'll contact you within 24 hours to confirm your preferred time slot and send calendar details.",
  },
  failure: COULD_NOT_SEND,
  noSlot: {
    title: 'Please select at least one time slot',
    description: 'We need to know your preferred consultation times.',
  },
}

// ---- Entries the model submits ---------------------------------------------------------------------
const validContact = {
  name: 'Mia Nguyen',
  phone: '0491 570 156',
  email: 'mia@example.com',
  organisation: '',
  message: 'We want to register for SIL.',
}
const invalidContact = { ...validContact, name: '', email: 'mia@' }

const validScheduling = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '03 5550 1234',
  organisation: 'Lee Care',
  preferredService: '',
  preferredDate: '2999-01-01',
  preferredTimeSlots: ['2-3 PM'],
  timezone: 'AEST',
  consultationType: '',
  additionalNotes: '',
}
const invalidScheduling = { ...validScheduling, email: 'not-an-email', preferredTimeSlots: [] as string[] }

// ---- The network: each lead POST waits for the model's done/error event ----------------------------
interface PendingRequest {
  url: string
  body: { id: string; form: string; data: Record<string, unknown>; subject: string; to: string }
  respond: (status: number, body: unknown) => void
}
let requests: PendingRequest[] = []

function stubNetwork() {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          requests.push({
            url,
            body: JSON.parse(String(init.body)),
            respond: (status, body) =>
              resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
          })
        }),
    ),
  )
}

// ---- jsdom: no layout, and Ark's toast timers ------------------------------------------------------
const restore: (() => void)[] = []
beforeAll(() => {
  // Ark's focus trap only takes elements with a size; jsdom lays nothing out.
  for (const prop of ['offsetWidth', 'offsetHeight'] as const) {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)!
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => 1 })
    restore.push(() => Object.defineProperty(HTMLElement.prototype, prop, original))
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
  stubNetwork()
  // Ark's scroll lock and the summary's links scroll; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => toaster.remove())
  vi.unstubAllGlobals()
})

// ---- Harness ---------------------------------------------------------------------------------------

/** The page: `children` plus the lead UI host (dialogs and the one toaster), inside a router. */
async function renderPage(children: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {children}
        <LeadDialogs />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('region', { name: /^Notifications/ })
}

/**
 * Toasts are polite status regions named by their title and described by their text. `hidden: true`:
 * while a modal is open Ark hides everything outside it except live regions that are direct children
 * of <body>, which the app's toaster is; here it sits in the test's container div, which gets hidden.
 * That the notices stay announced beside an open dialog is checked in the browser (tests/forms.spec.ts).
 */
const toasts = (title?: string) => screen.queryAllByRole('status', { hidden: true, ...(title ? { name: title } : {}) })
let toastsBefore = new Set<string>()
let requestsBefore = 0
/** Called before each model event: what is new afterwards is that event's doing. */
const beforeEvent = () => {
  toastsBefore = new Set(toasts().map((t) => t.id))
  requestsBefore = requests.length
}
async function expectNewNotice(notice: { title: string; description: string }) {
  await waitFor(() => {
    const fresh = toasts(notice.title).filter((t) => !toastsBefore.has(t.id))
    expect(fresh).toHaveLength(1)
    expect(fresh[0]).toHaveAccessibleDescription(notice.description)
  })
}
function expectNoNewNotice(title: string) {
  const fresh = toasts(title).filter((t) => !toastsBefore.has(t.id))
  expect(fresh).toHaveLength(0)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const backups = (): BackedUpLead[] => JSON.parse(localStorage.getItem(BACKUP_KEY) ?? '[]')

type Values = Record<string, unknown>
type Field = { name: string; label: string; kind: 'text' | 'date' | 'select' | 'slots' }

interface FormUnderTest {
  machine: AnyStateMachine
  valid: Values
  invalid: Values
  texts: typeof CONTACT | typeof SCHEDULING
  fields: Field[]
  submitLabel: string
  empty: Values
  /** Where the form lives: the page, or the open dialog. */
  scope: () => HTMLElement
  mount: () => Promise<void>
}

/** A field by its accessible name (also inside a closed dialog, whose content stays mounted, hidden). */
function control(scope: HTMLElement, field: Field): HTMLElement {
  const s = within(scope)
  const hidden = scope.closest('[hidden]') !== null
  if (field.kind === 'slots') return s.getByRole('group', { name: field.label, hidden })
  if (field.kind === 'select') return s.getByRole('combobox', { name: field.label, hidden })
  if (field.kind === 'date') return s.getByLabelText(new RegExp(`^${field.label}`))
  return s.getByRole('textbox', { name: field.label, hidden })
}

/** What the visitor sees in the fields, in the machine's shape. */
function shownValues(f: FormUnderTest): Values {
  const scope = f.scope()
  const shown: Values = {}
  for (const field of f.fields) {
    const el = control(scope, field)
    shown[field.name] =
      field.kind === 'slots'
        ? within(el)
            .getAllByRole<HTMLInputElement>('checkbox', { hidden: true })
            .filter((c) => c.checked)
            .map((c) => c.value)
        : (el as HTMLInputElement).value
  }
  return shown
}

async function fill(user: ReturnType<typeof userEvent.setup>, f: FormUnderTest, values: Values) {
  const scope = f.scope()
  for (const field of f.fields) {
    const el = control(scope, field)
    const value = values[field.name]
    if (field.kind === 'slots') {
      for (const box of within(el).getAllByRole<HTMLInputElement>('checkbox'))
        if (box.checked !== (value as string[]).includes(box.value)) await user.click(box)
    } else if (field.kind === 'select') {
      await user.selectOptions(el, String(value))
    } else {
      await user.clear(el)
      if (value) {
        await user.click(el)
        await user.paste(String(value))
      }
    }
  }
}

// ---- The two forms ---------------------------------------------------------------------------------

const contact: FormUnderTest = {
  machine: contactMachine,
  valid: validContact,
  invalid: invalidContact,
  texts: CONTACT,
  fields: [
    { name: 'name', label: 'Full Name', kind: 'text' },
    { name: 'phone', label: 'Phone Number', kind: 'text' },
    { name: 'email', label: 'Email Address', kind: 'text' },
    { name: 'organisation', label: 'Organisation Name', kind: 'text' },
    { name: 'message', label: 'Tell us about your registration needs', kind: 'text' },
  ],
  submitLabel: 'Send Enquiry',
  empty: { name: '', phone: '', email: '', organisation: '', message: '' },
  scope: () => screen.getByRole('form', { name: 'Free consultation request' }),
  mount: () => renderPage(<ContactForm />),
}

const scheduling: FormUnderTest = {
  machine: schedulingMachine,
  valid: validScheduling,
  invalid: invalidScheduling,
  texts: SCHEDULING,
  fields: [
    { name: 'name', label: 'Full name', kind: 'text' },
    { name: 'email', label: 'Email address', kind: 'text' },
    { name: 'phone', label: 'Phone number', kind: 'text' },
    { name: 'organisation', label: 'Organisation', kind: 'text' },
    { name: 'preferredDate', label: 'Preferred date', kind: 'date' },
    { name: 'timezone', label: 'Your timezone', kind: 'select' },
    { name: 'preferredTimeSlots', label: 'Preferred time slots', kind: 'slots' },
  ],
  submitLabel: 'Schedule Consultation',
  empty: {
    name: '',
    email: '',
    phone: '',
    organisation: '',
    preferredDate: '',
    timezone: 'AEST',
    preferredTimeSlots: [],
  },
  // The dialog keeps its content mounted (hidden) when closed: entries survive a stray Escape.
  scope: () => document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="content"]')!,
  mount: () => renderPage(null),
}

const pick = (values: Values, f: FormUnderTest) => Object.fromEntries(f.fields.map((x) => [x.name, values[x.name]]))

// ---- The model's paths, walked through the UI --------------------------------------------------------

describe.each([
  ['contact form', contact],
  ['scheduling dialog', scheduling],
] as const)('%s: model-based paths through the rendered form', (_name, f) => {
  const paths = lifecycleModel(f.machine, f.valid, f.invalid).getShortestPaths()
  const isDialog = f.machine.id === 'scheduling'

  it('the paths reach every resting state and take every event', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    const expected = ['idle', 'submitting', 'backedUp', ...(isDialog ? [] : ['success'])].map((s) =>
      JSON.stringify({ open: s }),
    )
    for (const state of [...expected, ...(isDialog ? ['"closed"'] : [])]) expect(reached).toContain(state)
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => stepLabel(s.event, f.valid))))
    for (const e of ['form.submit(valid)', 'form.submit(invalid)', 'xstate.done.actor.sendLead'])
      expect(events).toContain(e)
    expect(events).toContain('xstate.error.actor.sendLead')
    if (isDialog) for (const e of ['dialog.open', 'dialog.close']) expect(events).toContain(e)
  })

  paths.forEach((path, index) => {
    const label = path.steps.map((s) => stepLabel(s.event, f.valid)).join(' → ')
    it(`path ${index + 1}: ${label} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const user = userEvent.setup()
      await f.mount()
      // The UI's submission ids, keyed by the model's: the UI reuses an id exactly when the model does.
      const idOf = new Map<string, string>()
      // Every step's state is asserted (a matcher that matched nothing once made these tests vacuous).
      let checked = 0

      await path.test({
        states: {
          closed: async () => {
            checked++
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
          },
          'open.idle': async (s: SnapshotFrom<AnyStateMachine>) => {
            checked++
            const scope = f.scope()
            if (isDialog) expect(screen.getByRole('dialog', { name: 'Book a free consultation' })).toBeVisible()
            expect(within(scope).getByRole('button', { name: f.submitLabel })).not.toHaveAttribute('aria-disabled')
            expect(scope.closest('form') ?? scope.querySelector('form')).toHaveAttribute('aria-busy', 'false')
            const errors = Object.entries(s.context.errors as Record<string, string>)
            if (errors.length === 0) {
              expect(within(scope).queryByRole('alert')).toBeNull()
              return
            }
            // GOV.UK pattern: the summary, focused, links to each field; each field is invalid and
            // described by its message.
            const summary = within(scope).getByRole('alert', { name: 'There is a problem' })
            await waitFor(() => expect(summary).toHaveFocus())
            expect(within(summary).getAllByRole('link')).toHaveLength(errors.length)
            for (const [name, message] of errors) {
              const field = f.fields.find((x) => x.name === name)!
              const el = control(scope, field)
              expect(el).toHaveAttribute('aria-invalid', 'true')
              // (jsdom's name computation drops the space after the visually hidden "Error:")
              expect(el).toHaveAccessibleDescription(new RegExp(`Error:\\s*${escapeRegExp(message)}`))
              expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', `#${el.id}`)
            }
            for (const field of f.fields.filter((x) => !(x.name in s.context.errors)))
              expect(control(scope, field)).not.toHaveAttribute('aria-invalid')
            if ('noSlot' in f.texts && 'preferredTimeSlots' in s.context.errors) await expectNewNotice(f.texts.noSlot)
            expect(requests).toHaveLength(requestsBefore) // an invalid submit sends nothing
          },
          'open.submitting': async (s: SnapshotFrom<AnyStateMachine>) => {
            checked++
            const scope = f.scope()
            const form = (scope.closest('form') ?? scope.querySelector('form'))!
            await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'))
            expect(within(scope).getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true')
            if (isDialog) expect(within(scope).getByRole('button', { name: 'Cancel' })).toBeDisabled()
            // The wire format of spec §7, with the id the machine made (or kept).
            const request = requests.at(-1)!
            expect(request.url).toBe('/api/send-email')
            expect(request.body).toMatchObject({
              form: f.texts.kind,
              subject: f.texts.subject,
              to: 'hello@bluegumconsulting.example',
            })
            expect(pick(request.body.data, f)).toEqual(pick(s.context.values, f))
            const modelId = s.context.submissionId as string
            if (idOf.has(modelId)) expect(request.body.id).toBe(idOf.get(modelId))
            else {
              expect([...idOf.values()]).not.toContain(request.body.id)
              idOf.set(modelId, request.body.id)
            }
          },
          'open.success': async () => {
            checked++
            await expectNewNotice(f.texts.success)
            await waitFor(() => expect(shownValues(f)).toEqual(f.empty))
            expect(within(f.scope()).queryByRole('alert')).toBeNull()
            // A lead that had been backed up is marked delivered: nothing of it stays pending.
            expect(backups().filter((b) => b.status === 'pending')).toEqual([])
          },
          'open.backedUp': async (s: SnapshotFrom<AnyStateMachine>) => {
            checked++
            await expectNewNotice(f.texts.failure)
            if (isDialog) expect(screen.getByRole('dialog', { name: 'Book a free consultation' })).toBeVisible()
            // Entries kept.
            expect(shownValues(f)).toEqual(pick(s.context.values, f))
            // The local backup of spec §3, under the id the request carried, and the queue started.
            const request = requests.at(-1)!
            const list = backups()
            expect(list).toHaveLength(1)
            expect(list[0]).toMatchObject({
              form: f.texts.kind,
              data: request.body.data,
              subject: f.texts.subject,
              to: 'hello@bluegumconsulting.example',
              id: request.body.id,
              error: 'HTTP 500',
              status: 'pending',
            })
            expect(list[0]!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/)
            expect(startResendQueue).toHaveBeenCalled()
          },
        },
        events: {
          'dialog.open': async () => {
            beforeEvent()
            act(() => requestDialog({ kind: 'scheduling' }))
            await screen.findByRole('dialog', { name: 'Book a free consultation' })
          },
          'dialog.close': async () => {
            beforeEvent()
            await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
          },
          'form.submit': async ({ event }) => {
            beforeEvent()
            await fill(user, f, (event as unknown as { values: Values }).values)
            await user.click(within(f.scope()).getByRole('button', { name: f.submitLabel }))
          },
          'xstate.done.actor.sendLead': async () => {
            beforeEvent()
            const request = requests.at(-1)!
            await act(async () => request.respond(201, { id: request.body.id, status: 'stored' }))
            if (isDialog) {
              // success is transient for a dialog: its effects are checked on the way to closed.
              await expectNewNotice(f.texts.success)
              await waitFor(() => expect(shownValues(f)).toEqual(f.empty))
              expectNoNewNotice(f.texts.failure.title)
            }
          },
          'xstate.error.actor.sendLead': async () => {
            beforeEvent()
            const request = requests.at(-1)!
            await act(async () => request.respond(500, { error: 'HTTP 500' }))
          },
        },
      })
      expect(checked).toBe(path.steps.length)
    })
  })
})

// ---- What the model cannot say ------------------------------------------------------------------------

describe('scheduling dialog: beyond the model', () => {
  it('a lead in flight keeps the dialog open: the close button does nothing until the outcome is known', async () => {
    const user = userEvent.setup()
    await scheduling.mount()
    act(() => requestDialog({ kind: 'scheduling' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a free consultation' })
    await fill(user, scheduling, validScheduling)
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Consultation' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog', { name: 'Book a free consultation' })).toBeVisible()
    beforeEvent()
    await act(async () => requests[0]!.respond(201, { id: requests[0]!.body.id, status: 'stored' }))
    await expectNewNotice(SCHEDULING.success)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closing with errors and reopening starts clean: entries kept, errors back at the next attempt', async () => {
    const user = userEvent.setup()
    await scheduling.mount()
    act(() => requestDialog({ kind: 'scheduling' }))
    let dialog = await screen.findByRole('dialog', { name: 'Book a free consultation' })
    await fill(user, scheduling, invalidScheduling)
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Consultation' }))
    expect(within(dialog).getByRole('alert', { name: 'There is a problem' })).toBeVisible()
    const invalidFields = () => dialog.querySelectorAll('[aria-invalid="true"]').length
    expect(invalidFields()).toBeGreaterThan(0)
    const entries = shownValues(scheduling)

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => requestDialog({ kind: 'scheduling' }))
    dialog = await screen.findByRole('dialog', { name: 'Book a free consultation' })
    expect(shownValues(scheduling)).toEqual(entries)
    expect(entries).toMatchObject({ name: invalidScheduling.name, email: invalidScheduling.email })
    expect(within(dialog).queryByRole('alert', { name: 'There is a problem' })).toBeNull()
    expect(invalidFields()).toBe(0)

    await user.click(within(dialog).getByRole('button', { name: 'Schedule Consultation' }))
    expect(within(dialog).getByRole('alert', { name: 'There is a problem' })).toBeVisible()
    expect(invalidFields()).toBeGreaterThan(0)
    expect(requests).toHaveLength(0)
  })
})
