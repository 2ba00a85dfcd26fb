import type { Page } from '@playwright/test'

/**
 * In-page checks for what axe does not look at (issue 14), shared by the route and dialog matrices in
 * accessibility.spec.ts: reflow (1.4.10), target size (2.5.8) and, in forced colours, that every control
 * keeps an edge and a focus indicator. Each returns what is wrong, as lines a reviewer can act on.
 */

/** Chromium's own text-size setting (what a visitor sets in the browser), in per cent of the default. */
export async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) },
  })
  await cdp.detach()
}

/** Everything that sticks out past the right edge of the window, outermost offender first. */
export function sidewaysOverflow(page: Page) {
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

/**
 * Controls smaller than 24 × 24 CSS px that the spacing exception does not save: a 24 px circle centred
 * on each small target must not touch another target, nor another small target's circle. Links inside a
 * sentence are exempt (their size is set by the line of text).
 */
export function smallTargets(page: Page) {
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

/**
 * In forced colours (Windows High Contrast) Chromium paints its own backgrounds, so a control whose
 * shape came from its background colour turns into loose text. Every control (and every link drawn as a
 * button) must keep a border there, and every control must show a focus outline of 2 px or more when
 * reached by keyboard (forced colours drops box-shadow rings). axe cannot judge this: it misreads the
 * backplate Chromium draws behind text.
 */
export async function forcedColourProblems(page: Page, scope = 'body') {
  const controls = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]'
  // Which links are drawn as buttons can only be seen with the author's colours.
  await page.evaluate(
    ({ scope, controls }) => {
      for (const el of document.querySelector(scope)?.querySelectorAll<HTMLElement>(controls) ?? []) {
        const style = getComputedStyle(el)
        const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || Number.parseFloat(style.borderTopWidth) > 0
        if (el.tagName !== 'A' || painted) el.dataset.checkEdge = ''
      }
    },
    { scope, controls },
  )
  await page.emulateMedia({ forcedColors: 'active' })
  // A key press first, so that focus() afterwards counts as keyboard focus (:focus-visible).
  await page.keyboard.press('Shift')
  const problems = await page.evaluate(
    ({ scope, controls }) => {
      const out: string[] = []
      const keyboardFocusProblem = (el: HTMLElement) => {
        el.focus({ preventScroll: true })
        if (document.activeElement !== el) return 'cannot be focused'
        if (document.querySelector(':focus-visible') !== el) return 'is not :focus-visible after a key'
        const { outlineStyle, outlineWidth } = getComputedStyle(el)
        if (outlineStyle === 'none' || Number.parseFloat(outlineWidth) < 2)
          return `has no focus outline (${outlineStyle} ${outlineWidth})`
        return null
      }
      const name = (el: HTMLElement) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
      const all: HTMLElement[] = [...(document.querySelector(scope)?.querySelectorAll<HTMLElement>(controls) ?? [])]
      for (const el of all) {
        // Not perceivable or operable: the honeypot, closed menus, content behind an open dialog.
        if (el.closest('[aria-hidden=true], [inert]') || !el.checkVisibility({ visibilityProperty: true })) continue
        const label = name(el)
        const style = getComputedStyle(el)
        if (el.dataset.checkEdge !== undefined) {
          const tickBox = el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(el.getAttribute('type') ?? '')
          const native = tickBox && style.appearance !== 'none'
          const edged = ['Top', 'Right', 'Bottom', 'Left'].every(
            (side) =>
              Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
              !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)),
          )
          if (!native && !edged) out.push(`${label} has no edge`)
        }
        el.removeAttribute('data-check-edge')
        const focusProblem = keyboardFocusProblem(el)
        if (focusProblem) out.push(`${label} ${focusProblem}`)
      }
      ;(document.activeElement as HTMLElement | null)?.blur()
      return out
    },
    { scope, controls },
  )
  await page.emulateMedia({ forcedColors: 'none' })
  return problems
}

/**
 * Words drawn on two or more lines inside `root` (issue 24: "D u e i n 4 h", "Vie w"; the home page's
 * "experienc e" at 320 px): each word of each visible text node is measured as a range, and a word whose
 * boxes sit on more than one line is broken. Email and web addresses, which may break anywhere on purpose,
 * and visually hidden text are left out.
 */
export function brokenWords(page: Page, root = 'body') {
  return page.evaluate((selector) => {
    const broken: string[] = []
    const scope = document.querySelector(selector)
    if (!scope) return [`nothing matches ${selector}`]
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [hidden], a[href^="mailto:"], a[href^="http"], code'))
        continue
      // Visually hidden text sits in a 1 px box, a letter a line (a screen reader's words) or off the
      // window's left edge (the honeypot's label).
      const box = parent.getBoundingClientRect()
      if (box.width <= 1 || box.right <= 0) continue
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[^\s\-–—]+/g)) {
        const word = match[0]
        // Addresses may break anywhere (decision 140), written out in a sentence too ("www.example.org").
        if (word.length < 2 || /[@/]|\w\.\w/.test(word)) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + word.length)
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (tops.size > 1) broken.push(`"${word}" on ${tops.size} lines`)
      }
    }
    return broken
  }, root)
}
