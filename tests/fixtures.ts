import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Console errors and warnings a page logs; expected 404s of deliberately unknown paths are ignored. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type())) return
      if (/status of 404/.test(message.text()) && /\/(this-page|no-such|not-a-real)/.test(message.location().url))
        return
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
  },
})

export { expect }

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export async function axeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Waits until React has hydrated the prerendered page (the router removes its bootstrap global) and
 * every deferred part (decision 016) is live, as it is once the browser has been idle.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { $_TSR?: unknown }).$_TSR === undefined &&
      document.querySelectorAll('[data-deferred]:not([data-hydrated])').length === 0,
    null,
    { timeout: 15_000 },
  )
}
