import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { type LeadFormCase, leadFormCases, preferredDate } from '../machines/models/lead-form-cases'
import { allLeads, expect, staffApiLogin, test } from './fixtures'
import { field, fill } from './lead-entries'

/**
 * Issue 11: every lead form works with JavaScript off. Each form stands on a page of its own (the
 * target of its lead links); it posts to the lead function, which stores the lead once, mails it once,
 * and answers with the confirmation page, or renders the form again with its errors and the entries.
 * Expectations are written here from the issue and the spec, not read from the code.
 */

test.use({ javaScriptEnabled: false })

/**
 * Where each form stands without JavaScript, and the confirmation page a sent form ends on (the
 * browser keeps the form's fragment across the redirect; the confirmation page has no such anchor).
 */
const PAGES: Record<string, { page: string; sent: RegExp; form: string; staff: string }> = {
  scheduling: {
    page: '/book-a-consultation',
    sent: /\/sent\/consultation-request(#[a-z-]+)?$/,
    form: 'Free consultation booking',
    staff: 'scheduling',
  },
  'signup-modal': {
    page: '/apply?interest=NDIS+Audit+Support',
    sent: /\/sent\/application(#[a-z-]+)?$/,
    form: 'NDIS registration application',
    staff: 'signup-modal',
  },
  contact: {
    page: '/#contact',
    sent: /\/sent\/enquiry(#[a-z-]+)?$/,
    form: 'Free consultation request',
    staff: 'contact',
  },
  'download-guide': {
    page: '/download/registration-readiness-checklist',
    sent: /\/sent\/registration-readiness-checklist(#[a-z-]+)?$/,
    form: 'Free guide download',
    staff: 'download-guide',
  },
  'sell-business': {
    page: '/sell-business',
    sent: /\/sent\/sale-enquiry(#[a-z-]+)?$/,
    form: 'Sell your NDIS business enquiry',
    staff: 'sell-business',
  },
  'buy-business': {
    page: '/buy-business',
    sent: /\/sent\/purchase-enquiry(#[a-z-]+)?$/,
    form: 'Buy an NDIS business enquiry',
    staff: 'buy-business',
  },
}

const cases = leadFormCases.filter((c) => c.kind in PAGES)
const token = () => `nojs${Math.random().toString(36).slice(2, 10)}`

/** The visitor's entries with a token in the first text entry, so this test finds its own lead. */
function entriesWith(testCase: LeadFormCase, mark: string) {
  const first = testCase.entries.findIndex((e) => e.widget === 'text')
  return testCase.entries.map((e, i) => (i === first ? { ...e, value: `${e.value} ${mark}` } : e))
}

async function fillForm(page: Page, testCase: LeadFormCase, mark: string, leaveOut?: string) {
  const form = page.getByRole('form', { name: PAGES[testCase.kind]?.form })
  for (const entry of entriesWith(testCase, mark)) await fill(form, entry, entry.label === leaveOut)
  return form
}

async function adminApi(request: APIRequestContext) {
  await staffApiLogin(request)
  return async (kind: string, mark: string) => {
    const submissions = await allLeads<{ id: string; data?: unknown }>(request, `form=${kind}`)
    return submissions.filter((s) => JSON.stringify(s).includes(mark))
  }
}

/** Mails the outbox wrote (the e2e server has no SMTP: one .eml file per mail) that carry `mark`. */
function mailsWith(mark: string): number {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'))
  } catch {
    return 0
  }
  return files.filter((f) => readFileSync(path.join(outbox, f), 'utf8').includes(mark)).length
}

for (const testCase of cases) {
  const where = PAGES[testCase.kind] as (typeof PAGES)[string]

  // Errors and double submits: the booking form's in `npm test`, the other forms' in `npm run test:more`
  // (one server path for all, decision 015).
  const onlyInMore = { tag: testCase.kind === 'scheduling' ? [] : ['@more'] }
  test.describe(`${testCase.kind} without JavaScript`, () => {
    // The guide posts as the signup form does, /sell-business and /buy-business as the contact form
    // does (one page form): in `npm run test:more`.
    const tier = { tag: ['download-guide', 'sell-business', 'buy-business'].includes(testCase.kind) ? ['@more'] : [] }
    test('valid entries: the confirmation page, one stored lead, one mail', tier, async ({ page, request }) => {
      const mark = token()
      await page.goto(where.page)
      const form = await fillForm(page, testCase, mark)
      await form.getByRole('button', { name: testCase.submit }).click()
      await expect(page).toHaveURL(where.sent)
      await expect(page.getByText(testCase.notices.success.title, { exact: true })).toBeVisible()
      await expect(page.getByText(testCase.notices.success.description, { exact: false })).toBeVisible()
      await expect(page).not.toHaveTitle(/Error/)
      const leadsWith = await adminApi(request)
      expect(await leadsWith(where.staff, mark)).toHaveLength(1)
      await expect.poll(() => mailsWith(mark), { timeout: 15_000 }).toBe(1)
      // The outbox has nothing more to send for it, however long we wait for a second mail.
      await page.waitForTimeout(1500)
      expect(mailsWith(mark)).toBe(1)
    })

    test(
      'invalid entries: the page again, the error summary on top, the entries kept',
      onlyInMore,
      async ({ page, request }) => {
        const mark = token()
        await page.goto(where.page)
        const form = await fillForm(page, testCase, mark, testCase.invalid.label)
        await form.getByRole('button', { name: testCase.submit }).click()
        const again = page.getByRole('form', { name: where.form })
        const summary = again.getByRole('alert').filter({ hasText: 'There is a problem' })
        await expect(summary).toBeVisible()
        // The browser moves focus to it as the page loads (its autofocus), as the page's code would.
        await expect(summary).toBeFocused()
        await expect(summary.getByRole('link', { name: testCase.invalid.message })).toBeVisible()
        // What a screen reader says first: the page's title, which says there is one thing to fix.
        await expect(page).toHaveTitle(/^Error: 1 problem to fix – \S/)
        // A form with a notice of its own for this error (the booking's no-slot notice, spec §8) shows it.
        if (testCase.notices.invalid) {
          await expect(again.getByText(testCase.notices.invalid.title, { exact: true })).toBeVisible()
          await expect(again.getByText(testCase.notices.invalid.description, { exact: true })).toBeVisible()
        }
        for (const entry of entriesWith(testCase, mark)) {
          if (entry.label === testCase.invalid.label || entry.widget !== 'text') continue
          const typed = entry.value === '{preferredDate}' ? preferredDate() : String(entry.value)
          await expect(field(again, entry.label), entry.label).toHaveValue(typed)
        }
        const leadsWith = await adminApi(request)
        expect(await leadsWith(where.staff, mark)).toHaveLength(0)
      },
    )

    test('a double submit stores one lead', onlyInMore, async ({ page, request }) => {
      const mark = token()
      await page.goto(where.page)
      const form = await fillForm(page, testCase, mark)
      // The browser's own post, recorded, then sent a second time exactly as the browser sent it.
      let posted: { url: string; body: string; headers: Record<string, string> } | null = null
      await page.route('**/*', async (route) => {
        const r = route.request()
        if (r.method() === 'POST') posted = { url: r.url(), body: r.postData() ?? '', headers: r.headers() }
        await route.continue()
      })
      await form.getByRole('button', { name: testCase.submit }).click()
      await expect(page).toHaveURL(where.sent)
      expect(posted).not.toBeNull()
      const again = posted as unknown as { url: string; body: string; headers: Record<string, string> }
      const second = await request.post(again.url, {
        headers: { 'content-type': again.headers['content-type'] ?? '', origin: again.headers.origin ?? '' },
        data: again.body,
        maxRedirects: 0,
      })
      expect(second.status()).toBe(303)
      expect(second.headers().location).toMatch(where.sent)
      const leadsWith = await adminApi(request)
      expect(await leadsWith(where.staff, mark)).toHaveLength(1)
    })
  })
}

test('a form post from a foreign origin is refused and nothing is stored', async ({ page, request }) => {
  const testCase = cases.find((c) => c.kind === 'contact') as LeadFormCase
  const mark = token()
  await page.goto('/#contact')
  const form = await fillForm(page, testCase, mark)
  const body = await form.evaluate((f) =>
    new URLSearchParams(new FormData(f as HTMLFormElement) as unknown as Record<string, string>).toString(),
  )
  const refused = await request.post('/', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    data: body,
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(403)
  const sameSite = await request.post('/', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    data: body,
    maxRedirects: 0,
  })
  expect(sameSite.status()).toBe(403)
  const leadsWith = await adminApi(request)
  expect(await leadsWith('contact', mark)).toHaveLength(0)
})

test('every lead link goes to its form page without JavaScript', async ({ page }) => {
  for (const [start, name, target] of [
    ['/', 'Book Free Call', /\/book-a-consultation$/],
    ['/', 'Start Your Registration Journey', /\/apply\?interest=/],
    ['/shop', /^Download free:/, /\/download\//],
    ['/pricing', /^Get a quote for/, /\/apply\?interest=/],
  ] as const) {
    await page.goto(start)
    await page.getByRole('main').getByRole('link', { name }).first().click()
    await expect(page).toHaveURL(target)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('form[method="post"]')).toHaveCount(1)
  }
})

test('without JavaScript the header menus lead to pages that list their links, and the logo strip stands still', {
  tag: '@more',
}, async ({ page }) => {
  // A disclosure needs its script: in its place a link to the page that lists what the menu holds.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/about')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button')).toHaveCount(0)
  await header.getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page).toHaveURL(/\/services$/)
  await page.getByRole('banner').getByRole('link', { name: 'Branding', exact: true }).click()
  await expect(page).toHaveURL(/\/services\/branding-marketing$/)

  // On a phone, Menu leads to the footer's links.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click()
  await expect(page).toHaveURL(/#site-links$/)
  const links = page.getByRole('contentinfo').locator('#site-links')
  await expect(links.getByRole('link', { name: 'Services', exact: true })).toBeInViewport()
  for (const name of ['Pricing', 'Free Resources', 'SELL/BUY NDIS business', 'Contact us'])
    await expect(links.getByRole('link', { name, exact: true })).toBeVisible()

  // Moving content needs a working Pause (WCAG 2.2.2): without one, the strip stands still, every logo shown once.
  const strip = page.getByRole('region', { name: 'Trusted by disability service providers across Australia' })
  await expect(strip.getByRole('button')).toHaveCount(0)
  await expect(page.getByTestId('client-logo-track')).toHaveCSS('animation-name', 'none')
  const logos = strip.getByRole('list').getByRole('img')
  expect(await logos.count()).toBeGreaterThan(3)
  const offScreen = await logos.evaluateAll(
    (imgs) =>
      imgs.filter((img) => {
        const box = img.getBoundingClientRect()
        return box.left < 0 || box.right > document.documentElement.clientWidth
      }).length,
  )
  expect(offScreen, 'logos outside the window, left or right').toBe(0)
})

// Issue 25: what the application page offers before any post, and what its address may put into it.
test.describe('the application page without JavaScript', () => {
  const signup = cases.find((c) => c.kind === 'signup-modal') as LeadFormCase

  test('a visitor who already has clients gives their number on the first page, and it is stored', async ({
    page,
    request,
  }) => {
    const mark = token()
    await page.goto(PAGES['signup-modal']?.page ?? '')
    const form = await fillForm(page, signup, mark)
    await form.getByRole('checkbox', { name: 'I already have clients (participants)' }).check()
    await field(form, 'How many clients do you support?').fill('12')
    await form.getByRole('button', { name: signup.submit }).click()
    await expect(page).toHaveURL(/\/sent\/application/)
    const [lead] = await (await adminApi(request))('signup-modal', mark)
    const detail = await (await request.get(`/api/submissions/${lead?.id}`)).json()
    expect(detail.data).toMatchObject({ hasClients: true, clientCount: '12' })
  })

  test('an interest that is not one of our services falls back to the default, and is not shown', async ({ page }) => {
    const interest = page.locator('input[name="serviceInterest"]')
    await page.goto('/apply')
    const byDefault = await interest.inputValue()
    await page.goto('/apply?interest=Call+0400000000+now+for+refund')
    await expect(page.getByRole('form', { name: 'NDIS registration application' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText('0400000000')
    await expect(interest).toHaveValue(byDefault)
    await page.goto('/apply?interest=NDIS+Audit+Support')
    await expect(interest).toHaveValue('NDIS Audit Support')
  })
})
