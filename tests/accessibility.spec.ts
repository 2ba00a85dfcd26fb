import { prerenderPaths } from '../src/prerender-paths'
import { axeViolations, expect, hydrated, test } from './fixtures'

// Aliases show the same page as their target; the target is checked.
const pages = prerenderPaths.filter(
  (p) =>
    ![
      '/become-ndis-provider',
      '/start-ndis-business',
      '/how-to-register-ndis-provider',
      '/ndis-registration-consultant',
      '/ndis-audit-support',
    ].includes(p),
)

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px${width === 390 ? ' @mobile' : ''}`, () => {
    for (const path of [...pages, '/this-page-does-not-exist']) {
      test(`${path} has no axe violations${width === 390 ? ' @mobile' : ''}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await hydrated(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
