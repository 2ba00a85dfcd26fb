import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guides } from '../../content/guides'
import { pricingPage } from '../../content/pages/pricing'
import { guidePages } from '../../content/pages/resources'
import { AboutPage } from '../about/about-page'
import { BuyBusinessPage } from '../business-sale/buy-page'
import { BusinessSaleChooserPage } from '../business-sale/chooser-page'
import { SellBusinessPage } from '../business-sale/sell-page'
import { PricingPage } from '../pricing/pricing-page'
import { PrivacyPage } from '../privacy/privacy-page'
import { GuidePage } from './guide-page'
import { ResourcesPage } from './resources-page'

afterEach(cleanup)

/** Renders a page inside a minimal router, because the pages' links are router links. */
async function renderPage(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  const result = render(<RouterProvider router={router} />)
  await screen.findAllByRole('heading', { level: 1 })
  return result
}

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)))
}

const downloadButton = ({ label }: { value: string; label: string }) => <button type="button">Download {label}</button>

const pages: [string, () => ReactNode][] = [
  ['About', () => <AboutPage />],
  ['Pricing', () => <PricingPage />],
  ['Privacy', () => <PrivacyPage clearSavedForms={<button type="button">Clear saved form details</button>} />],
  ['Resources', () => <ResourcesPage downloadButton={downloadButton} />],
  ...guidePages.map((g): [string, () => ReactNode] => [`Guide ${g.value}`, () => <GuidePage guide={g} />]),
  ['Buy or sell', () => <BusinessSaleChooserPage />],
  ['Sell', () => <SellBusinessPage />],
  ['Buy', () => <BuyBusinessPage />],
]

describe.each(pages)('%s page', (_name, page) => {
  it('has exactly one h1, first, with headings in order and no landmarks of its own', async () => {
    const { container } = await renderPage(page())
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const levels = headingLevels(container)
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1)
    expect(container.querySelector('main, [role="main"], body > header, aside')).toBeNull()
  })

  it('gives every id a unique value and every section a heading', async () => {
    const { container } = await renderPage(page())
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of container.querySelectorAll('section[aria-labelledby]')) {
      const labelId = section.getAttribute('aria-labelledby')!
      expect(container.querySelector(`#${labelId}`)?.textContent?.trim()).toBeTruthy()
    }
  })
})

describe('Resources page (shop)', () => {
  it('renders one card per guide, each with its teaser and the download slot for that guide', async () => {
    const slot = vi.fn(downloadButton)
    await renderPage(<ResourcesPage downloadButton={slot} />)
    expect(slot.mock.calls.map(([guide]) => guide)).toEqual(guides.map((g) => ({ ...g })))
    for (const guide of guidePages) {
      const card = screen.getByRole('heading', { level: 3, name: guide.label }).closest('li')!
      expect(within(card).getByText(guide.teaser)).toBeInTheDocument()
      expect(within(card).getByRole('button', { name: `Download ${guide.label}` })).toBeInTheDocument()
    }
  })
})

describe('Guide page', () => {
  it.each(guidePages.map((g) => [g.value, g] as const))('%s shows the full checklist and prints', async (_v, guide) => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { container } = await renderPage(<GuidePage guide={guide} />)
    expect(screen.getByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument()
    const itemCount = guide.sections.reduce(
      (n, s) => n + (s.items?.length ?? 0) + (s.groups ?? []).reduce((m, g) => m + g.items.length, 0),
      0,
    )
    expect(container.querySelectorAll('article ul > li')).toHaveLength(itemCount)
    for (const section of guide.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument()
    }
    await userEvent.click(screen.getByRole('button', { name: 'Print this checklist' }))
    expect(print).toHaveBeenCalledTimes(1)
  })
})

describe('Privacy page', () => {
  it('places the clear-saved-forms slot in the browser backup section and mentions it only when given', async () => {
    await renderPage(<PrivacyPage clearSavedForms={<button type="button">Clear saved form details</button>} />)
    const section = screen.getByRole('region', { name: /copy kept in your browser/i })
    expect(within(section).getByRole('button', { name: 'Clear saved form details' })).toBeInTheDocument()
    expect(within(section).getByText(/Clear saved form details button on this page/)).toBeInTheDocument()
    expect(within(section).getAllByText(/form-submissions/).length).toBeGreaterThan(0)
    cleanup()

    await renderPage(<PrivacyPage />)
    expect(screen.queryByText(/Clear saved form details button/)).toBeNull()
    expect(screen.getByRole('link', { name: 'oaic.gov.au' })).toHaveAttribute('href', 'https://www.oaic.gov.au')
    expect(screen.getByText('30 November 2026')).toHaveAttribute('datetime', '2026-11-30')
  })
})

describe('Pricing page', () => {
  it('shows "Quote on request" for every unpriced package and no dollar amounts', async () => {
    const { container } = await renderPage(<PricingPage />)
    expect(screen.getAllByText('Quote on request')).toHaveLength(pricingPage.packages.length)
    expect(container.textContent).not.toMatch(/\$\s?\d/)
    expect(screen.getAllByRole('link', { name: /Get a quote for/ })).toHaveLength(pricingPage.packages.length)
  })
})

describe('Business sale pages', () => {
  it('the chooser links to the sell and buy pages', async () => {
    await renderPage(<BusinessSaleChooserPage />)
    expect(screen.getByRole('link', { name: 'Selling an NDIS business' })).toHaveAttribute('href', '/sell-business')
    expect(screen.getByRole('link', { name: 'Buying an NDIS business' })).toHaveAttribute('href', '/buy-business')
  })

  it.each([
    ['sell', SellBusinessPage, 'Tell us about your business'],
    ['buy', BuyBusinessPage, 'Tell us what you are looking for'],
  ] as const)('the %s page renders the enquiry form slot under its heading', async (_name, Page, heading) => {
    await renderPage(<Page enquiryForm={<form aria-label="Enquiry form" />} />)
    const section = screen.getByRole('region', { name: heading })
    expect(within(section).getByRole('form', { name: 'Enquiry form' })).toBeInTheDocument()
    cleanup()

    await renderPage(<Page />)
    const fallback = screen.getByRole('region', { name: heading })
    expect(within(fallback).getByRole('link', { name: 'Book Free Call' })).toBeInTheDocument()
  })
})
