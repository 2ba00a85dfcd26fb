import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { E2E_STAFF } from '../playwright.config'
import { expect, openDeskLoggedIn, test } from './fixtures'
import { sidewaysOverflow } from './page-checks'

/**
 * What staff and visitors type, as the desk draws it: words longer than any line, and right-to-left
 * overrides (U+202E) in the text staff write, next to the desk's own words.
 */

const RLO = '\u202e'
/** A day the follow-up can be set on: three days ahead. */
const soon = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

/** Kim, through the API, in a request context of its own: the changes another member of staff made. */
async function asKim(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', {
    data: { email: E2E_STAFF.kim.email, password: E2E_STAFF.kim.password },
  })
  expect(login.status()).toBe(200)
  const { csrfToken } = (await login.json()) as { csrfToken: string }
  const headers = { 'x-csrf-token': csrfToken }
  const version = async (id: string) =>
    ((await (await request.get(`/api/submissions/${id}`)).json()) as { version: number }).version
  return {
    async post(id: string, path: string, body: (version: number) => Record<string, unknown>) {
      const res = await request.post(`/api/submissions/${id}/${path}`, { headers, data: body(await version(id)) })
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
    },
  }
}

/** A contact lead worked by Kim with the given text in every field staff write, then archived. */
async function workedLead(
  request: APIRequestContext,
  token: string,
  text: { message: string; note: string; reason: string; followUp: string; reply: string },
) {
  const id = randomUUID()
  const res = await request.post('/api/send-email', {
    data: {
      id,
      form: 'contact',
      data: {
        name: `Riley Words ${token}`,
        email: `${token}@words.example`,
        phone: '0491 570 111',
        organisation: 'Wattle Care',
        message: text.message,
      },
      website: '',
    },
  })
  expect(res.status()).toBe(201)
  const kim = await asKim(request)
  // Archived first (as not a fit, its reason kept), before anything long shows on its card: out of the
  // everyday list, whose other tests find no word longer than a line there (decision 140).
  await kim.post(id, 'stage', (version) => ({ version, stage: 'not-fit', reason: text.reason }))
  await kim.post(id, 'stage', (version) => ({ version, stage: 'archived' }))
  await kim.post(id, 'notes', () => ({ text: text.note, key: randomUUID() }))
  await kim.post(id, 'reply', (version) => ({
    version,
    subject: 'About your enquiry',
    body: text.reply,
    key: randomUUID(),
  }))
  await kim.post(id, 'follow-up', (version) => ({ version, date: soon(), note: text.followUp }))
  return id
}

/** The lead's card or row details, opened from the list filtered to it. */
async function openWorkedLead(page: Page, token: string): Promise<Locator> {
  await openDeskLoggedIn(page)
  await page.goto(`/submissions?stage=archived&q=${token}`)
  const view = page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })
  await expect(view).toHaveCount(1)
  await view.click()
  const sent = page.getByRole('heading', { name: 'What they sent' })
  await expect(sent).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Replies sent' })).toBeVisible()
  return page.locator('[id^="lead-"]').filter({ has: sent })
}

/** Every element of the open lead that reaches past its panel's right edge. */
function pastThePanel(details: Locator) {
  return details.evaluate((root) => {
    const panel = root.querySelector('h3')?.parentElement ?? root
    const edge = panel.getBoundingClientRect().right
    return [...panel.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > edge + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
      .slice(0, 10)
  })
}

for (const tag of ['', ' @mobile']) {
  test(`a word longer than the line stays inside the lead, in every part staff write${tag}`, async ({
    page,
    request,
  }) => {
    const token = `words-${randomUUID().slice(0, 8)}`
    const long = (letter: string, n: number) => letter.repeat(n)
    await workedLead(request, token, {
      message: long('m', 600),
      note: long('n', 600),
      reason: long('r', 300),
      followUp: long('f', 300),
      reply: long('b', 600),
    })
    // On a phone the card alone, before it opens, held the follow-up's note on one line 2000 px wide.
    if (tag) {
      await openDeskLoggedIn(page)
      await page.goto(`/submissions?stage=archived&q=${token}`)
      await expect(page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })).toBeVisible()
      expect((await sidewaysOverflow(page)).out).toEqual([])
    }
    const details = await openWorkedLead(page, token)
    expect(await pastThePanel(details)).toEqual([])
    if (tag) expect((await sidewaysOverflow(page)).out).toEqual([])
  })
}

test('a right-to-left override in staff text turns only that text, never the desk’s words after it', async ({
  page,
  request,
}) => {
  const token = `bidi-${randomUUID().slice(0, 8)}`
  // Read backwards after the override, each says something the desk did not: "Owner: Olive Owner".
  const spoof = `${RLO}renwO evilO :renwO`
  await workedLead(request, token, {
    message: 'Call me.',
    note: `rang ${spoof}`,
    reason: `too far ${spoof}`,
    followUp: `ring ${spoof}`,
    reply: 'Hello',
  })
  const details = await openWorkedLead(page, token)
  // The desk's own "Owner:" after the reason is drawn after the whole reason, left to right as written.
  const order = await details.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    let reason: Text | null = null
    let owner: Text | null = null
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      if (!reason && text.data.includes('too far')) reason = text
      else if (reason && !owner && text.data.includes('Owner:')) owner = text
    }
    if (!reason || !owner) return null
    const box = (node: Text, from: number, to: number) => {
      const range = document.createRange()
      range.setStart(node, from)
      range.setEnd(node, to)
      return range.getBoundingClientRect()
    }
    const at = owner.data.indexOf('Owner:')
    return {
      reasonRight: Math.max(...[...Array(reason.data.length).keys()].map((i) => box(reason, i, i + 1).right)),
      ownerLeft: box(owner, at, at + 'Owner:'.length).left,
    }
  })
  expect(order).not.toBeNull()
  expect(order?.ownerLeft).toBeGreaterThanOrEqual((order?.reasonRight ?? 0) - 1)
  for (const text of [`too far ${spoof}`, `rang ${spoof}`])
    await expect(details.locator('bdi').filter({ hasText: text })).toHaveCount(1)
  await expect(details.locator('bdi').filter({ hasText: `ring ${spoof}` })).toHaveCount(1)
})
