import { randomUUID } from 'node:crypto'
import { E2E_STAFF } from '../playwright.config'
import { deskTabsCopy } from '../src/content/desk-tabs'
import { axeViolations, expect, openDeskLoggedIn, openLead, postContactLead, test } from './fixtures'

/**
 * Decision 262: two desk tabs of one browser, as on a shared office computer. Logging out in one takes
 * the leads off the other at once, says why there, and keeps what was typed there for the same account.
 */
test('logging out in one tab takes the leads off the other at once, and its note comes back after logging in again', {
  tag: ['@more'],
}, async ({ context, request }) => {
  const token = `tabs-${randomUUID().slice(0, 8)}`
  await postContactLead(request, `Tess Tabs ${token}`, `${token}@tabs.example`, '0491 570 112')
  const { email, password, name } = E2E_STAFF.desk
  const first = await context.newPage()
  await openDeskLoggedIn(first, 'desk')
  const second = await context.newPage()
  await second.goto('/submissions')
  await expect(second.getByText(`Logged in as ${name}`)).toBeVisible()
  const lead = await openLead(second, token)
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
