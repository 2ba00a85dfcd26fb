import { randomUUID } from 'node:crypto'
import { E2E_STAFF } from '../playwright.config'
import { addresses, headerText, outboxMails, type ParsedMail, referencesOf } from '../server/mail-check'
import { inSupportHours } from '../server/reminders'
import { site } from '../src/content/site'
import { axeViolations, expect, openDeskLoggedIn, test } from './fixtures'

/** The desk's mail (issue 27) in Chromium against `npm start`: the .eml outbox read with mailparser. */

const DATA_DIR = process.env.E2E_DATA_DIR ?? ''
const DOMAIN = 'bluegumconsulting.example'

async function mailsWhere(match: (mail: ParsedMail) => boolean, count: number) {
  let found: ParsedMail[] = []
  await expect
    .poll(
      async () => {
        found = (await outboxMails(DATA_DIR)).filter(match)
        return found.length
      },
      { timeout: 15_000 },
    )
    .toBe(count)
  return found
}

test('a lead arrives, staff are told, a reply from its template leaves threaded and the clock stops', async ({
  page,
  request,
  consoleProblems,
}) => {
  const token = `reply-${randomUUID().slice(0, 8)}`
  const id = randomUUID()
  const arrivedInHours = inSupportHours(new Date())
  const res = await request.post('/api/send-email', {
    data: {
      id,
      form: 'contact',
      website: '',
      data: {
        name: `Priya Raman ${token}`,
        email: `${token}@raman.example`,
        phone: '0491 570 110',
        organisation: 'Wattle Care',
        message: 'Please call me about registration.',
      },
    },
  })
  expect(res.status()).toBe(201)

  // The lead's own mail, then the arrival reminder: nobody owns it, so every member of staff gets one,
  // but only when it arrived in support hours (outside them the morning digest lists it).
  await mailsWhere((m) => m.messageId === `<lead-${id}@${DOMAIN}>`, 1)
  const everyStaff = Object.values(E2E_STAFF).map((s) => s.email)
  const arrivals = await mailsWhere(
    (m) => headerText(m, 'x-reminder') === 'arrival' && headerText(m, 'x-lead-id') === id,
    arrivedInHours ? everyStaff.length : 0,
  )
  expect(arrivals.flatMap((m) => addresses(m.to).map((a) => a.address)).sort()).toEqual(
    arrivedInHours ? everyStaff.sort() : [],
  )

  await openDeskLoggedIn(page)
  // The promise report's "contacted within the promise" for enquiries, today (Melbourne), from the desk's session.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date())
  const keptToday = async () => {
    const csv = await (await page.request.get(`/api/desk/promise-report.csv?from=${today}&to=${today}`)).text()
    const header =
      csv
        .replace(/^\uFEFF/, '')
        .split('\n')[0]
        ?.split(',') ?? []
    const enquiries = csv.split('\n').find((line) => line.startsWith('All weeks,Contact enquiry,'))
    return Number(enquiries?.split(',')[header.indexOf('Contacted within the promise')] ?? 0)
  }
  const keptBefore = await keptToday()
  await page.getByRole('searchbox', { name: 'Search' }).fill(token)
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  const row = page
    .getByRole('row')
    .filter({ hasText: token })
    .filter({ has: page.getByRole('button', { name: /lead from/ }) })
  await expect(row.getByText(/^(Due .+ AEST, .+ left|Overdue by .+)$/)).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) }).click()
  const lead = page.locator('tr[id^="lead-"]')
  const reply = lead.getByRole('region', { name: 'Reply by email' })
  await expect(reply.getByLabel('Subject')).toHaveValue('Your NDIS registration enquiry')
  await expect(reply.getByLabel('Message')).toHaveValue(/^Hello Priya,\n\n/)
  await expect(reply.getByLabel('Message')).toHaveValue(new RegExp(`${E2E_STAFF.desk.name}\\n${site.name}`))
  await reply.getByLabel('Message').press('ControlOrMeta+Home')
  await reply.getByLabel('Message').pressSequentially('Thanks Priya. ')

  await reply.getByRole('button', { name: 'Preview' }).click()
  const preview = lead.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText(`<lead-${id}@${DOMAIN}>`)
  await expect(preview).toContainText(`${site.name} <website@${DOMAIN}>`)
  expect(await axeViolations(page, 'tr[id^="lead-"]')).toEqual([])

  // A double click sends one reply.
  await reply.getByRole('button', { name: 'Send reply' }).dblclick()
  await expect(lead.getByRole('status').filter({ hasText: 'Reply sent: the lead is marked contacted.' })).toBeVisible()
  await expect(lead.getByText('Stage: Contacted')).toBeVisible()
  await expect(lead.getByRole('listitem').filter({ hasText: `${E2E_STAFF.desk.name} replied by email` })).toHaveCount(1)
  // The clock stopped: the row shows no due time any more.
  await expect(row).toContainText('Contacted')
  await expect(row.getByText(/^(Due .+ AEST, .+ left|Overdue by .+)$/)).toHaveCount(0)

  const [sent] = await mailsWhere((m) => m.inReplyTo === `<lead-${id}@${DOMAIN}>`, 1)
  if (!sent) throw new Error('no reply in the outbox')
  expect(addresses(sent.from)).toEqual([{ name: site.name, address: `website@${DOMAIN}` }])
  expect(addresses(sent.to)).toEqual([{ name: `Priya Raman ${token}`, address: `${token}@raman.example` }])
  expect(addresses(sent.replyTo)).toEqual([{ name: '', address: 'leads@bluegumconsulting.example' }])
  expect(referencesOf(sent)).toEqual([`<lead-${id}@${DOMAIN}>`])
  expect(sent.subject).toBe('Your NDIS registration enquiry')
  expect(sent.text).toMatch(/^Thanks Priya\. Hello Priya,/)
  expect(String(sent.html)).toContain('<p>Thanks Priya. Hello Priya,</p>')
  // The report counts it as a promise kept.
  expect(await keptToday()).toBe(keptBefore + 1)
  expect(consoleProblems).toEqual([])
})
