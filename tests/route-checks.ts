import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { brokenWords, forcedColourProblems, setTextSize, sidewaysOverflow, smallTargets } from './page-checks'

/**
 * The checks every route gets from one page load (issues 14 and 23, decision 018): it hydrates with one
 * h1 and no console errors; zero axe violations at 1280 and 390 px (and 320 px in the full matrix);
 * no small targets at 1280 and 320 px; nothing scrolls sideways at 320 px, nor at 640 px with the
 * browser's text at 200 %; no word is split across two lines at 320 px; in forced colours every control
 * keeps an edge and a focus outline.
 *
 * `npm test` runs them on the pages of FIRST_TIER_ROUTES; `npm run test:more` on every other route
 * (accessibility.spec.ts). Forced colours run on one page of each kind (ONE_OF_EACH_KIND), whichever
 * tier it is in. `npm run test:a11y`
 * (A11Y_MATRIX=full) adds 320 px, text at 200 % for every axe run, and forced colours on every route.
 */
export const FULL = process.env.A11Y_MATRIX === 'full'
export const TEXT_SIZES = FULL ? [100, 200] : [100]

/** One page of each kind: every component the site has appears on at least one of them. */
export const ONE_OF_EACH_KIND = [
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
]

/** The pages `npm test` checks: the home page, a service, a price list, a form page, a confirmation,
 * the desk, the shop and the 404; the other kinds are checked in `npm run test:more`. */
export const FIRST_TIER_ROUTES = [
  '/',
  '/services/ndis-registration',
  '/pricing',
  '/shop',
  '/book-a-consultation',
  '/sent/consultation-request',
  '/submissions',
  '/this-page-does-not-exist',
]

const ROUTE_WIDTHS = FULL ? [1280, 390, 320] : [1280, 390]

/** axe at one width and text size, on the page as it stands; the failures named by where they happened. */
export async function axeIn(page: Page, { width, text }: { width: number; text: number }, include?: string) {
  await page.setViewportSize({ width, height: 800 })
  await setTextSize(page, text)
  return (await axeViolations(page, include)).map((violation) => `${width} px, text ${text} %: ${violation}`)
}

/** axe at each width and text size; leaves the text at 100 %. */
export async function axeAt(page: Page, widths: number[], include?: string) {
  const failures: string[] = []
  for (const width of widths)
    for (const text of TEXT_SIZES) failures.push(...(await axeIn(page, { width, text }, include)))
  await setTextSize(page, 100)
  return failures
}

/** Registers the checks for `paths`; `tag` puts them in a tier (playwright.config.ts). */
export function routeChecks(paths: string[], { tag }: { tag?: '@more' } = {}) {
  test.describe('one load per route carries every page check', { tag: tag ? [tag] : [] }, () => {
    // Several axe runs and in-page checks on one load: more time than a single page check needs.
    test.describe.configure({ timeout: FULL ? 600_000 : 90_000 })
    for (const path of paths) {
      const forcedColours = FULL || ONE_OF_EACH_KIND.includes(path)
      test(`${path}: hydrates with one h1 and a quiet console; axe at ${ROUTE_WIDTHS.join(', ')} px; targets; reflow at 320 px and at 640 px with 200 % text${forcedColours ? '; forced colours' : ''}`, async ({
        page,
        consoleProblems,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 })
        const response = await page.goto(path)
        expect(response?.status()).toBe(path === '/this-page-does-not-exist' ? 404 : 200)
        await hydrated(page)
        await expect(page.locator('h1')).toHaveCount(1)

        expect(await axeAt(page, ROUTE_WIDTHS)).toEqual([])

        await page.setViewportSize({ width: 1280, height: 800 })
        expect(await smallTargets(page), 'targets at 1280 px').toEqual([])
        if (forcedColours) expect(await forcedColourProblems(page), 'forced colours at 1280 px').toEqual([])

        await page.setViewportSize({ width: 640, height: 800 })
        await setTextSize(page, 200)
        expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), 'the text really doubled').toBe(
          '32px',
        )
        expect(await sidewaysOverflow(page), 'sideways at 640 px with text at 200 %').toEqual({ scrollsBy: 0, out: [] })
        await setTextSize(page, 100)

        await page.setViewportSize({ width: 320, height: 800 })
        expect(await sidewaysOverflow(page), 'sideways at 320 px').toEqual({ scrollsBy: 0, out: [] })
        expect(await smallTargets(page), 'targets at 320 px').toEqual([])
        expect(await brokenWords(page), 'words split across lines at 320 px').toEqual([])

        await page.waitForLoadState('networkidle')
        expect(consoleProblems).toEqual([])
      })
    }
  })
}
