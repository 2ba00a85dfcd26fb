import { randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { E2E_STAFF } from '../playwright.config'
import { deskTabsCopy } from '../src/content/desk-tabs'
import { axeViolations, expect, openDeskLoggedIn, openLead, postContactLead, test } from './fixtures'

/** A new contact lead from `person`, and two desk tabs of one browser logged in, the second with it open. */
async function twoTabsOnALead(context: BrowserContext, request: APIRequestContext, person: string, phone: string) {
  const token = `tabs-${randomUUID().slice(0, 8)}`
  await postContactLead(request, `${person} ${token}`, `${token}@tabs.example`, phone)
  const first = await context.newPage()
  await openDeskLoggedIn(first, 'desk')
  const second = await context.newPage()
  await second.goto('/submissions')
  await expect(second.getByText(`Logged in as ${E2E_STAFF.desk.name}`)).toBeVisible()
  return { token, first, second, lead: await openLead(second, token) }
}

/**
 * Decision 262: two desk tabs of one browser, as on a shared office computer. Logging out in one takes
 * the leads off the other at once, says why there, and keeps what was typed there for the same account.
 */
test('logging out in one tab takes the leads off the other at once, and its note comes back after logging in again', {
  tag: ['@more'],
}, async ({ context, request }) => {
  const { token, first, second, lead } = await twoTabsOnALead(context, request, 'Tess Tabs', '0491 570 112')
  const { email, password, name } = E2E_STAFF.desk
  await lead.getByRole('textbox', { name: 'Note' }).fill('Half-typed: rang Tess, call back')

  await first.getByRole('button', { name: 'Log out', exact: true }).click()
  const notice = second
    .locator('div[tabindex="-1"]')
    .filter({ hasText: deskTabsCopy.signedOutElsewhere.loggedOut.title })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('alert')).toContainText(deskTabsCopy.keptNote)
  // Nothing of the lead is left on the page, and focus is on the notice, at the top of the login.
  await expect(second.getByText(token)).toHaveCount(0)
  await expect(second.getByText('Half-typed')).toHaveCount(0)
  await expect(notice).toBeFocused()
  expect(await axeViolations(second)).toEqual([])
  await second.keyboard.press('Tab')
  await expect(second.getByLabel('Email address')).toBeFocused()

  // Logging in again here brings the lead back open with the note; the first tab is not logged in with it.
  await second.getByLabel('Email address').fill(email)
  await second.getByLabel('Password').fill(password)
  await second.getByRole('button', { name: 'Log in' }).click()
  await expect(second.getByText(`Logged in as ${name}`)).toBeVisible()
  await expect(second.getByRole('textbox', { name: 'Note' })).toHaveValue('Half-typed: rang Tess, call back')
  await expect(first.getByRole('heading', { name: 'Staff login' })).toBeVisible()
  await expect(first.getByText(`Logged in as ${name}`)).toHaveCount(0)
})

/**
 * Decision 263: a tab asking for the password after its session ended leaves that dialog when the same
 * account logs in in another tab of the browser, and the change it was holding goes with the new session.
 */
test('the "session ended" dialog goes when the same account logs in in another tab, and the waiting note is sent', {
  tag: ['@more'],
}, async ({ context, request }) => {
  const { first, second, lead } = await twoTabsOnALead(context, request, 'Fern Follow', '0491 570 113')
  const { email, password, name } = E2E_STAFF.desk

  // The browser's session ends without either tab doing it (as an idle timeout would).
  const session = (await (await second.request.get('/api/admin/session')).json()) as { csrfToken: string }
  const ended = await second.request.post('/api/admin/logout', {
    headers: { 'x-csrf-token': session.csrfToken },
    data: {},
  })
  expect([ended.status(), await ended.text()]).toEqual([200, '{"authenticated":false}'])
  await lead.getByRole('textbox', { name: 'Note' }).fill('Rang Fern, booked for Tuesday')
  await lead.getByRole('button', { name: 'Add note' }).click()
  const dialog = second.getByRole('dialog', { name: 'Your session has ended' })
  await expect(dialog).toBeVisible()
  // That tab said so to the first, which stopped showing leads.
  await expect(first.getByText(deskTabsCopy.signedOutElsewhere.sessionEnded.title)).toBeVisible()

  await first.getByLabel('Email address').fill(email)
  await first.getByLabel('Password').fill(password)
  await first.getByRole('button', { name: 'Log in' }).click()
  await expect(first.getByText(`Logged in as ${name}`)).toBeVisible()

  // No password asked in the second tab: the dialog goes and the note is added, once.
  await expect(dialog).toBeHidden()
  await expect(lead.getByText('Note added.')).toBeVisible()
  await expect(lead.getByText('Rang Fern, booked for Tuesday')).toHaveCount(1)
  await expect(lead.getByRole('textbox', { name: 'Note' })).toHaveValue('')
  expect(await axeViolations(second)).toEqual([])
})
