import type { Route } from '@playwright/test'
import { leadFormCases } from '../machines/models/lead-form-cases'
import { prerenderPaths } from '../src/prerender-paths'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { fill } from './lead-entries'
import { forcedColourProblems, setTextSize } from './page-checks'
import { axeAt, axeIn, FIRST_TIER_ROUTES, FULL, ONE_OF_EACH_KIND, routeChecks, TEXT_SIZES } from './route-checks'

/**
 * The accessibility matrix (issue 14, decision 018): every route gets every page check from one load
 * (route-checks.ts: eight pages of different kinds in `npm test`, the others in `npm run test:more`), and
 * every lead dialog in every state (empty, errors showing, sending, backed up) has zero axe violations
 * and keeps its edges and focus outlines in forced colours.
 *
 * `npm run test:a11y` (A11Y_MATRIX=full) runs the whole matrix on every route and dialog: 320, 390 and
 * 1280 px, each with text at 100 % and 200 %, and forced colours everywhere (about 25 minutes here).
 */
const DIALOG_WIDTHS = FULL ? [320, 390, 1280] : [390, 1280]

const ROUTES = [...prerenderPaths, '/this-page-does-not-exist']
routeChecks(FIRST_TIER_ROUTES)
routeChecks(
  ROUTES.filter((path) => !FIRST_TIER_ROUTES.includes(path)),
  { tag: '@more' },
)

// The checks above pass on an empty list; this one shows axe, as set up in fixtures.ts, still finds a fault.
test('axe reports a violation that is there: an image without alt text', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = '/logo.svg'
    document.querySelector('main')?.append(image)
  })
  expect((await axeViolations(page)).join('\n')).toContain('image-alt')
})

test('the sample of page kinds names pages that exist', () => {
  expect(ROUTES).toEqual(expect.arrayContaining([...ONE_OF_EACH_KIND, ...FIRST_TIER_ROUTES]))
})

const LEADS = '**/api/send-email'

test.describe('every lead dialog in every state', () => {
  test.describe.configure({ timeout: FULL ? 600_000 : 90_000 })
  for (const testCase of leadFormCases.filter((c) => c.presentation === 'dialog')) {
    // The booking dialog in `npm test`; the others, made of the same parts, in `npm run test:more`.
    const tier = { tag: testCase.kind === 'scheduling' ? [] : ['@more'] }
    test(
      `${testCase.kind}: axe at ${DIALOG_WIDTHS.join(', ')} px with text at ${TEXT_SIZES.join(' and ')} % when empty, showing errors, sending and backed up; forced colours`,
      tier,
      async ({ page }) => {
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
        for (const combination of DIALOG_WIDTHS.flatMap((width) => TEXT_SIZES.map((text) => ({ width, text })))) {
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
      },
    )
  }
})
