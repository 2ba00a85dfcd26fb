import { readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { E2E_STAFF } from '../playwright.config'
import { runStaffCommand } from '../scripts/staff-process'
import { parseMail } from '../server/mail-parse'
import { loginCodeCopy } from '../src/content/desk-login-code'
import { axeViolations, expect, openDeskLoggedIn, test } from './fixtures'

/**
 * Issue 24: the desk's login under attack, and the account commands while the server runs, against
 * `npm start` as staff meet them. The attacker comes from other loopback addresses (127.0.0.x) than the
 * browsers (127.0.0.1), as from another network: the server sees each as its own client.
 */

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
const lee = E2E_STAFF.lee

/** A login sent from another address, as an attacker's script sends it: status and Retry-After. */
function loginFrom(address: string, password: string): Promise<{ status: number; retryAfter: string | null }> {
  const url = new URL('/api/admin/login', test.info().project.use.baseURL)
  const body = JSON.stringify({ email: lee.email, password })
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] ?? null }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function fillLogin(page: Page) {
  await page.goto('/submissions')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled() // the page's code is running
  await page.getByLabel('Email address').fill(lee.email)
  await page.getByLabel('Password', { exact: true }).fill(lee.password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
}

/**
 * The code in the newest login code mail to Lee, as the outbox wrote it. The attacker's own tries from a
 * fresh address may be what sent it: any live code works, whoever caused its mail.
 */
async function mailedCode(): Promise<string> {
  let code = ''
  await expect
    .poll(
      () => {
        const newest = readdirSync(OUTBOX)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => path.join(OUTBOX, f))
          .map((f) => ({ at: statSync(f).mtimeMs, mail: parseMail(readFileSync(f, 'utf8')) }))
          .filter(
            ({ mail }) => mail.subject === loginCodeCopy.mailSubject && mail.headers.get('to')?.includes(lee.email),
          )
          .sort((a, b) => b.at - a.at)[0]
        code = /\b[A-Z2-9]{4}-[A-Z2-9]{4}\b/.exec(newest?.mail.text ?? '')?.[0] ?? ''
        return code
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  return code
}

async function newBrowser(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test.describe
  .serial('an attack on one staff account', () => {
    test('40 wrong passwords at once: at most 5 are checked, the rest are told when to retry; Lee’s own browser still logs in', async ({
      browser,
    }) => {
      const own = await newBrowser(browser)
      await fillLogin(own.page) // before the attack: this browser is now one the desk knows
      await expect(own.page.getByText(`Logged in as ${lee.name}`)).toBeVisible()
      await own.context.clearCookies({ name: 'admin_session' }) // as after closing the browser

      const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => loginFrom('127.0.0.66', `guess ${n}`)))
      const checked = answers.filter((a) => a.status === 401)
      const held = answers.filter((a) => a.status === 429)
      expect(checked.length + held.length).toBe(40)
      expect(checked.length).toBeLessThanOrEqual(5)
      for (const answer of held) expect(Number(answer.retryAfter)).toBeGreaterThan(0)

      await fillLogin(own.page)
      await expect(own.page.getByText(`Logged in as ${lee.name}`)).toBeVisible()
      await own.context.close()
    })

    test('a new browser during the attack: the form asks for the emailed code, and Lee gets in with it by keyboard', async ({
      browser,
    }) => {
      // The attacker keeps at it from another address.
      for (let i = 0; i < 30; i++) await loginFrom('127.0.0.67', `guess ${i}`)
      const { context, page } = await newBrowser(browser)
      await fillLogin(page)
      await expect(page.getByRole('alert')).toContainText(loginCodeCopy.codeNeeded)
      const codeField = page.getByLabel(loginCodeCopy.fieldLabel)
      await expect(codeField).toBeFocused()
      await expect(codeField).toHaveAccessibleDescription(new RegExp(loginCodeCopy.fieldHint.slice(0, 30)))
      expect(await axeViolations(page, 'main')).toEqual([])

      // A wrong code: said at the field, which keeps the focus, and the password is kept.
      await page.keyboard.type('ABCD-EFGH')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('alert')).toContainText(loginCodeCopy.codeWrong)
      await expect(codeField).toHaveAttribute('aria-invalid', 'true')
      await expect(codeField).toBeFocused()
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(lee.password)

      const code = await mailedCode()
      await page.keyboard.type(code.toLowerCase()) // the wrong code is selected: typing replaces it
      await page.keyboard.press('Enter')
      await expect(page.getByText(`Logged in as ${lee.name}`)).toBeVisible()
      // The attack is still held off, and the code is spent.
      expect((await loginFrom('127.0.0.68', lee.password)).status).toBe(429)
      await context.close()
    })
  })

/** `npm run staff -- …` as someone on the server's machine runs it, while `npm start` runs. */
const staffCommand = (args: string[], input?: string) =>
  runStaffCommand(args, { DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' }, input)

// @more (decision 130): scripts/staff.test.ts already sees the refusal with real processes on a held store;
// this adds the running server and an open session, at about 10 s for three npm processes.
test('account commands while the server runs on the embedded store: each refuses and says why, and nothing changes', {
  tag: '@more',
}, async ({ page }) => {
  const kim = E2E_STAFF.kim
  await openDeskLoggedIn(page, 'kim')
  const refused = /Nothing was changed\. The embedded store .* is open in another process \(pid \d+\).*Stop it first/s
  const disable = await staffCommand(['disable', kim.email])
  expect(disable).toMatchObject({ code: 1, out: expect.stringMatching(refused) })
  // Kim's open session goes on, as the message said: nothing was changed.
  await page.reload()
  await expect(page.getByText(`Logged in as ${kim.name}`)).toBeVisible()

  const add = await staffCommand(['add', 'sam@bluegumconsulting.example', 'Sam Ng'], 'e2e quokka teapot harbour\n')
  expect(add).toMatchObject({ code: 1, out: expect.stringMatching(refused) })
  const reset = await staffCommand(['reset-password', kim.email], 'e2e quokka teapot harbour\n')
  expect(reset).toMatchObject({ code: 1, out: expect.stringMatching(refused) })
  const staff = (await (await page.request.get('/api/staff')).json()) as { staff: { email: string }[] }
  expect(staff.staff.map((s) => s.email)).not.toContain('sam@bluegumconsulting.example')
  // The old password still works: the reset did not happen.
  expect(
    (await page.request.post('/api/admin/login', { data: { email: kim.email, password: kim.password } })).status(),
  ).toBe(200)
})
