import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPEC_SERVICES } from '../../../tests/spec-texts'
import { clients } from '../../content/clients'
import { servicesSection } from '../../content/home'
import { JOURNEY_SERVICE_INTEREST } from '../../content/service-interest'
import { claims, site } from '../../content/site'
import { testimonials } from '../../content/testimonials'
import type { DialogRequest } from '../../lib/page-requests'
import { takeDialogRequests } from '../../testing/page-requests'
import { HomePage } from './home-page'

/** The contact form has its own tests; here it is a stand-in, as its code is not the home page's. */
const contactFormStandIn = <form aria-label="Contact form stand-in" />

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  )
}

function region(name: RegExp | string) {
  return screen.getByRole('region', { name })
}

function listenForDialogs() {
  const requests: DialogRequest[] = []
  const stop = takeDialogRequests((request) => requests.push(request))
  return { requests, stop }
}

describe('HomePage structure', () => {
  it('has exactly one h1, in the hero', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]).toHaveTextContent(/registered NDIS provider/i)
  })

  it('shows the sections in the order of the spec, each headed by an h2', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      'Your path to registration',
      'Providers who are now registered and growing',
      'Trusted by disability service providers across Australia',
      'NDIS registration and compliance services',
      'Talk to an NDIS registration specialist',
      'A track record built one provider at a time',
    ])
  })

  it('never skips a heading level', () => {
    const { container } = render(<HomePage contactForm={contactFormStandIn} />)
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1)
  })

  it('gives the testimonials and contact sections the ids the footer and menu link to', () => {
    const { container } = render(<HomePage contactForm={contactFormStandIn} />)
    expect(container.querySelector('section#testimonials')).toBe(region(/registered and growing/))
    expect(container.querySelector('section#contact')).toBe(region(/registration specialist/))
  })
})

describe('Hero', () => {
  it('shows the six claims and the four-step process as an ordered list', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const claimsList = screen.getByRole('list', { name: 'Our track record' })
    for (const figure of ['200+', '8+', '100%', '500+', '6-10 weeks', '5.0']) {
      expect(within(claimsList).getByText(figure)).toBeInTheDocument()
    }
    expect(within(claimsList).getByText('rating from 200 reviews')).toBeInTheDocument()
    const steps = screen.getByRole('list', { name: 'Your path to registration' })
    expect(steps.tagName).toBe('OL')
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Initial Consultation', 'Documentation Prep', 'Application Submission', 'Registration Approval'])
  })

  it('offers the registration journey and a free call', async () => {
    const { requests, stop } = listenForDialogs()
    render(<HomePage contactForm={contactFormStandIn} />)
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!
    // Before the page's scripts run (or without them) each is a link to the page holding its form.
    expect(within(hero).getByRole('link', { name: 'Start Your Registration Journey' })).toHaveAttribute(
      'href',
      `/apply?interest=${encodeURIComponent(JOURNEY_SERVICE_INTEREST).replace(/%20/g, '+')}`,
    )
    expect(within(hero).getByRole('link', { name: 'Book Free Call' })).toHaveAttribute('href', '/book-a-consultation')
    await userEvent.click(within(hero).getByRole('link', { name: 'Start Your Registration Journey' }))
    await userEvent.click(within(hero).getByRole('link', { name: 'Book Free Call' }))
    stop()
    expect(requests.map(({ form, values }) => ({ form, values }))).toEqual([
      { form: 'signup-modal', values: { serviceInterest: JOURNEY_SERVICE_INTEREST } },
      { form: 'scheduling', values: undefined },
    ])
  })
})

describe('Testimonials', () => {
  it('shows each story with a rating read as "Rated 5 out of 5", participants and timeframe', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region(/registered and growing/)
    expect(within(section).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(testimonials.length)
    const cards = within(section).getAllByRole('figure')
    expect(cards).toHaveLength(testimonials.length)
    expect(cards.length).toBeGreaterThanOrEqual(3)
    expect(cards.map((card) => within(card).getByText(/^\d+ weeks$/).textContent)).toEqual([
      '8 weeks',
      '6 weeks',
      '10 weeks',
    ])
    for (const [index, t] of testimonials.entries()) {
      const card = cards[index]!
      expect(card).toHaveTextContent(t.quote)
      expect(card).toHaveTextContent(t.name)
      expect(card).toHaveTextContent(`${t.role}, ${t.company}`)
      expect(within(card).getByText(String(t.participants))).toBeInTheDocument()
    }
  })

  it('hides the five star shapes themselves from screen readers', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const rating = screen.getAllByRole('img', { name: 'Rated 5 out of 5' })[0]!
    const stars = rating.querySelectorAll('svg')
    expect(stars).toHaveLength(5)
    for (const star of stars) expect(star).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('Client logo strip', () => {
  it('lists each client once for assistive technology and hides the looping copy', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('Trusted by disability service providers across Australia')
    const list = within(section).getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(clients.length)
    for (const client of clients) {
      expect(within(section).getAllByRole('img', { name: client.name })).toHaveLength(1)
    }
    const copies = section.querySelectorAll('ul')
    expect(copies).toHaveLength(2)
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true')
    const hiddenImages = copies[1]!.querySelectorAll('img')
    expect(hiddenImages).toHaveLength(clients.length)
    for (const img of hiddenImages) expect(img).toHaveAttribute('alt', '')
  })

  it('has a pause button that stops and restarts the scrolling', async () => {
    stubReducedMotion(false)
    render(<HomePage contactForm={contactFormStandIn} />)
    const track = screen.getByTestId('client-logo-track')
    expect(track).toHaveAttribute('data-motion', 'auto')
    await userEvent.click(screen.getByRole('button', { name: 'Pause logos' }))
    expect(track).toHaveAttribute('data-motion', 'paused')
    await userEvent.click(screen.getByRole('button', { name: 'Play logos' }))
    expect(track).toHaveAttribute('data-motion', 'playing')
    expect(screen.getByRole('button', { name: 'Pause logos' })).toBeInTheDocument()
  })

  it('starts paused when the visitor prefers reduced motion', () => {
    stubReducedMotion(true)
    render(<HomePage contactForm={contactFormStandIn} />)
    expect(screen.getByRole('button', { name: 'Play logos' })).toBeInTheDocument()
    expect(screen.getByTestId('client-logo-track')).toHaveAttribute('data-motion', 'paused')
  })
})

describe('Services section', () => {
  it('shows the seven services of the spec in order, the first marked Most Popular', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('NDIS registration and compliance services')
    const cards = within(section).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(SPEC_SERVICES)
    expect(within(cards[0]!).getByText('Most Popular')).toBeInTheDocument()
    expect(within(section).getAllByText('Most Popular')).toHaveLength(1)
    for (const [index, card] of cards.entries()) {
      expect(card).toHaveTextContent(servicesSection.cards[index]!.description)
    }
  })

  it('gives every Get Started button the name of its service and opens signup with it', async () => {
    const { requests, stop } = listenForDialogs()
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('NDIS registration and compliance services')
    for (const title of SPEC_SERVICES) {
      await userEvent.click(within(section).getByRole('link', { name: `Get Started – ${title}` }))
    }
    stop()
    expect(requests).toEqual(
      SPEC_SERVICES.map((title) =>
        expect.objectContaining({ form: 'signup-modal', values: { serviceInterest: title } }),
      ),
    )
  })

  it('links to the matching service pages', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('NDIS registration and compliance services')
    expect(within(section).getByRole('link', { name: 'Learn more about NDIS Audit Support' })).toHaveAttribute(
      'href',
      '/services/audit-support',
    )
    for (const link of within(section).getAllByRole('link', { name: /^Learn more about / })) {
      expect(link.getAttribute('href')).toMatch(/^\/services\/[a-z-]+$/)
    }
  })

  it('ends with Start Your Registration Journey and Book Free Call', async () => {
    const { requests, stop } = listenForDialogs()
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('NDIS registration and compliance services')
    await userEvent.click(within(section).getByRole('link', { name: 'Start Your Registration Journey' }))
    await userEvent.click(within(section).getByRole('link', { name: 'Book Free Call' }))
    stop()
    expect(requests).toEqual([
      expect.objectContaining({ form: 'signup-modal', values: { serviceInterest: JOURNEY_SERVICE_INTEREST } }),
      expect.objectContaining({ form: 'scheduling' }),
    ])
  })
})

describe('Contact section', () => {
  it('shows the contact card with the details from site.ts', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('Talk to an NDIS registration specialist')
    expect(section).toHaveTextContent('Email response within 4 hours')
    expect(section).toHaveTextContent('Mon-Fri 8AM-6PM AEST')
    expect(within(section).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
    expect(within(section).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    expect(section).toHaveTextContent(site.address.street)
    expect(section).toHaveTextContent(`Melbourne ${site.address.region} ${site.address.postcode}`)
  })

  it('places the contact form it is given, and Schedule Now opens the booking dialog', async () => {
    const { requests, stop } = listenForDialogs()
    render(<HomePage contactForm={<form aria-label="Free consultation enquiry" />} />)
    const section = region('Talk to an NDIS registration specialist')
    expect(within(section).getByRole('form', { name: 'Free consultation enquiry' })).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('link', { name: 'Schedule Now' }))
    stop()
    expect(requests).toEqual([expect.objectContaining({ form: 'scheduling' })])
  })
})

describe('About section', () => {
  it('tells the track record with every claim', () => {
    render(<HomePage contactForm={contactFormStandIn} />)
    const section = region('A track record built one provider at a time')
    for (const figure of [
      claims.providersRegistered,
      claims.yearsExperience,
      claims.successRate,
      claims.applicationsProcessed,
      claims.registrationWeeks,
    ]) {
      expect(section).toHaveTextContent(figure)
    }
    expect(section).toHaveTextContent('5.0 from 200 reviews')
  })
})

describe('Prerender', () => {
  it('renders to HTML that hydrates without a mismatch', async () => {
    stubReducedMotion(true)
    const html = renderToString(<HomePage contactForm={contactFormStandIn} />)
    expect(html).toContain('<h1')
    expect(html).toContain('id="testimonials"')
    expect(html).toContain('id="contact"')
    const host = document.createElement('div')
    host.innerHTML = html
    document.body.append(host)
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(host, <HomePage contactForm={contactFormStandIn} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    consoleError.mockRestore()
    act(() => root?.unmount())
    host.remove()
  })
})
