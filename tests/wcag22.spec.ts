import type { Locator, Page } from '@playwright/test'
import { guides } from '../src/content/guides'
import { prerenderPaths } from '../src/prerender-paths'
import { expect, hydrated, test } from './fixtures'

/**
 * WCAG 2.2 checks axe does not make (issue 14): target size (2.5.8), focus not obscured (2.4.11),
 * reflow at 320 px and at 200 % text (1.4.10, 1.4.4), and each dialog's focus trap and return.
 */

const routes = [...prerenderPaths, '/this-page-does-not-exist']

/** Chromium's own text-size setting (what a visitor sets in the browser), doubled. */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
}

/** Everything that sticks out past the right edge of the window, outermost offender first. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    // Content inside a box that clips or scrolls it (the logo strip, a wide table's scroller) is not lost.
    const clipped = (el: HTMLElement) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true
      return false
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1 || clipped(el)) continue
      const parent = el.parentElement?.getBoundingClientRect()
      if (parent && parent.right > width + 1) continue
      out.push(
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(box.right)} px`,
      )
    }
    return { scrollsBy: document.documentElement.scrollWidth - width, out }
  })
}

test.describe('reflow: nothing scrolls sideways', () => {
  for (const path of routes) {
    test(`${path} at 320 px, and at 640 px with text at 200 %`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      await hydrated(page)
      expect(await sidewaysOverflow(page), 'at 320 px').toEqual({ scrollsBy: 0, out: [] })

      await doubleTextSize(page)
      await page.setViewportSize({ width: 640, height: 800 })
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), 'the text really doubled').toBe(
        '32px',
      )
      expect(await sidewaysOverflow(page), 'at 640 px with text at 200 %').toEqual({ scrollsBy: 0, out: [] })
    })
  }
})

/**
 * Controls smaller than 24 × 24 CSS px that the spacing exception does not save: a 24 px circle centred
 * on each small target must not touch another target, nor another small target's circle. Links inside a
 * sentence are exempt (their size is set by the line of text).
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])'
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      let block = el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = (el.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own + 1
    }
    // The quick-contact bar floats over the page as it scrolls: its buttons are neighbours of each other only.
    const fixed = (el: HTMLElement) => {
      for (let a: HTMLElement | null = el; a; a = a.parentElement)
        if (getComputedStyle(a).position === 'fixed') return a
      return null
    }
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom + window.scrollY > 0 && box.right > 0)
    const distanceToBox = (x: number, y: number, b: DOMRect) =>
      Math.hypot(Math.max(b.left - x, 0, x - b.right), Math.max(b.top - y, 0, y - b.bottom))
    const small = targets.filter(({ el, box }) => (box.width < 24 || box.height < 24) && !inSentence(el))
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
    const failures: string[] = []
    for (const s of small) {
      const cx = s.box.left + s.box.width / 2
      const cy = s.box.top + s.box.height / 2
      const clash = targets.find(({ el, box }) => {
        if (el === s.el || el.contains(s.el) || s.el.contains(el) || fixed(el) !== fixed(s.el)) return false
        if (distanceToBox(cx, cy, box) < 12) return true
        const other = small.find((o) => o.el === el)
        if (!other) return false
        return Math.hypot(cx - (box.left + box.width / 2), cy - (box.top + box.height / 2)) < 24
      })
      if (clash)
        failures.push(
          `${name(s.el)} is ${Math.round(s.box.width)}×${Math.round(s.box.height)} px and too close to ${name(clash.el)}`,
        )
    }
    return failures
  })
}

test.describe('target size: every control is 24 × 24 px or spaced as 2.5.8 allows', () => {
  for (const path of routes) {
    test(`${path} at 320 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      await hydrated(page)
      expect(await smallTargets(page), 'at 320 px').toEqual([])
      await page.setViewportSize({ width: 1280, height: 800 })
      expect(await smallTargets(page), 'at 1280 px').toEqual([])
    })
  }
})

test('breadcrumb links are 24 px tall, targets of their own rather than words in a sentence', async ({ page }) => {
  await page.goto('/services/ndis-registration')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')
  await expect(crumbs.first()).toBeVisible()
  for (const box of await crumbs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height)))
    expect(box).toBeGreaterThanOrEqual(24)
})

/** Whether the focused element can be seen: some of it in the window, none of it under the sticky header or the call bar. */
async function focusedIsHidden(page: Page) {
  // The page scrolls smoothly to a newly focused control: judge where it comes to rest.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = ''
        let still = 0
        const started = performance.now()
        const frame = () => {
          const at = `${window.scrollY} ${document.activeElement?.getBoundingClientRect().top}`
          still = at === last ? still + 1 : 0
          last = at
          if (still >= 3 || performance.now() - started > 1500) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const box = el.getBoundingClientRect()
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
    const corners: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ]
    const points = corners.filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight)
    if (points.length === 0) return `${label} is out of the window`
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y)
      if (hit && !el.contains(hit) && !hit.contains(el)) {
        const cover = hit.closest('header, aside, [role=dialog]') ?? hit
        return `${label} is under ${cover.tagName.toLowerCase()} "${(cover.getAttribute('aria-label') ?? '').slice(0, 30)}" at ${Math.round(x)},${Math.round(y)}`
      }
    }
    return null
  })
}

const longPages = ['/', '/pricing', '/services/ndis-registration', '/shop', '/about', '/book-a-consultation']

test.describe('focus not obscured: Tab and Shift+Tab never hide the focused control', () => {
  for (const width of [390, 1280]) {
    for (const path of longPages) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await hydrated(page)
        const stops = await page.evaluate(
          () =>
            [
              ...document.querySelectorAll<HTMLElement>(
                'a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, [tabindex="0"]',
              ),
            ].filter((el) => el.checkVisibility()).length,
        )
        const hidden: string[] = []
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < stops + 2; i++) {
            await page.keyboard.press(key)
            const problem = await focusedIsHidden(page)
            if (problem) hidden.push(`${key} ${i + 1}: ${problem}`)
          }
        }
        expect(hidden).toEqual([])
      })
    }
  }
})

/** Tab and Shift+Tab well past the dialog's controls: focus never leaves it, and each control can be seen. */
async function expectFocusStaysIn(page: Page, dialog: Locator) {
  const controls = await dialog.locator('a[href], button, input:not([type=hidden]), select, textarea').count()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 3; i++) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${key} ${i + 1}`).toBe(true)
      expect(await focusedIsHidden(page), `${key} ${i + 1}`).toBeNull()
    }
  }
}

const dialogs = [
  { name: 'booking', at: '/', opener: (page: Page) => page.getByRole('link', { name: 'Book Free Call' }).first() },
  {
    name: 'registration',
    at: '/',
    opener: (page: Page) =>
      page.getByRole('main').getByRole('link', { name: 'Start Your Registration Journey' }).first(),
  },
  {
    name: 'guide download',
    at: '/shop',
    opener: (page: Page) => page.getByRole('link', { name: new RegExp(guides[0].label) }).first(),
  },
]

for (const width of [320, 1280]) {
  test.describe(`dialogs at ${width} px: focus is trapped inside and returns to the opener`, () => {
    for (const dialogCase of dialogs) {
      test(`the ${dialogCase.name} dialog`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 })
        await page.goto(dialogCase.at)
        await hydrated(page)
        const opener = dialogCase.opener(page)
        await opener.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
        await expectFocusStaysIn(page, dialog)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(opener).toBeFocused()

        // Closed with its close button, by keyboard, focus goes back too.
        await page.keyboard.press('Enter')
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: /close/i }).focus()
        await page.keyboard.press('Enter')
        await expect(dialog).toBeHidden()
        await expect(opener).toBeFocused()
      })
    }
  })
}
