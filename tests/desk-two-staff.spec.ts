import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser } from '@playwright/test'
import { axeViolations, expect, openDeskLoggedIn, openLead, postContactLead, test } from './fixtures'

/**
 * Dana and Kim on one lead, each in their own browser, as staff work it: one changes the lead, the other,
 * still looking at the lead as it was, changes it too (decisions 131, 142).
 */

/** Dana and Kim, each logged in in a browser of their own, with the same new lead open. */
async function bothOnOneLead(
  browser: Browser,
  request: APIRequestContext,
  viewport?: { width: number; height: number },
) {
  const token = `two-${randomUUID().slice(0, 8)}`
  await postContactLead(request, `Riley Race ${token}`, `${token}@race.example`, '0491 570 111')
  const options = viewport ? { viewport, isMobile: true, hasTouch: true } : {}
  const dana = await (await browser.newContext(options)).newPage()
  const kim = await (await browser.newContext(options)).newPage()
  await openDeskLoggedIn(dana, 'desk')
  await openDeskLoggedIn(kim, 'kim')
  return { token, dana, kim, danaLead: await openLead(dana, token), kimLead: await openLead(kim, token) }
}

test.describe('two staff on one lead', () => {
  test('a reply refused as stale shows the reply the other sent, and the list row as the lead is now', {
    tag: ['@more'],
  }, async ({ browser, request }) => {
    const { kim, danaLead, kimLead } = await bothOnOneLead(browser, request)
    await danaLead.getByLabel('Message', { exact: true }).fill('Dana wrote this reply first.')
    await danaLead.getByRole('button', { name: 'Send reply' }).click()
    await expect(danaLead.getByText('Reply sent: the lead is marked contacted.')).toBeVisible()

    await kimLead.getByLabel('Message', { exact: true }).fill('Kim wrote this one, not knowing.')
    await kimLead.getByRole('button', { name: 'Send reply' }).click()
    await expect(kimLead.getByText(/Dana Desk replied to them by email/)).toBeVisible()
    await expect(kimLead.getByLabel('Message', { exact: true })).toHaveValue('Kim wrote this one, not knowing.')
    // What Dana sent is there to read before Kim decides to send hers, and the row above agrees.
    await expect(kimLead.getByText('Dana wrote this reply first.')).toBeVisible()
    const row = kim.locator('tbody tr').first()
    await expect(row.getByRole('cell', { name: 'Contacted', exact: true })).toBeVisible()
    await danaLead.page().context().close()
    await kim.context().close()
  })

  test('by keyboard: a refused stage change takes focus to what happened, keeps the reason, and a save keeps focus', {
    tag: ['@more'],
  }, async ({ browser, request }) => {
    const { dana, kim, danaLead, kimLead } = await bothOnOneLead(browser, request)
    await danaLead.getByLabel('Move to stage').selectOption({ label: 'Contacted' })
    await danaLead.getByRole('button', { name: 'Save stage' }).click()
    await expect(danaLead.getByText('Marked contacted.')).toBeVisible()

    // Kim, on the lead as it was, by keyboard alone.
    await kimLead.getByLabel('Move to stage').focus()
    await kimLead.getByLabel('Move to stage').selectOption({ label: 'Not a fit' })
    await kim.keyboard.press('Tab')
    await expect(kimLead.getByLabel('Why is it not a fit?')).toBeFocused()
    await kim.keyboard.type('Outside Victoria')
    await kim.keyboard.press('Tab')
    await expect(kimLead.getByRole('button', { name: 'Save stage' })).toBeFocused()
    await kim.keyboard.press('Enter')

    const notice = kimLead.getByRole('alert').filter({ hasText: 'Your change was not saved.' })
    await expect(notice).toContainText('Your change was not saved.')
    await expect(notice).toContainText('Dana Desk moved it to Contacted')
    await expect(notice).toContainText('Your entries are still in the forms below')
    // Focus is on the notice itself (read out), not dropped to the top of the page.
    await expect(notice.locator('xpath=..')).toBeFocused()
    await expect(kimLead.getByLabel('Why is it not a fit?')).toHaveValue('Outside Victoria')
    expect(await axeViolations(kim)).toEqual([])

    // On from the notice to the kept entry, and save again: focus stays on the button pressed.
    await kim.keyboard.press('Tab')
    await expect(kimLead.getByLabel('Move to stage')).toBeFocused()
    await kim.keyboard.press('Tab')
    await kim.keyboard.press('Tab')
    await expect(kimLead.getByRole('button', { name: 'Save stage' })).toBeFocused()
    await kim.keyboard.press('Enter')
    await expect(kimLead.getByText('Marked not a fit.')).toBeVisible()
    await expect(kimLead.getByRole('button', { name: 'Save stage' })).toBeFocused()
    await dana.context().close()
    await kim.context().close()
  })

  test('on a phone, a refused reply shows why where Kim is looking, keeps her reply, with no axe violations @mobile', {
    tag: ['@more'],
  }, async ({ browser, request }) => {
    const { dana, kim, danaLead, kimLead } = await bothOnOneLead(browser, request, { width: 390, height: 844 })
    await danaLead.getByLabel('Message', { exact: true }).fill('Dana wrote this reply first.')
    await danaLead.getByRole('button', { name: 'Send reply' }).tap()
    await expect(danaLead.getByText('Reply sent: the lead is marked contacted.')).toBeVisible()

    await kimLead.getByLabel('Message', { exact: true }).fill('Kim wrote this one, not knowing.')
    await kimLead.getByRole('button', { name: 'Send reply' }).tap()
    const notice = kimLead.getByRole('alert').filter({ hasText: 'Your change was not saved.' })
    await expect(notice).toContainText('Dana Desk replied to them by email')
    await expect(notice).toBeInViewport()
    await expect(kimLead.getByLabel('Message', { exact: true })).toHaveValue('Kim wrote this one, not knowing.')
    expect(await axeViolations(kim)).toEqual([])
    await dana.context().close()
    await kim.context().close()
  })
})
