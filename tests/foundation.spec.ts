import { aliases } from '../src/content/services-catalogue'
import { expect, hydrated, test } from './fixtures'

test('aliases show their target page with a canonical link to it', async ({ request }) => {
  for (const alias of aliases) {
    const html = await (await request.get(alias.path)).text()
    expect(html, alias.path).toContain(
      `<link rel="canonical" href="https://www.bluegumconsulting.example${alias.target}"/>`,
    )
    const target = await (await request.get(alias.target)).text()
    const h1 = (s: string) => s.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
    expect(h1(html), alias.path).toBe(h1(target))
  }
})

test('an unknown path shows the not-found page with status 404', async ({ page, consoleProblems }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole('link', { name: 'All services' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NDIS Provider Services')
  expect(consoleProblems).toEqual([])
})

test('an unknown service slug shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/services/no-such-service')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test('one trailing-slash policy: /about/ redirects to /about', async ({ request }) => {
  const response = await request.get('/about/?x=1', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/about?x=1')
})

test('hashed assets are cached for a year and compressed; HTML is revalidated', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
  expect(home.headers()['cache-control']).toContain('no-cache')
  const script = (await home.text()).match(/"(\/assets\/entry-client-[^"]+\.js)"/)?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toMatch(/gzip|br/)
})

test('the app starts after the first paint: no script is requested before it (decision 010)', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const { firstPaint, scriptStarts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(firstPaint).toBeGreaterThan(0)
  // The app did load (hydrated above), and every one of its scripts was asked for after the paint.
  expect(scriptStarts.length).toBeGreaterThan(0)
  expect(Math.min(...scriptStarts)).toBeGreaterThan(firstPaint)
})

test('client navigation through the header Services menu and links', async ({ page, consoleProblems }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as { noReload: boolean }).noReload = true
  })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Services' }).click()
  await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true')
  await nav.getByRole('link', { name: 'Audit Support' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NDIS Audit Support')
  await expect(page).toHaveTitle('NDIS Audit Support | Bluegum Provider Consulting')
  await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false')

  await nav.getByRole('button', { name: 'Branding' }).click()
  await nav.getByRole('link', { name: 'Logo design' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logo Design for NDIS Providers')

  await nav.getByRole('link', { name: 'SELL/BUY NDIS business' }).click()
  await expect(page).toHaveURL(/\/buy-sell-business$/)
  await nav.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true)
  expect(consoleProblems).toEqual([])
})

test('keyboard: the skip link moves to the main content', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
})

test('keyboard: the Services menu opens with Enter, Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Starting Your NDIS Business' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
})

test('the pending spinner is an accessible status while a page loads', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // Slow the next page's code down so the spinner shows.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1200))
    await route.continue()
  })
  await page.getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
})

test('after a page change the heading takes focus, unless the visitor moved focus while it loaded', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('link', { name: 'About us' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  await page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1200))
    await route.continue()
  })
  await page.getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible()
  const bookCall = page.getByRole('banner').getByRole('link', { name: 'Book Free Call' })
  await bookCall.focus()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  await expect(bookCall).toBeFocused()
})

test.describe('mobile', () => {
  test('the mobile menu: opens, navigates, closes on navigation and on Escape with focus back @mobile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    // The new page's heading takes focus once the page has rendered (its code may still be loading).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'All services' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the sticky bottom bar offers Book Free Call and a tap-to-call link @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/about')
    const bar = page.getByRole('complementary', { name: 'Quick contact' })
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: /Call 03 5550 1234/ })).toHaveAttribute('href', 'tel:+61355501234')
    await expect(bar.getByRole('link', { name: 'Book Free Call' })).toBeVisible()

    // On the narrowest phone the number may go under "Call", but stays whole: never "03 5550" over "1234".
    await page.setViewportSize({ width: 320, height: 700 })
    const numberLines = await bar.getByRole('link', { name: /^Call/ }).evaluate((link) => {
      const number = [...link.querySelectorAll('span')].find((span) => span.textContent === '03 5550 1234')
      if (!number) return 'no number'
      const range = document.createRange()
      range.selectNodeContents(number)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    })
    expect(numberLines).toBe(1)
  })
})
