import type { Locator, Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'

/**
 * The booking form's own defects, in the dialog (scripts on) and on /book-a-consultation (scripts off).
 * Expectations come from the spec (§5, §9) and the decisions 310-314, not from the code.
 */

const ZONE_NAMES = [
  'Australian Eastern Standard Time (AEST)',
  'Australian Central Standard Time (ACST)',
  'Australian Western Standard Time (AWST)',
]
const WIDTHS = [320, 390, 1280]

async function bookingForm(page: Page, scripts: boolean): Promise<Locator> {
  if (!scripts) {
    await page.goto('/book-a-consultation')
    return page.getByRole('main')
  }
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('link', { name: 'Book Free Call' }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a free consultation' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Whether the text of the element is all on screen inside `scope`: not clipped, not cut by an ellipsis. */
async function readsInFull(label: Locator, scope: Locator) {
  await label.scrollIntoViewIfNeeded()
  const box = await label.boundingBox()
  const frame = await scope.boundingBox()
  const clipped = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
  return (
    box !== null &&
    frame !== null &&
    !clipped &&
    box.x >= frame.x - 1 &&
    box.x + box.width <= frame.x + frame.width + 1 &&
    box.x + box.width <= (label.page().viewportSize()?.width ?? 0) + 1
  )
}

for (const scripts of [true, false]) {
  test.describe(`the booking form with scripts ${scripts ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: scripts })

    for (const width of WIDTHS) {
      test(`every timezone's full name reads in full at ${width} px (spec §9)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        const form = await bookingForm(page, scripts)
        const zones = form.getByRole('group', { name: /^Your timezone/ })
        for (const name of ZONE_NAMES) {
          const radio = zones.getByRole('radio', { name, exact: true })
          await expect(radio).toBeVisible()
          const label = radio.locator('xpath=ancestor::label[1]')
          expect(await readsInFull(label, form), `${name} at ${width} px`).toBe(true)
        }
        await expect(zones.getByRole('radio', { name: ZONE_NAMES[0], exact: true })).toBeChecked()
        await page.screenshot({
          path: `/tmp/booking-zones-${scripts ? 'js' : 'nojs'}-${width}.png`,
          fullPage: !scripts,
        })
        if (width === 390 && scripts) expect(await axeViolations(page)).toEqual([])
      })
    }

    test('a chosen consultation type can be taken back to no preference by keyboard (spec §5: optional)', async ({
      page,
    }) => {
      const form = await bookingForm(page, scripts)
      const types = form.getByRole('group', { name: 'Consultation type' })
      const none = types.getByRole('radio', { name: 'No preference' })
      await expect(none).toBeChecked()
      await types.getByRole('radio', { name: 'Phone call' }).check()
      await expect(none).not.toBeChecked()
      // Arrow keys move through the group as a screen reader or keyboard user would: Phone → Video → none.
      await types.getByRole('radio', { name: 'Phone call' }).focus()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(none).toBeChecked()
      await expect(none).toBeFocused()
      await expect(types.getByRole('radio', { checked: true })).toHaveCount(1)
    })
  })
}

test('a slot of today that has started is refused at the field, naming it, and nothing is sent (decision 312)', async ({
  page,
}) => {
  // 3 PM AEST on Wednesday 2 December 2026: 9-10 AM has started, 4-5 PM has not.
  await page.clock.setFixedTime(new Date('2026-12-02T05:00:00Z'))
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/send-email')) posts.push(request.postData() ?? '')
  })
  const dialog = await bookingForm(page, true)
  await dialog.getByLabel('Full name').fill('Sam Started')
  await dialog.getByLabel('Email address').fill('sam@example.com')
  await dialog.getByLabel('Phone number').fill('03 5550 1234')
  await dialog.getByLabel('Preferred date').fill('2026-12-02')
  const slots = dialog.getByRole('group', { name: /^Preferred time slots/ })
  await slots.getByRole('checkbox', { name: '9-10 AM' }).check()
  await slots.getByRole('checkbox', { name: '4-5 PM' }).check()
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click()

  const message = '9-10 AM has already started today. Choose a later time or another day.'
  await expect(dialog.getByRole('link', { name: message })).toBeVisible()
  await expect(slots).toHaveAccessibleDescription(new RegExp(`Error: ${message}`))
  // Not the spec's no-slot notice: a slot was chosen.
  await expect(page.getByRole('status', { name: 'Please select at least one time slot' })).toHaveCount(0)
  expect(posts).toEqual([])
  await expect(dialog.getByLabel('Full name')).toHaveValue('Sam Started')

  await slots.getByRole('checkbox', { name: '9-10 AM' }).uncheck()
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(dialog).toBeHidden()
  expect(posts).toHaveLength(1)
  expect(JSON.parse(posts[0] ?? '{}').data).toMatchObject({
    preferredDate: '2026-12-02',
    preferredTimeSlots: ['4-5 PM'],
  })
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('a post for a slot of today that has started comes back with the error at the slots and every entry kept (decision 312)', async ({
    page,
  }) => {
    // The server's clock is the real one: today 9-10 AM AEST has started only after 9 AM in Brisbane.
    const brisbane = new Date(Date.now() + 10 * 3_600_000)
    test.skip(brisbane.getUTCHours() < 10 || brisbane.getUTCHours() >= 23, 'needs 10 AM-11 PM in Brisbane')
    const today = brisbane.toISOString().slice(0, 10)
    const form = await bookingForm(page, false)
    await form.getByLabel(/^Full name/).fill('Sam Nojs')
    await form.getByLabel(/^Email address/).fill('sam@example.com')
    await form.getByLabel(/^Phone number/).fill('03 5550 1234')
    await form.getByLabel(/^Preferred date/).fill(today)
    await form.getByRole('checkbox', { name: '9-10 AM' }).check()
    await form.getByRole('radio', { name: 'Video call' }).check()
    await form.getByRole('button', { name: 'Schedule Consultation' }).click()

    const message = '9-10 AM has already started today. Choose a later time or another day.'
    await expect(page.getByRole('link', { name: message })).toBeVisible()
    await expect(page.getByRole('group', { name: /^Preferred time slots/ })).toHaveAccessibleDescription(
      new RegExp(`Error: ${message}`),
    )
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Sam Nojs')
    await expect(page.getByLabel(/^Preferred date/)).toHaveValue(today)
    await expect(page.getByRole('checkbox', { name: '9-10 AM' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Video call' })).toBeChecked()
  })
})
