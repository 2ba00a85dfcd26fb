import type { Page, Route } from '@playwright/test'
import { leadFormCases } from '../machines/models/lead-form-cases'
import { prerenderPaths } from '../src/prerender-paths'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { fill } from './lead-entries'
import { forcedColourProblems, setTextSize, sidewaysOverflow, smallTargets } from './page-checks'

/**
 * The accessibility matrix (issue 14, decision 018): every route (the aliases too) and the 404, and every
 * lead dialog in every state (empty, errors showing, sending, backed up): zero axe violations. With them,
 * from the same page load, the checks axe does not make: nothing scrolls sideways at 320 px or at 640 px
 * with 200 % text, every target is 24 px or spaced as 2.5.8 allows, and in forced colours every control
 * keeps an edge and a focus outline.
 *
 * `npm test` runs axe at 390 and 1280 px with text at 100 %, and forced colours on one page of each kind.
 * `npm run test:a11y` (A11Y_MATRIX=full) runs the whole matrix: 320, 390 and 1280 px, each with text at
 * 100 % and 200 %, and forced colours on every route (about 25 minutes here; too slow for every run).
 * Phone widths run in the `mobile` project (a touch phone), 1280 px in `desktop`.
 */
const routes = [...prerenderPaths, '/this-page-does-not-exist']
const FULL = process.env.A11Y_MATRIX === 'full'
const TEXT_SIZES = FULL ? [100, 200] : [100]
const PHONE_WIDTHS = FULL ? [390, 320] : [390]
const DIALOG_WIDTHS = FULL ? [320, 390, 1280] : [390, 1280]
// Several axe runs and in-page checks on one load: more time than a single page check needs.
test.describe.configure({ timeout: FULL ? 600_000 : 90_000 })

/** One page of each kind: every component the site has appears on at least one of them. */
const FORCED_COLOUR_ROUTES = new Set([
  '/',
  '/about',
  '/pricing',
  '/services',
  '/services/ndis-registration',
  '/shop',
  '/shop/registration-readiness-checklist',
  '/buy-sell-business',
  '/sell-business',
  '/book-a-consultation',
  '/download/registration-readiness-checklist',
  '/sent/consultation-request',
  '/submissions',
  '/privacy-policy',
  '/this-page-does-not-exist',
])

const combinations = (widths: number[]) => widths.flatMap((width) => TEXT_SIZES.map((text) => ({ width, text })))

/** axe at one width and text size, on the page as it stands; the failures named by where they happened. */
async function axeIn(page: Page, { width, text }: { width: number; text: number }, include?: string) {
  await page.setViewportSize({ width, height: 800 })
  await setTextSize(page, text)
  return (await axeViolations(page, include)).map((violation) => `${width} px, text ${text} %: ${violation}`)
}

/** axe at each width and text size; leaves the text at 100 %. */
async function axeAt(page: Page, widths: number[], include?: string) {
  const failures: string[] = []
  for (const combination of combinations(widths)) failures.push(...(await axeIn(page, combination, include)))
  await setTextSize(page, 100)
  return failures
}

test.describe('every route on a phone @mobile', () => {
  for (const path of routes) {
    test(`${path}: axe at ${PHONE_WIDTHS.join(' and ')} px with text at ${TEXT_SIZES.join(' and ')} %; no sideways scrolling and no small targets at 320 px @mobile`, async ({
      page,
    }) => {
      await page.goto(path)
      await hydrated(page)
      expect(await axeAt(page, PHONE_WIDTHS)).toEqual([])
      await page.setViewportSize({ width: 320, height: 800 })
      expect(await sidewaysOverflow(page), 'sideways at 320 px').toEqual({ scrollsBy: 0, out: [] })
      expect(await smallTargets(page), 'targets at 320 px').toEqual([])
    })
  }
})

test.describe('every route on a computer', () => {
  for (const path of routes) {
    test(`${path}: axe at 1280 px with text at ${TEXT_SIZES.join(' and ')} %; targets; forced colours; no sideways scrolling at 640 px with 200 % text`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      await hydrated(page)
      expect(await axeAt(page, [1280])).toEqual([])
      expect(await smallTargets(page), 'targets at 1280 px').toEqual([])
      if (FULL || FORCED_COLOUR_ROUTES.has(path))
        expect(await forcedColourProblems(page), 'forced colours at 1280 px').toEqual([])

      await page.setViewportSize({ width: 640, height: 800 })
      await setTextSize(page, 200)
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), 'the text really doubled').toBe(
        '32px',
      )
      expect(await sidewaysOverflow(page), 'sideways at 640 px with text at 200 %').toEqual({ scrollsBy: 0, out: [] })
    })
  }
})

const LEADS = '**/api/send-email'

test.describe('every lead dialog in every state', () => {
  for (const testCase of leadFormCases.filter((c) => c.presentation === 'dialog')) {
    test(`${testCase.kind}: axe at ${DIALOG_WIDTHS.join(', ')} px with text at ${TEXT_SIZES.join(' and ')} % when empty, showing errors, sending and backed up; forced colours`, async ({
      page,
    }) => {
      const held: Route[] = []
      await page.route(LEADS, (route) => {
        held.push(route)
      })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(testCase.page)
      await hydrated(page)
      await page
        .getByRole('link', { name: testCase.opener ?? '', exact: true })
        .filter({ visible: true })
        .first()
        .click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const submit = dialog.getByRole('button', { name: testCase.submit })

      expect(await axeAt(page, DIALOG_WIDTHS), 'empty').toEqual([])
      expect(await forcedColourProblems(page, '[role=dialog]'), 'forced colours, empty').toEqual([])

      await submit.click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
      expect(await axeAt(page, DIALOG_WIDTHS), 'showing errors').toEqual([])
      expect(await forcedColourProblems(page, '[role=dialog]'), 'forced colours, errors').toEqual([])

      for (const entry of testCase.entries) await fill(dialog, entry, false)
      // Sending and backed up are short moments (the page gives up after 15 s, a notice goes after 8 s):
      // one send, held then failed, for each width and text size.
      for (const combination of combinations(DIALOG_WIDTHS)) {
        const before = held.length
        await submit.click()
        await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeVisible()
        await expect.poll(() => held.length).toBeGreaterThan(before)
        expect(await axeIn(page, combination), 'sending').toEqual([])

        for (const route of held.splice(0)) await route.abort().catch(() => {})
        await expect(page.getByText(testCase.notices.backedUp.title).last()).toBeVisible()
        await expect(submit).toBeEnabled()
        expect(await axeIn(page, combination), 'backed up').toEqual([])
      }
      await setTextSize(page, 100)
    })
  }
})

test('the forced-colour sample names pages that exist', () => {
  expect(routes).toEqual(expect.arrayContaining([...FORCED_COLOUR_ROUTES]))
})
