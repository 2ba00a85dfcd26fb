import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { E2E_STAFF } from '../playwright.config'
import { deskCopy } from '../src/features/submissions/desk-copy'
import { axeViolations, openDeskLoggedIn } from './fixtures'

/** A contact lead whose fields carry script payloads; `token` finds it among other tests' leads. */
function hostileLead(token: string) {
  return {
    id: randomUUID(),
    form: 'contact',
    data: {
      name: `<img src=x onerror=alert(1)> ${token}`,
      email: 'xss@example.com',
      phone: '0491 570 156',
      organisation: '=SUM(1,2)',
      message: `<script>alert(2)</script><img src=x onerror="window.__xss=1">\nSecond line ${token}`,
    },
    // A browser-chosen recipient and subject: the server must ignore both.
    to: 'attacker@evil.example',
    subject: 'Injected subject',
    website: '',
  }
}

/** The lead's own table row (the details row, when open, also contains the token, and its own buttons). */
/** A lead's table row, or its card on a phone. */
function leadRow(page: Page, token: string) {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: token })
    .filter({ has: page.getByRole('button', { name: /lead from/ }) })
}

async function logIn(page: Page, password: string = E2E_STAFF.desk.password) {
  await page.goto('/submissions')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled() // the page's code is running
  await page.getByLabel('Email address').fill(E2E_STAFF.desk.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test.describe('lead desk: the submissions list', () => {
  test('the submissions API answers 401 without a session', async ({ request }) => {
    for (const path of ['/api/submissions', '/api/submissions.csv', `/api/submissions/${randomUUID()}`]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(401)
      expect((await res.json()).error).toBeTruthy()
    }
  })

  // Logged out, the prerendered login form stays; with a session, the desk replaces it. Either way, what
  // follows (the local backups) must not move while it is in view.
  for (const withSession of [false, true]) {
    test(`nothing on the page moves as the session check ends, ${withSession ? 'with' : 'without'} a session @mobile`, async ({
      page,
    }) => {
      if (withSession) {
        await openDeskLoggedIn(page)
        await expect(page.getByText(`Logged in as ${E2E_STAFF.desk.name}`)).toBeVisible()
      }
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { __shifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      // The login form is in the prerendered page (the largest paint comes at once, not after the check).
      expect(await (await page.request.get('/submissions')).text()).toContain('Staff login')
      const checked = page.waitForResponse('**/api/admin/session')
      await page.goto('/submissions')
      await checked
      if (withSession) await expect(page.getByText(`Logged in as ${E2E_STAFF.desk.name}`)).toBeVisible()
      else await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
    })
  }

  // Issue 26: the signed-in desk is its own chunk. A visitor (or a staff member not logged in) who opens the
  // page fetches only the login; the desk's code comes with a login.
  test('the login page fetches none of the desk’s own code; a login brings it', async ({ page }) => {
    const manifest = JSON.parse(await readFile('dist/client/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >
    const deskFile = `/${manifest['src/features/submissions/signed-in-desk.tsx']?.file}`
    expect(deskFile).toMatch(/\.js$/)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto('/submissions')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
    await page.waitForLoadState('networkidle')
    expect(fetched).not.toContain(deskFile)
    await page.getByLabel('Email address').fill(E2E_STAFF.desk.email)
    await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF.desk.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible()
    expect(fetched).toContain(deskFile)
  })

  // The first date formatter with a time zone costs the browser its zone data (17-24 ms, ×4 on a slowed
  // phone): the login page has no date to show, so it must not make one while it loads.
  test('the login page makes no date formatter while it loads', async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = []
      Object.assign(window, { __formatters: made })
      const Original = Intl.DateTimeFormat
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          made.push(String(new Error().stack?.split('\n')[2] ?? ''))
          return new target(...args)
        },
      })
    })
    await page.goto('/submissions')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters)).toEqual([])
  })

  test.describe('before the page code runs', () => {
    test.use({ javaScriptEnabled: false })
    test('Enter in the prerendered login form sends nothing: the password never goes into the address', async ({
      page,
    }) => {
      await page.goto('/submissions')
      await page.getByLabel('Email address').fill(E2E_STAFF.desk.email)
      await page.getByLabel('Password', { exact: true }).fill('not-in-the-address')
      await page.getByLabel('Password', { exact: true }).press('Enter')
      await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled()
      await page.waitForLoadState()
      expect(page.url()).not.toContain('not-in-the-address')
      expect(new URL(page.url()).search).toBe('')
    })

    test('the login form carries a note that the desk needs JavaScript, for browsers without it', async ({ page }) => {
      await page.goto('/submissions')
      // Chromium shows <noscript> only when scripting is off in its settings; Playwright's switch stops
      // scripts but leaves the parser treating <noscript> as text. So read the note from the markup.
      const note = page.getByRole('region', { name: 'Staff login' }).locator('noscript')
      await expect(note).toHaveCount(1)
      expect(await note.textContent()).toContain(deskCopy.needsJavaScript)
    })
  })

  test('a wrong password shows an error next to the field', async ({ page }) => {
    await logIn(page, 'not-the-password')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('The email address or password is not correct.')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('shows hostile input as text, opens, filters, exports and logs out', async ({ page, request }) => {
    const token = `e2e-${randomUUID().slice(0, 8)}`
    const lead = hostileLead(token)
    const posted = await request.post('/api/send-email', { data: lead })
    expect(posted.status()).toBe(201)
    expect(await posted.json()).toMatchObject({ id: lead.id, status: 'stored' })

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })

    await logIn(page)
    await expect(page.getByRole('table', { name: 'Leads, soonest due first' })).toBeVisible()
    const row = leadRow(page, token)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`<img src=x onerror=alert(1)> ${token}`)
    await expect(row).toContainText('Contact enquiry')
    await expect(row).toContainText('xss@example.com')

    // Open the lead in full: every field as literal text.
    await row.getByRole('button', { name: new RegExp(`^View lead from .*${token}$`) }).click()
    await expect(page.getByRole('heading', { name: 'What they sent' })).toBeVisible()
    const details = page.locator(`#lead-${lead.id}`)
    await expect(details).toContainText('<script>alert(2)</script><img src=x onerror="window.__xss=1">')
    await expect(details).toContainText(`Second line ${token}`)
    await expect(details).toContainText('New Contact Enquiry') // server subject, not the injected one
    await expect(details).not.toContainText('Injected subject')

    // Nothing was injected or run.
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    await expect(page.locator('script', { hasText: 'alert(2)' })).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()

    // Filter by form.
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Contact enquiry' })
    await expect(
      page.getByRole('table', { name: 'Leads from the Contact enquiry form, soonest due first' }),
    ).toBeVisible()
    await expect(leadRow(page, token)).toHaveCount(1)

    // Export the filtered list as CSV: the lead is there, its formula neutralised.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^leads-contact-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await download.path()) ?? '', 'utf8')
    expect(csv).toContain(token)
    expect(csv).toContain(`"'=SUM(1,2)"`)
    expect(csv).not.toMatch(/(^|,)=SUM/m)

    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Consultation booking' })
    await expect(page.getByRole('status').filter({ hasText: /Consultation booking form/ })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: token })).toHaveCount(0)

    // Log out: back to the login form, and the API is closed to this browser again.
    await page.getByRole('button', { name: 'Log out', exact: true }).click()
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
    expect((await page.request.get('/api/submissions')).status()).toBe(401)

    expect(dialogs).toEqual([])
  })

  // Both widths: the desktop project runs untagged tests, the mobile project those tagged @mobile.
  for (const tag of ['', ' @mobile']) {
    // At 1280 px in `npm test`; the phone in `npm run test:more`.
    const tier = { tag: tag ? ['@more'] : [] }
    test(`has no axe violations logged out${tag}`, tier, async ({ page }) => {
      await page.goto('/submissions')
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Log in' }).click() // empty fields: the error state
      await expect(page.getByRole('alert')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })

    test(`has no axe violations logged in, with a lead open${tag}`, tier, async ({ page, request }) => {
      test.setTimeout(120_000) // two axe runs over the desk's long page on a shared 2-core machine
      const token = `axe-${randomUUID().slice(0, 8)}`
      expect((await request.post('/api/send-email', { data: hostileLead(token) })).status()).toBe(201)
      await openDeskLoggedIn(page)
      const row = leadRow(page, token)
      await expect(row).toHaveCount(1)
      expect(await axeViolations(page)).toEqual([])

      // From the keyboard: on a phone-sized page the site's header and call bar move while Playwright
      // scrolls the desk's long page, and pointer clicks kept landing on moving content.
      await row.getByRole('button', { name: /^View lead from/ }).focus()
      await row.getByRole('button', { name: /^View lead from/ }).press('Enter')
      await expect(page.getByRole('heading', { name: 'What they sent' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
