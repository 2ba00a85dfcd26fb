import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, openDeskLoggedIn, openLead, test } from './fixtures'

/**
 * Dana and Kim on one lead, each in their own browser, as staff work it: one changes the lead, the other,
 * still looking at the lead as it was, changes it too (decisions 131, 142).
 */

async function postContact(request: APIRequestContext, token: string) {
  const res = await request.post('/api/send-email', {
    data: {
      id: randomUUID(),
      form: 'contact',
      data: { name: `Riley Race ${token}`, email: `${token}@race.example`, phone: '0491 570 111', message: 'Call me.' },
      website: '',
    },
  })
  expect(res.status()).toBe(201)
}

/** Dana and Kim, each logged in in a browser of their own, with the same new lead open. */
async function bothOnOneLead(
  browser: Browser,
  request: APIRequestContext,
  viewport?: { width: number; height: number },
) {
  const token = `two-${randomUUID().slice(0, 8)}`
  await postContact(request, token)
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
})
