import type { Locator, Page, Route } from '@playwright/test'
import {
  type LeadFormCase,
  leadFormCases,
  noticeFor,
  serverAnswers,
  wireOf,
  withStorageBlocked,
} from '../machines/models/lead-form-cases'
import { coveringTours } from '../machines/models/paths'
import { formPageOf } from '../src/forms/form-pages'
import { expect, hydrated, test } from './fixtures'
import { field, fill } from './lead-entries'
import { noticeDescription } from './notice-text'

/**
 * The lead-form model (machines/models/) in real Chromium for the booking, signup and contact forms,
 * taken with the mouse and keyboard on the built site. The machine and jsdom runners walk every
 * shortest path; here a few covering tours walk every transition of the model at least once, each in
 * one page load. Each lead POST is held until the tour's next step answers it.
 */
const inBrowser = ['scheduling', 'signup-modal', 'contact']
const LEADS = '**/api/send-email'
interface Held {
  route: Route
  body: { id: string; form: string; data: Record<string, unknown> }
}

function holdLeads(page: Page) {
  const held: Held[] = []
  void page.route(LEADS, (route) => {
    held.push({ route, body: route.request().postDataJSON() })
  })
  return held
}

const pendingBackups = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('form-submissions') ?? '[]') as { status: string }[]).filter(
        (b) => b.status === 'pending',
      ).length,
  )

async function reachForm(page: Page, testCase: LeadFormCase): Promise<Locator> {
  await page.goto(testCase.page)
  await hydrated(page)
  if (testCase.presentation === 'inline') {
    const form = page.getByRole('form', { name: 'Free consultation request' })
    await form.scrollIntoViewIfNeeded().catch(() => {})
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await expect(form).toBeVisible({ timeout: 15_000 })
    return form
  }
  // By its role attribute, not getByRole: the closed dialog stays in the page, hidden, with the entries.
  // A dialog opened once stays in the page, hidden, beside any other: this form's is the one with the
  // title its page entry gives it.
  const title = formPageOf(testCase.kind)?.ownPage?.title ?? ''
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // A title made from a label (the guide's) matches whatever label the link gave.
  const pattern = typeof title === 'string' ? literal(title) : literal(title('\u0000')).replace('\u0000', '.+')
  const titled = new RegExp(`^${pattern}$`)
  return page.locator('[role="dialog"]').filter({ has: page.locator('[data-part="title"]', { hasText: titled }) })
}

async function openDialog(page: Page, testCase: LeadFormCase) {
  await page
    .getByRole('link', { name: testCase.opener ?? '', exact: true })
    .filter({ visible: true })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

async function entriesEmpty(scope: Locator, testCase: LeadFormCase) {
  for (const entry of testCase.entries) {
    if (entry.widget === 'checkboxes') {
      const checked = await scope
        .getByRole('group', { name: entry.label })
        .getByRole('checkbox', { checked: true })
        .count()
      if (checked > 0) return false
    } else if ((await field(scope, entry.label).inputValue()) !== '') return false
  }
  return true
}

/** Every write to storage throws, as in private browsing or when it is full. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
}

const scheduling = leadFormCases.find((c) => c.kind === 'scheduling')
const cases = [
  ...leadFormCases.filter((c) => inBrowser.includes(c.kind)),
  ...(scheduling ? [withStorageBlocked(scheduling)] : []),
]

for (const testCase of cases) {
  // The booking dialog's first two tours (the ones that take the most transitions) in `npm test`; its
  // other tours, the signup dialog (built as the booking dialog is), the contact form (the same lifecycle
  // in a page) and the booking dialog with storage blocked in `npm run test:more`. jsdom walks every path
  // of the booking dialog in `npm test`.
  const firstTier = testCase.kind === 'scheduling' && testCase.storage === 'works'
  const title = testCase.storage === 'blocked' ? `${testCase.kind} with storage blocked` : testCase.kind
  // With storage blocked only the tours where the server fails differ.
  const tours = coveringTours(testCase.model).filter(
    (tour) => testCase.storage === 'works' || tour.some((step) => step.event === 'serverDown'),
  )
  test.describe(`${title}: model tours in Chromium`, () => {
    // A tour is 10 to 14 steps, each waiting for what the visitor sees.
    test.describe.configure({ timeout: 120_000 })
    for (const [index, path] of tours.entries()) {
      const tier = { tag: firstTier && index < 2 ? [] : ['@more'] }
      test(path.map((s) => s.event).join(' → '), tier, async ({ page }) => {
        if (testCase.storage === 'blocked') await blockStorage(page)
        const held = holdLeads(page)
        const scope = await reachForm(page, testCase)
        const submit = scope.getByRole('button', { name: new RegExp(`^(${testCase.submit}|Sending…)$`) })
        const ids: string[] = []
        let emptyNow = true
        let edited = false

        for (const [index, step] of path.entries()) {
          const where = `step ${index + 1}: ${step.from} → ${step.event} → ${step.to}`
          const requestsBefore = held.length
          const pendingBefore = await pendingBackups(page)
          const emptyBefore = emptyNow
          const effects = step.effects ?? {}

          if (step.event === 'open') await openDialog(page, testCase)
          else if (step.event === 'close') {
            // Cancel, or Escape while the lead is sending (Cancel is disabled then).
            const cancel = scope.getByRole('button', { name: 'Cancel' })
            if (await cancel.isEnabled()) await cancel.click()
            else await page.keyboard.press('Escape')
          } else if (step.event === 'edit')
            // Each edit really changes the entry: to the case's value, or back to empty when it holds it
            // already (a tour can edit twice; the second must not leave the kept lead's entries as they were).
            await field(scope, testCase.edit.label).fill(edited ? '' : testCase.edit.value)
          else if (step.event === 'submitValid' || step.event === 'submitInvalid') {
            // A press while the lead is on its way is a double click: nothing typed first, and forced, as
            // the button is aria-disabled then (a person can still press it; Playwright would wait for it
            // to be enabled, which happens only once the transport gives up after 15 s: another path).
            const pressedAgain = step.from === 'sending' || step.from === 'resending'
            if (!pressedAgain)
              for (const entry of testCase.entries)
                await fill(scope, entry, step.event === 'submitInvalid' && entry.label === testCase.invalid.label)
            await submit.click({ force: pressedAgain })
          } else {
            const request = held.at(-1)
            expect(request, where).toBeDefined()
            await request?.route.fulfill({
              status: serverAnswers[step.event].status,
              contentType: 'application/json',
              body: JSON.stringify({ id: request.body.id, ...serverAnswers[step.event].body }),
            })
          }

          const expected = testCase.model.states[step.to]
          if (!expected) throw new Error(`no state ${step.to}`)
          if (expected.dialog === 'open') await expect(scope, where).toBeVisible()
          else await expect(scope, where).toBeHidden()
          if (expected.dialog === 'open') {
            const summary = scope.getByRole('alert').filter({ hasText: 'There is a problem' })
            if (expected.summary) await expect(summary, where).toBeVisible()
            else await expect(summary, where).toHaveCount(0)
            await expect(submit, where).toHaveText(expected.busy ? 'Sending…' : testCase.submit)
          }
          const wanted = noticeFor(testCase, effects)
          if (wanted) {
            const toast = page.getByRole('status', { name: wanted.title, exact: true }).last()
            await expect(toast, where).toBeVisible()
            await expect(toast, where).toHaveAccessibleDescription(noticeDescription(wanted.description))
          }
          if (step.event === 'submitInvalid')
            await expect(scope.getByRole('link', { name: testCase.invalid.message }), where).toBeVisible()

          // The held request reaches the route handler a moment after the button shows "Sending…".
          await expect.poll(() => held.length - requestsBefore, `${where}: requests`).toBe(effects.request ? 1 : 0)
          const sent = held.slice(requestsBefore)
          if (effects.request === 'new') expect(ids, where).not.toContain(sent[0]?.body.id)
          if (effects.request === 'same') expect(sent[0]?.body.id, where).toBe(ids.at(-1))
          if (step.event === 'edit') edited = !edited
          if (effects.reset) edited = false
          if (sent[0]) {
            ids.push(sent[0].body.id)
            expect(sent[0].body.data, `${where}: the lead's data`).toEqual(wireOf(testCase, edited))
          }

          await expect.poll(() => pendingBackups(page), where).toBe(pendingBefore + (effects.backups ?? 0))
          if (step.event === 'submitValid' || step.event === 'submitInvalid' || step.event === 'edit') emptyNow = false
          if (effects.reset) {
            expect(emptyBefore, where).toBe(false)
            emptyNow = true
          }
          // What the visitor typed stays through every step but a success (the form is hidden but kept).
          expect(await entriesEmpty(scope, testCase), `${where}: entries`).toBe(emptyNow)
        }
      })
    }
  })
}
