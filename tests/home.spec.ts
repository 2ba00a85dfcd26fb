import type { Locator, Page } from '@playwright/test'
import { clients } from '../src/content/clients'
import { hero as heroCopy } from '../src/content/home-hero'
import { claims, site } from '../src/content/site'
import { testimonials } from '../src/content/testimonials'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { SPEC_SERVICES } from './spec-texts'

const STRIP_HEADING = 'Trusted by disability service providers across Australia'

function section(page: Page, heading: string | RegExp): Locator {
  return page.getByRole('region', { name: heading })
}

function logoTrack(page: Page): Locator {
  return page.getByTestId('client-logo-track')
}

async function trackStyle(track: Locator) {
  return track.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      name: style.animationName,
      playState: style.animationPlayState,
      duration: style.animationDuration,
      transform: style.transform,
    }
  })
}

/**
 * The strip does not move: two readings of its position some time apart are equal. The first is taken
 * two frames after the pause: a pause takes hold at the next frame (a pending pause), so a reading in the
 * same frame as the click can be a fraction of a pixel behind where the strip stops.
 */
async function expectStill(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const before = (await trackStyle(logoTrack(page))).transform
  await page.waitForTimeout(400)
  expect((await trackStyle(logoTrack(page))).transform).toBe(before)
}

test.describe('home page', () => {
  test('a visitor reads every section of the pitch, with no console errors', async ({ page, consoleProblems }) => {
    await page.goto('/')
    await hydrated(page)

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/registered NDIS provider/)
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    for (const step of [
      'Initial Consultation',
      'Documentation Prep',
      'Application Submission',
      'Registration Approval',
    ]) {
      await expect(hero.getByRole('listitem').filter({ hasText: step })).toBeVisible()
    }
    const trackRecord = hero.getByRole('list', { name: 'Our track record' })
    for (const figure of ['200+', '8+', '100%', '500+', '6-10 weeks', '5.0']) {
      await expect(trackRecord.getByText(figure, { exact: true })).toBeVisible()
    }
    await expect(hero.getByRole('link', { name: 'Start Your Registration Journey' })).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Book Free Call' })).toBeVisible()

    const stories = section(page, 'Providers who are now registered and growing')
    await expect(stories).toHaveAttribute('id', 'testimonials')
    await expect(stories.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(testimonials.length)
    for (const story of testimonials) {
      const card = stories.getByRole('figure').filter({ hasText: story.name })
      await expect(card).toContainText(story.quote)
      await expect(card).toContainText(`${story.timeframe} weeks`)
      await expect(card).toContainText(String(story.participants))
      await expect(card).toContainText(story.company)
    }

    const strip = section(page, STRIP_HEADING)
    await expect(strip.getByRole('list').getByRole('listitem')).toHaveCount(clients.length)

    const services = section(page, 'NDIS registration and compliance services')
    await expect(services.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(SPEC_SERVICES)
    await expect(services.getByRole('article').first()).toContainText('Most Popular')
    for (const title of SPEC_SERVICES) {
      await expect(services.getByRole('link', { name: `Get Started – ${title}` })).toBeVisible()
    }
    await expect(services.getByRole('link', { name: 'Start Your Registration Journey' })).toBeVisible()
    await expect(services.getByRole('link', { name: 'Book Free Call' })).toBeVisible()

    const contact = section(page, 'Talk to an NDIS registration specialist')
    await expect(contact).toHaveAttribute('id', 'contact')
    await expect(contact).toContainText('Email response within 4 hours')
    await expect(contact).toContainText('Mon-Fri 8AM-6PM AEST')
    await expect(contact.getByRole('link', { name: site.phone.display }).first()).toHaveAttribute(
      'href',
      site.phone.href,
    )
    await expect(contact.getByRole('link', { name: site.email }).first()).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(contact).toContainText(`${site.address.street}`)
    await expect(contact).toContainText(`Melbourne ${site.address.region} ${site.address.postcode}`)
    await expect(contact.getByRole('link', { name: 'Schedule Now' })).toBeVisible()

    const about = section(page, 'A track record built one provider at a time')
    for (const figure of [claims.providersRegistered, claims.applicationsProcessed, claims.successRate]) {
      await expect(about).toContainText(figure)
    }

    // The sections come in the order of spec §2.
    const h2s = await page.locator('main h2').allTextContents()
    const order = [
      'Providers who are now registered and growing',
      STRIP_HEADING,
      'NDIS registration and compliance services',
      'Talk to an NDIS registration specialist',
      'A track record built one provider at a time',
    ].map((heading) => h2s.indexOf(heading))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order).not.toContain(-1)

    expect(consoleProblems).toEqual([])
  })

  test('the prerendered HTML of / carries the content and valid JSON-LD', async ({ request }) => {
    const response = await request.get('/')
    expect(response.ok()).toBe(true)
    const html = await response.text()

    for (const text of ['<h1', 'id="testimonials"', 'id="contact"', 'Most Popular', 'Rated 5 out of 5']) {
      expect(html).toContain(text)
    }
    expect(html).toContain(site.phone.href)

    const scripts = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    const data = JSON.parse(scripts[0]![1]!)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      telephone: site.phone.e164,
      email: site.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Melbourne', addressCountry: 'AU' },
      areaServed: { '@type': 'Country', name: 'Australia' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 200 },
    })
    // Support hours on the Melbourne clock, by dated season (decision 302): 8-6 in winter, 9-7 in summer.
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
    for (const [opens, closes] of [
      ['08:00', '18:00'],
      ['09:00', '19:00'],
    ])
      expect(data.openingHoursSpecification).toContainEqual(
        expect.objectContaining({ dayOfWeek: weekdays, opens, closes, validFrom: expect.any(String) }),
      )
    expect(data.url).toMatch(/^https:\/\//)
    expect(data.logo).toMatch(/^https:\/\/.+\.svg$/)
    expect(data.sameAs).toEqual(site.social.map((s) => s.href))
  })

  test('the logo strip has a pause control that stops the scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    await hydrated(page)
    const strip = section(page, STRIP_HEADING)
    await strip.scrollIntoViewIfNeeded()

    expect(await trackStyle(logoTrack(page))).toMatchObject({ name: 'marquee', playState: 'running' })
    await strip.getByRole('button', { name: 'Pause logos' }).click()
    await expect(strip.getByRole('button', { name: 'Play logos' })).toBeVisible()
    expect((await trackStyle(logoTrack(page))).playState).toBe('paused')
    await expectStill(page)

    await strip.getByRole('button', { name: 'Play logos' }).click()
    await expect(strip.getByRole('button', { name: 'Pause logos' })).toBeVisible()
    expect((await trackStyle(logoTrack(page))).playState).toBe('running')
  })

  test('a screen reader hears each client once: the looping copy is hidden', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const strip = section(page, STRIP_HEADING)
    for (const client of clients) {
      await expect(strip.getByRole('img', { name: client.name })).toHaveCount(1)
    }
    const copies = strip.locator('ul')
    await expect(copies).toHaveCount(2)
    await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true')
  })

  test('under prefers-reduced-motion the strip stands still and offers Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await hydrated(page)
    const strip = section(page, STRIP_HEADING)
    await strip.scrollIntoViewIfNeeded()
    await expect(strip.getByRole('button', { name: 'Play logos' })).toBeVisible()
    const style = await trackStyle(logoTrack(page))
    expect(style.name === 'none' || style.playState === 'paused').toBe(true)
    await expectStill(page)

    // Pressing Play is the visitor's explicit choice, and it is honoured.
    await strip.getByRole('button', { name: 'Play logos' }).click()
    await expect(strip.getByRole('button', { name: 'Pause logos' })).toBeVisible()
    // At its own gentle pace, not the site-wide reduced-motion duration.
    expect(await trackStyle(logoTrack(page))).toMatchObject({ name: 'marquee', playState: 'running', duration: '45s' })
    const start = (await trackStyle(logoTrack(page))).transform
    await expect.poll(async () => (await trackStyle(logoTrack(page))).transform).not.toBe(start)
  })

  test('images below the fold load only when scrolled near', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const stories = section(page, 'Providers who are now registered and growing')
    const portraits = stories.locator('img[src^="/images/testimonials/"]')
    // At the top of the page the portraits are same-sized placeholders.
    await expect(portraits).toHaveCount(0)
    await expect(stories.locator('[data-lazy-placeholder]')).toHaveCount(testimonials.length)
    const placeholderBox = await stories.locator('[data-lazy-placeholder]').first().boundingBox()

    await stories.getByRole('figure').first().scrollIntoViewIfNeeded()
    await expect(portraits).toHaveCount(testimonials.length)
    const first = portraits.first()
    await expect(first).toHaveAttribute('loading', 'lazy')
    await expect(first).toHaveAttribute('width', /\d+/)
    await expect(first).toHaveAttribute('height', /\d+/)
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Same box as the placeholder: nothing shifted.
    const imageBox = await first.boundingBox()
    expect(imageBox?.width).toBe(placeholderBox?.width)
    expect(imageBox?.height).toBe(placeholderBox?.height)
  })

  test('/ has no axe violations and no sideways scrolling at 390 px @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  })
})

// Decision 231: the gradient's stops read starting values the root gives every element. Without them the
// gradient is invalid, the hero turns white, and its white text vanishes (axe cannot judge text on a
// gradient, so the accessibility checks would not notice).
test('the hero draws its navy gradient behind its white text', async ({ page }) => {
  await page.goto('/')
  const hero = page.getByRole('region', { name: heroCopy.headline })
  const background = await hero.evaluate((el) => getComputedStyle(el).backgroundImage)
  // navy.800 to navy.900 (panda.config.ts)
  expect(background).toBe('linear-gradient(to right bottom, rgb(15, 58, 97), rgb(10, 42, 71))')
})
