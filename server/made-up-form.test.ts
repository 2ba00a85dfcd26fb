// @vitest-environment node
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../src/entry-server'
import { formKindLabel } from '../src/features/submissions/form-kind-labels'
import { prerenderPaths, sitemapPaths } from '../src/prerender-paths'
import { madeUpEntries, madeUpForm, madeUpPage, madeUpPrivacy } from '../src/testing/made-up-form'
import type { PageRenderer } from './form-post'
import { outboxMails } from './mail-check'
import { createTestServer, storePerFile, testConfig } from './test-support'

/**
 * Issue 26, decision 202: a new lead form is its descriptor and its page entry. This file adds a
 * made-up form (src/testing/made-up-form.ts) to the three lists the code reads and touches nothing else;
 * the site's own render (src/entry-server.tsx, as the prerender and the lead function use it) and the
 * real server on PGlite then give it a page, a plain POST, a confirmation page, the team's mail and
 * its place in the privacy policy. Its dialog is in src/features/lead-forms/made-up-form.test.tsx.
 */
vi.mock('../src/content/lead-form-pages', async (importOriginal) =>
  (await import('../src/testing/made-up-form')).withMadeUpPage(
    await importOriginal<typeof import('../src/content/lead-form-pages')>(),
  ),
)
vi.mock('../src/content/form-privacy', async (importOriginal) =>
  (await import('../src/testing/made-up-form')).withMadeUpPrivacy(
    await importOriginal<typeof import('../src/content/form-privacy')>(),
  ),
)
vi.mock('../src/forms/registry', async (importOriginal) =>
  (await import('../src/testing/made-up-form')).withMadeUpForm(
    await importOriginal<typeof import('../src/forms/registry')>(),
  ),
)

const db = storePerFile()
const NOW = Date.parse('2026-11-24T01:00:00Z') // a Tuesday, 12 noon in Melbourne

/** The site's render of one address, as the prerender writes it (no build: an empty router manifest). */
async function page(url: string) {
  const { html, status } = await render(url, { routes: {} } as never)
  return { status, document: parse(html) }
}

/** The lead function's renderer, on the site's own render (server/page-renderer.ts without a build). */
const renderPage: PageRenderer = async (url, echo) => {
  const { html, status } = await render(url, { routes: {} } as never, { echo })
  if (status !== 200) throw new Error(`Rendering ${url} gave status ${status}`)
  return html
}

function post(app: ReturnType<typeof createTestServer>['app'], values: Record<string, string>) {
  return app.request(madeUpPage.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'x-forwarded-for': '203.0.113.40',
    },
    body: new URLSearchParams({ ...values, id: '', website: '' }).toString(),
  })
}

/** The page as a browser reads it. */
const parse = (html: string) => new JSDOM(html).window.document

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

describe('a made-up form, added by its descriptor and page entry alone', () => {
  it('has its own page, prerendered and in the sitemap, with its heading, its form and every field', async () => {
    expect(prerenderPaths).toContain('/plan-review')
    expect(sitemapPaths).toContain('/plan-review')
    const { status, document } = await page('/plan-review')
    expect(status).toBe(200)
    expect(document.title).toBe('Ask for a plan review | Bluegum Provider Consulting')
    expect(text(document.querySelector('h1'))).toBe('Ask for a plan review')
    const form = document.querySelector('form[aria-label="Plan review request"]')
    expect(form?.getAttribute('method')).toBe('post')
    // Its own page, with no fragment: a refused post's page focuses its error summary (decision 281).
    expect(form?.getAttribute('action')).toBe('/plan-review')
    expect(form?.closest('section')?.id).toBe('plan-review-form')
    const labels = [...(form?.querySelectorAll('label') ?? [])].map(text)
    for (const field of madeUpForm.fields) expect(labels.some((label) => label.startsWith(field.label))).toBe(true)
    expect(text(form?.querySelector('button[type="submit"]'))).toBe('Request the review')
  })

  it('takes its plain POST through the real intake: 303 to its confirmation page, one lead, the team mailed', async () => {
    const config = testConfig()
    const { app, outbox } = createTestServer(db.store, config, { renderPage, now: () => NOW })
    const res = await post(app, madeUpEntries)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/sent/plan-review-request')
    const stored = await db.store.query<{ form: string; data: Record<string, string> }>('SELECT form, data FROM leads')
    expect(stored.rows).toEqual([{ form: 'plan-review', data: madeUpEntries }])

    await outbox.drain()
    const mails = await outboxMails(config.dataDir)
    const mail = mails.find((m) => m.subject === 'New Plan Review Request')
    expect(mail?.text).toContain('Requester: Robin Okafor\n')
    expect(mail?.text).toContain('Email address: robin@example.com\n')
    expect(mail?.text).toContain('Suburb: Ballarat\n')
    expect(mail?.text).toContain('Plan stage: Policies drafted, audit not booked yet.\n')
    // The desk names it as its descriptor does.
    expect(formKindLabel('plan-review')).toBe('Plan review request')
  })

  it('renders a refused plain POST back into its page, with the entries and the error (422)', async () => {
    const { app } = createTestServer(db.store, testConfig(), { renderPage, now: () => NOW })
    const res = await post(app, { ...madeUpEntries, planStage: '' })
    expect(res.status).toBe(422)
    const document = parse(await res.text())
    expect(text(document.querySelector('h1'))).toBe('Ask for a plan review')
    expect(text(document.querySelector('form[aria-label="Plan review request"]'))).toContain(
      'Tell us where your plan stands',
    )
    expect(document.querySelector<HTMLInputElement>('input[name="fullName"]')?.value).toBe('Robin Okafor')
    expect((await db.store.query('SELECT id FROM leads')).rows).toHaveLength(0)
  })

  it('has its confirmation page, prerendered, with its own head and its success notice', async () => {
    expect(prerenderPaths).toContain('/sent/plan-review-request')
    const { status, document } = await page('/sent/plan-review-request')
    expect(status).toBe(200)
    expect(document.title).toBe('Plan review request sent | Bluegum Provider Consulting')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    expect(text(document.querySelector('h1'))).toBe('Review Requested!')
    expect(text(document.querySelector('main'))).toContain('We will look over your plan within 24 hours.')
  })

  it('is in the privacy policy, with every field it collects', async () => {
    const { document } = await page('/privacy-policy')
    const heading = [...document.querySelectorAll('#website-forms h3')].find((h) => text(h) === 'Plan review request')
    const card = heading?.parentElement
    expect(text(card)).toContain('Opened from the Ask for a plan review buttons.')
    const listed = [...(card?.querySelectorAll('li') ?? [])].map(text)
    expect(listed).toEqual(madeUpPrivacy.fields.map((field) => field.label))
    expect(madeUpPrivacy.fields.map((field) => field.key)).toEqual(Object.keys(madeUpForm.schema.entries))
  })
})
