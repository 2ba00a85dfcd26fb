import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test'
import { E2E_STAFF } from '../playwright.config'

/** Console errors and warnings a page logs; expected 404s of deliberately unknown paths are ignored. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type())) return
      if (/status of 404/.test(message.text()) && /\/(this-page|no-such|not-a-real)/.test(message.location().url))
        return
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
  },
})

export { expect }

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export async function axeViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page in one pass, instead of once per frame and then again in a new
  // blank page (the site has no frames), and only violations are collected in full: a quarter of the
  // time, with the same violations (issue 23).
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Waits until React has hydrated the prerendered page (the router removes its bootstrap global) and
 * every deferred part (decision 016) is live, as it is once the browser has been idle and the visitor
 * has started to use the page: the lead forms and dialogs come on the first intent (decision 201), so
 * this presses Shift, which does nothing else.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { $_TSR?: unknown }).$_TSR === undefined, null, {
    timeout: 15_000,
  })
  await page.keyboard.press('Shift')
  await page.waitForFunction(
    () => document.querySelectorAll('[data-deferred]:not([data-hydrated])').length === 0,
    null,
    {
      timeout: 15_000,
    },
  )
}

/** Staff log in through the API (an account `npm run staff` made before the server started). */
export async function staffApiLogin(request: APIRequestContext) {
  const { email, password } = E2E_STAFF.desk
  const login = await request.post('/api/admin/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return login
}

/**
 * Opens the desk already logged in: the session comes from the login API, into the page's own cookie
 * jar, so a test about the desk's work does not type a password (the login form has its own tests).
 */
export async function openDeskLoggedIn(page: Page, who: keyof typeof E2E_STAFF = 'desk') {
  const { email, password, name } = E2E_STAFF[who]
  const login = await page.request.post('/api/admin/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  await page.goto('/submissions')
  await expect(page.getByText(`Logged in as ${name}`)).toBeVisible()
}

/** A contact lead sent as a visitor's page sends it, stored (201); `name` carries the token a test searches for. */
export async function postContactLead(request: APIRequestContext, name: string, email: string, phone: string) {
  const res = await request.post('/api/send-email', {
    data: { id: randomUUID(), form: 'contact', data: { name, email, phone, message: 'Call me.' }, website: '' },
  })
  expect(res.status()).toBe(201)
}

/**
 * Searches the desk for the token and opens its lead; returns the open lead's details (the table's row,
 * or the card's details on a phone).
 */
export async function openLead(page: Page, token: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(token)
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  const view = page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })
  await expect(view).toHaveCount(1)
  await view.click()
  const sent = page.getByRole('heading', { name: 'What they sent' })
  await expect(sent).toBeVisible()
  return page.locator('[id^="lead-"]').filter({ has: sent })
}

/** Every lead the desk lists for a query, across its keyset pages. */
export async function allLeads<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const leads: T[] = []
  for (let cursor: string | null = null, pages = 0; pages < 100; pages++) {
    const response = await request.get(`/api/submissions?${query}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(response.status()).toBe(200)
    const page = (await response.json()) as { submissions: T[]; nextCursor: string | null }
    leads.push(...page.submissions)
    cursor = page.nextCursor
    if (!cursor) break
  }
  return leads
}
