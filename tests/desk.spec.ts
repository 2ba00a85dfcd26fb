import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { E2E_STAFF } from '../playwright.config'
import { bookableDayFrom } from '../server/booking'
import { parseMail } from '../server/mail-parse'
import { allLeads, axeViolations, expect, openDeskLoggedIn, openLead, test } from './fixtures'
import { brokenWords, sidewaysOverflow } from './page-checks'

/** The staff journeys of issue 13, in Chromium against `npm start` (the embedded store, .eml outbox). */

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
/** A week ahead, or the next weekday after it that is not a holiday: staff may book and move it. */
const inAWeek = () => bookableDayFrom(7, 'AWST', new Date())

async function postLead(request: APIRequestContext, form: string, data: Record<string, unknown>) {
  const id = randomUUID()
  const res = await request.post('/api/send-email', { data: { id, form, data, website: '' } })
  expect(res.status()).toBe(201)
  return id
}

const consultation = (token: string) => ({
  name: `Jo Bloggs ${token}`,
  email: `${token}@bloggs.example`,
  phone: '0491 570 157',
  organisation: `Bloggs Care ${token}`,
  preferredService: 'audit-support',
  preferredDate: inAWeek(),
  preferredTimeSlots: ['9-10 AM', '2-3 PM'],
  timezone: 'AWST',
  consultationType: 'video',
  additionalNotes: '',
})

async function logIn(page: Page, who: keyof typeof E2E_STAFF = 'desk') {
  await page.goto('/submissions')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled() // the page's code is running
  await page.getByLabel('Email address').fill(E2E_STAFF[who].email)
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF[who].password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page.getByText(`Logged in as ${E2E_STAFF[who].name}`)).toBeVisible()
}

/** The invitations in the outbox for one address, parsed as a calendar program reads them. */
async function invitationsFor(email: string, count: number) {
  let found: ReturnType<typeof readInvitation>[] = []
  await expect
    .poll(
      () => {
        found = readdirSync(OUTBOX)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(OUTBOX, f), 'utf8'))
          .filter((raw) => raw.includes(email) && raw.includes('text/calendar'))
          .map(readInvitation)
          .filter((m) => m.to.includes(email))
        return found.length
      },
      { timeout: 15_000 },
    )
    .toBe(count)
  return found.sort((a, b) => a.event.sequence - b.event.sequence)
}

function readInvitation(raw: string) {
  const mail = parseMail(raw)
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('No VEVENT in the invitation')
  const event = new ICAL.Event(vevent)
  return {
    to: mail.headers.get('to') ?? '',
    subject: mail.subject,
    method: String(calendar.getFirstPropertyValue('method')),
    event: {
      uid: event.uid,
      sequence: event.sequence,
      tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid')),
      local: event.startDate.toString(),
      utc: event.startDate.toJSDate().toISOString(),
      attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
    },
  }
}

test.describe('lead desk journeys', () => {
  test('log in, take a new lead, add a note and mark it contacted', async ({ page, request, consoleProblems }) => {
    const token = `take-${randomUUID().slice(0, 8)}`
    await postLead(request, 'contact', {
      name: `Priya Raman ${token}`,
      email: `${token}@raman.example`,
      phone: '0491 570 110',
      organisation: 'Wattle Care',
      message: 'Please call me about registration.',
    })
    await logIn(page)
    const row = page
      .getByRole('row')
      .filter({ hasText: token })
      .filter({ has: page.getByRole('button', { name: /lead from/ }) })
    await page.getByRole('searchbox', { name: 'Search' }).fill(token)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    // A new enquiry: due within 4 support hours, shown as a due time and the clock hours left.
    await expect(row.getByText(/^(Due .+ AEST, .+ left|Overdue by .+)$/)).toBeVisible()
    await expect(row).toContainText('New')
    const lead = await openLead(page, token)

    await lead.getByRole('combobox', { name: 'Owner' }).selectOption({ label: E2E_STAFF.desk.name })
    await lead.getByRole('button', { name: 'Save owner' }).click()
    await expect(lead.getByRole('status').filter({ hasText: 'Owner saved.' })).toBeVisible()

    await lead.getByLabel('Note', { exact: true }).fill('Called, left a voicemail <b>Tuesday</b>')
    await lead.getByRole('button', { name: 'Add note' }).click()
    await expect(lead.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
    await expect(lead.getByText('Called, left a voicemail <b>Tuesday</b>')).toBeVisible()

    await lead.getByLabel('Move to stage').selectOption({ label: 'Contacted' })
    await lead.getByRole('button', { name: 'Save stage' }).click()
    await expect(lead.getByText('Stage: Contacted')).toBeVisible()
    await expect(
      lead.getByRole('listitem').filter({ hasText: `${E2E_STAFF.desk.name} moved it from New to Contacted` }),
    ).toBeVisible()
    await expect(lead.getByRole('listitem').filter({ hasText: `${E2E_STAFF.desk.name} added a note` })).toBeVisible()
    // The clock stopped, and the list shows the lead as mine and contacted.
    await expect(row).toContainText('Contacted')
    await expect(row).toContainText(E2E_STAFF.desk.name)
    await page.getByRole('search').getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Me' })
    await expect(row).toHaveCount(1)
    expect(consoleProblems).toEqual([])
  })

  test('confirm a booking: the invitation is in the prospect’s zone; reschedule it', async ({ page, request }) => {
    const token = `book-${randomUUID().slice(0, 8)}`
    const data = consultation(token)
    await postLead(request, 'scheduling', data)
    await openDeskLoggedIn(page)
    const lead = await openLead(page, token)
    await lead.getByRole('radio', { name: '2-3 PM' }).check()
    await lead.getByLabel('Consultation type').selectOption('video')
    await lead.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(lead.getByRole('status').filter({ hasText: 'Booked: the invitation is on its way.' })).toBeVisible()
    await expect(lead.getByText('Stage: Booked')).toBeVisible()

    const [booked] = await invitationsFor(data.email, 1)
    expect(booked?.subject).toMatch(/^Your consultation is booked: /)
    expect(booked?.method).toBe('REQUEST')
    expect(booked?.event).toMatchObject({
      sequence: 0,
      tzid: 'Australia/Perth',
      local: `${data.preferredDate}T14:00:00`,
      utc: `${data.preferredDate}T06:00:00.000Z`, // 2 PM in Perth (UTC+8)
      attendees: [`mailto:${data.email}`],
    })
    expect(booked?.event.uid).toMatch(/@/)

    // Reschedule: same UID, SEQUENCE 1.
    await lead.getByRole('radio', { name: '9-10 AM' }).check()
    await lead.getByRole('button', { name: 'Reschedule' }).click()
    await expect(lead.getByRole('status').filter({ hasText: 'Rescheduled' })).toBeVisible()
    const [, moved] = await invitationsFor(data.email, 2)
    expect(moved?.subject).toMatch(/^Your consultation has moved: /)
    expect(moved?.event).toMatchObject({ uid: booked?.event.uid, sequence: 1, local: `${data.preferredDate}T09:00:00` })
  })

  test('erase a person: their leads and emails go, the audit record stays without them', async ({ page, request }) => {
    const token = `erase-${randomUUID().slice(0, 8)}`
    const email = `${token}@erase.example`
    const id = await postLead(request, 'contact', {
      name: `Erin Erasure ${token}`,
      email,
      phone: '0491 570 158',
      organisation: '',
      message: 'Please delete me later.',
    })
    await expect.poll(() => existsSync(path.join(OUTBOX, `${id}.eml`)), { timeout: 15_000 }).toBe(true)
    await openDeskLoggedIn(page)
    await page.getByLabel('Their email address').fill(email)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download their information' }).click(),
    ])
    const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'))
    expect(exported.leads).toHaveLength(1)

    await page.getByLabel('To erase, type the address again').fill(email)
    await page.getByRole('button', { name: 'Erase this person' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Erased 1 lead for good.' })).toBeVisible()
    expect(existsSync(path.join(OUTBOX, `${id}.eml`))).toBe(false)
    await page.getByRole('searchbox', { name: 'Search' }).fill(token)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'No leads' })).toBeVisible()

    await page.getByRole('button', { name: 'Show the audit log' }).click()
    const audit = page.getByRole('table', { name: 'Audit log, newest first' })
    await expect(audit.getByRole('row').filter({ hasText: id })).toContainText('erased the lead on request')
    await expect(audit).not.toContainText(token)
  })

  test('log out everywhere ends the session on every device', async ({ browser }) => {
    // Two browsers of one person: separate contexts share no cookies.
    const laptop = await (await browser.newContext()).newPage()
    const phoneContext = await browser.newContext()
    const phonePage = await phoneContext.newPage()
    await openDeskLoggedIn(laptop, 'kim')
    await openDeskLoggedIn(phonePage, 'kim')
    await phonePage.getByRole('button', { name: 'Log out everywhere' }).click()
    await expect(phonePage.getByRole('heading', { name: 'Staff login' })).toBeVisible()
    // The laptop's session is gone too: its next request is refused and the desk asks to log in.
    expect((await laptop.request.get('/api/submissions')).status()).toBe(401)
    await laptop.reload()
    await expect(laptop.getByRole('heading', { name: 'Staff login' })).toBeVisible()
    await laptop.context().close()
    await phoneContext.close()
  })

  test('works by keyboard alone: find a lead, open it, add a note', async ({ page, request }) => {
    const token = `keys-${randomUUID().slice(0, 8)}`
    await postLead(request, 'contact', {
      name: `Kai Keys ${token}`,
      email: `${token}@keys.example`,
      phone: '0491 570 159',
      organisation: '',
      message: 'Keyboard only.',
    })
    await page.goto('/submissions')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 60; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return
        await page.keyboard.press('Tab')
      }
      throw new Error('Not reachable by Tab')
    }
    await tabTo(page.getByLabel('Email address'))
    await page.keyboard.type(E2E_STAFF.desk.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(E2E_STAFF.desk.password)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeFocused()
    await tabTo(page.getByRole('searchbox', { name: 'Search' }))
    await page.keyboard.type(token)
    await page.keyboard.press('Enter')
    const view = page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })
    await expect(view).toHaveCount(1)
    await tabTo(view)
    await page.keyboard.press('Enter')
    const note = page.getByLabel('Note', { exact: true })
    await tabTo(note)
    await page.keyboard.type('Typed without a mouse')
    await tabTo(page.getByRole('button', { name: 'Add note' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Note added.')).toBeVisible()
  })

  test('on a phone the desk lists leads as cards, no word broken, and a lead is worked with taps @mobile', async ({
    page,
    request,
  }) => {
    const token = `phone-${randomUUID().slice(0, 8)}`
    await postLead(request, 'scheduling', consultation(token))
    await openDeskLoggedIn(page)
    expect(await page.evaluate(() => window.innerWidth)).toBe(390)
    // The desk's own shell: no public header, menus or call bar over it.
    await expect(page.getByRole('link', { name: 'Book Free Call' })).toHaveCount(0)
    await expect(page.getByRole('banner')).toContainText('Logged in as Dana Desk')
    const cards = page.getByRole('list', { name: 'Leads, soonest due first' })
    await expect(cards).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    expect((await sidewaysOverflow(page)).scrollsBy).toBe(0)
    expect(await brokenWords(page)).toEqual([])

    await page.getByRole('searchbox', { name: 'Search' }).fill(token)
    await page.getByRole('button', { name: 'Search', exact: true }).tap()
    const card = cards.getByRole('listitem').filter({ hasText: token })
    await expect(card).toHaveCount(1)
    await expect(card.getByText(/^(Due .+ AEST, .+ left|Overdue by .+)$/)).toBeVisible()
    const view = card.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })
    const box = await view.boundingBox()
    expect(box?.height ?? 0, 'the next action is a thumb-sized target').toBeGreaterThanOrEqual(44)
    await view.tap()
    await expect(card.getByRole('heading', { name: 'What they sent' })).toBeVisible()
    expect((await sidewaysOverflow(page)).scrollsBy).toBe(0)
    expect(await brokenWords(page)).toEqual([])
    await card.getByLabel('Note', { exact: true }).fill('Rang from the car, will call back')
    await card.getByRole('button', { name: 'Add note' }).tap()
    // The field empties once the note is stored; until then its text is in the field and in the list.
    await expect(card.getByLabel('Note', { exact: true }), 'the note field, emptied by the save').toHaveValue('')
    await expect(card.getByText('Rang from the car, will call back')).toBeVisible()
  })

  test('two staff on one lead: the second, unrefreshed save is refused and shows the first one’s change', {
    tag: ['@more'],
  }, async ({ browser, request }) => {
    const token = `race-${randomUUID().slice(0, 8)}`
    await postLead(request, 'contact', {
      name: `Riley Race ${token}`,
      email: `${token}@race.example`,
      phone: '0491 570 111',
      message: 'Please call me about registration.',
    })
    const dana = await (await browser.newContext()).newPage()
    const kim = await (await browser.newContext()).newPage()
    await openDeskLoggedIn(dana, 'desk')
    await openDeskLoggedIn(kim, 'kim')
    const danaLead = await openLead(dana, token)
    const kimLead = await openLead(kim, token)

    await danaLead.getByLabel('Owner', { exact: true }).selectOption({ label: 'Dana Desk' })
    await danaLead.getByRole('button', { name: 'Save owner' }).click()
    await expect(danaLead.getByText('Owner saved.')).toBeVisible()

    // Kim's page still shows the lead without an owner: her save is based on that version.
    await kimLead.getByLabel('Owner', { exact: true }).selectOption({ label: 'Kim Lee' })
    await kimLead.getByRole('button', { name: 'Save owner' }).click()
    await expect(kimLead.getByText('Owner: nobody → Dana Desk')).toBeVisible()
    await expect(kimLead.getByText('Owner saved.')).toHaveCount(0)
    await expect(kimLead.getByLabel('Owner', { exact: true })).toHaveValue(/.+/) // her choice is kept
    const [lead] = await allLeads<{ owner: { name: string } | null }>(dana.request, `q=${token}`)
    expect(lead?.owner?.name).toBe('Dana Desk')
    await dana.context().close()
    await kim.context().close()
  })

  test('the desk’s filters are in the address: a reload or a shared link opens the same view', {
    tag: ['@more'],
  }, async ({ page, request }) => {
    const token = `addr-${randomUUID().slice(0, 8)}`
    await postLead(request, 'contact', {
      name: `Ada Address ${token}`,
      email: `${token}@addr.example`,
      phone: '0491 570 111',
      message: 'Please call me about registration.',
    })
    await openDeskLoggedIn(page)
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Contact enquiry' })
    await page.getByRole('searchbox', { name: 'Search' }).fill(token)
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`/submissions\\?.*form=contact.*q=${token}|q=${token}.*form=contact`))
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(token)
    await expect(page.getByLabel('Form', { exact: true })).toHaveValue('contact')
    await expect(page.getByRole('button', { name: new RegExp(`^View lead from .*${token}`) })).toHaveCount(1)
    await expect(
      page.getByRole('status').filter({ hasText: /^1 lead from the Contact enquiry form match/ }),
    ).toBeVisible()
  })

  // Issue 24: the site-wide `overflow-wrap: anywhere` broke "Due in 4 h" and "View" letter by letter.
  for (const tag of ['', ' @mobile']) {
    test(`no word on the desk is broken across lines, in the list or an open lead${tag}`, { tag: ['@more'] }, async ({
      page,
      request,
    }) => {
      const token = `words-${randomUUID().slice(0, 8)}`
      await postLead(request, 'scheduling', consultation(token))
      await openDeskLoggedIn(page)
      await expect(page.getByRole('button', { name: /^View lead from/ }).first()).toBeVisible()
      expect(await brokenWords(page, 'body')).toEqual([])
      await openLead(page, token)
      expect(await brokenWords(page, 'body')).toEqual([])
    })
  }

  // Both widths: the desktop project runs untagged tests, the mobile project those tagged @mobile.
  for (const tag of ['', ' @mobile']) {
    // At 1280 px in `npm test`; the phone in `npm run test:more` (the phone journey above runs in both).
    const tier = { tag: tag ? ['@more'] : [] }
    test(
      `has no axe violations with a consultation open, its booking form and the audit log${tag}`,
      tier,
      async ({ page, request }) => {
        test.setTimeout(120_000) // two axe runs over a long page on a shared 2-core machine
        // Instant scrolling: the site's smooth scroll races Playwright's own scrolling on a long page.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const token = `axe-${randomUUID().slice(0, 8)}`
        await postLead(request, 'scheduling', consultation(token))
        await openDeskLoggedIn(page)
        expect(await axeViolations(page)).toEqual([])
        await openLead(page, token)
        await page.getByRole('button', { name: 'Confirm booking' }).click() // nothing chosen: the error state
        await expect(page.getByText('Choose a time slot', { exact: false }).first()).toBeVisible()
        await page.getByRole('button', { name: 'Show the audit log' }).click()
        await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      },
    )
  }
})
