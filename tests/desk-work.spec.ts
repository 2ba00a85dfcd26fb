import { randomUUID } from 'node:crypto'
import { E2E_STAFF } from '../playwright.config'
import { axeViolations, expect, openDeskLoggedIn, test } from './fixtures'
import { sidewaysOverflow } from './page-checks'

/** The desk's follow-ups, My day and the promise report (issue 27), in Chromium against `npm start`. */

/** Today on the support hours' clock (AEST, UTC+10 all year), YYYY-MM-DD. */
const todayAest = () => new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 10)

test('a follow-up set from the keyboard shows in My day, whose lead opens in place; the report reads by keyboard; no axe violations', async ({
  page,
  request,
  consoleProblems,
}) => {
  test.setTimeout(120_000) // four axe runs over the desk on a shared 2-core machine
  const token = `day-${randomUUID().slice(0, 8)}`
  const lead = {
    id: randomUUID(),
    form: 'contact',
    website: '',
    data: {
      name: `Robin ${token}`,
      email: `${token}@example.com`,
      phone: '0491 570 156',
      organisation: '',
      message: 'We would like help with our registration.',
    },
  }
  expect((await request.post('/api/send-email', { data: lead })).status()).toBe(201)

  await openDeskLoggedIn(page)
  await page.getByRole('searchbox', { name: 'Search' }).fill(token)
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  const view = page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })
  await expect(view).toHaveCount(1)
  await view.focus()
  await view.press('Enter')
  const date = page.getByLabel('Follow-up date')
  await date.fill(todayAest())
  await page.getByLabel('What to follow up (optional)').fill(`Ring ${token} back`)
  await page.getByRole('button', { name: 'Save follow-up' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Follow-up saved.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: /set a follow-up for .*, any time/ })).toHaveCount(1)

  // The desk's view links, from the keyboard.
  await page.getByRole('link', { name: 'My day' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/submissions\/my-day$/)
  const followUps = page.getByRole('list', { name: 'Follow-ups due' })
  const card = followUps.getByRole('listitem').filter({ hasText: token })
  await expect(card).toContainText(`any time · Ring ${token} back`)
  expect(await axeViolations(page)).toEqual([])
  await card.getByRole('button', { name: /^View lead from/ }).focus()
  await page.keyboard.press('Enter')
  await expect(card.getByRole('heading', { name: 'What they sent' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'How well we keep our word' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/submissions\/report$/)
  const whole = page.getByRole('table', { name: 'The whole range' })
  await expect(whole.getByRole('row', { name: /^All forms/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const from = page.getByLabel('From')
  await from.fill(todayAest())
  await from.press('Enter')
  await expect(page).toHaveURL(new RegExp(`from=${todayAest()}`))
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/desk/promise-report\\.csv\\?from=${todayAest()}&to=`),
  )
  // The week this lead came in counts it.
  await expect(page.getByRole('table', { name: 'Week by week' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleProblems).toEqual([])
})

test('on a phone My day lists cards and the report scrolls only inside its tables, with no axe violations @mobile', {
  tag: ['@more'],
}, async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = `phone-${randomUUID().slice(0, 8)}`
  const id = randomUUID()
  const data = {
    name: `Robin ${token}`,
    email: `${token}@example.com`,
    phone: '0491 570 156',
    organisation: '',
    message: 'We would like help with our registration.',
  }
  expect((await request.post('/api/send-email', { data: { id, form: 'contact', website: '', data } })).status()).toBe(
    201,
  )
  const { email, password, name } = E2E_STAFF.desk
  const login = await page.request.post('/api/admin/login', { data: { email, password } })
  const { csrfToken } = (await login.json()) as { csrfToken: string }
  const lead = (await (await page.request.get(`/api/submissions/${id}`)).json()) as { version: number }
  const saved = await page.request.post(`/api/submissions/${id}/follow-up`, {
    data: { date: todayAest(), time: '', note: '', version: lead.version },
    headers: { 'x-csrf-token': csrfToken },
  })
  expect(saved.status()).toBe(200)

  await page.goto('/submissions/my-day')
  await expect(page.getByText(`Logged in as ${name}`)).toBeVisible()
  const card = page.getByRole('list', { name: 'Follow-ups due' }).getByRole('listitem').filter({ hasText: token })
  await expect(card.getByRole('button', { name: /^View lead from/ })).toBeVisible()
  expect(await sidewaysOverflow(page)).toEqual({ out: [], scrollsBy: 0 })
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/submissions/report')
  await expect(page.getByRole('table', { name: 'The whole range' })).toBeVisible()
  expect(await sidewaysOverflow(page)).toEqual({ out: [], scrollsBy: 0 })
  expect(await axeViolations(page)).toEqual([])
})
