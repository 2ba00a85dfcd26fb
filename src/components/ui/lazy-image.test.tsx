import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LAZY_IMAGE_THRESHOLD, LazyImage } from './lazy-image'

type Callback = (entries: Partial<IntersectionObserverEntry>[], observer: unknown) => void

class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords() {
    return []
  }
  /** What the browser does when the target's visible share changes. */
  fire(entry: Partial<IntersectionObserverEntry>) {
    act(() => this.callback([{ target: this.observed[0], ...entry }], this))
  }
}

function latestObserver(): FakeObserver {
  const observer = FakeObserver.instances.at(-1)
  if (!observer) throw new Error('no IntersectionObserver was created')
  return observer
}

beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const props = { src: '/images/clients/quenda-creek.svg', alt: 'Quenda Creek Supports', width: 160, height: 48 }

describe('LazyImage (lazy)', () => {
  it('shows a same-sized placeholder carrying the alt text before the image is visible', () => {
    const { container } = render(<LazyImage {...props} />)
    expect(container.querySelector('img')).toBeNull()
    const placeholder = screen.getByRole('img', { name: 'Quenda Creek Supports' })
    expect(placeholder.tagName).toBe('SPAN')
    expect(placeholder).toHaveStyle({ width: '160px' })
    expect(placeholder.style.aspectRatio).toBe('160 / 48')
  })

  it('observes the placeholder with a 0.1 threshold', () => {
    const { container } = render(<LazyImage {...props} />)
    const observer = latestObserver()
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1)
    expect(observer.options.threshold).toBe(0.1)
    expect(observer.observed).toEqual([container.querySelector('[data-lazy-placeholder]')])
  })

  it('stays a placeholder while less than 10% is visible', () => {
    const { container } = render(<LazyImage {...props} />)
    latestObserver().fire({ isIntersecting: false, intersectionRatio: 0 })
    latestObserver().fire({ isIntersecting: true, intersectionRatio: 0.05 })
    expect(container.querySelector('img')).toBeNull()
  })

  it('renders the lazy image, with width and height, once 10% is visible, and stops observing', () => {
    const { container } = render(<LazyImage {...props} />)
    const observer = latestObserver()
    observer.fire({ isIntersecting: true, intersectionRatio: 0.1 })
    const img = container.querySelector('img')
    expect(img).not.toBeNull()
    expect(img).toHaveAttribute('src', props.src)
    expect(img).toHaveAttribute('alt', 'Quenda Creek Supports')
    expect(img).toHaveAttribute('width', '160')
    expect(img).toHaveAttribute('height', '48')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(container.querySelector('[data-lazy-placeholder]')).toBeNull()
    expect(observer.disconnected).toBe(true)
  })

  it('disconnects the observer on unmount', () => {
    const { unmount } = render(<LazyImage {...props} />)
    const observer = latestObserver()
    expect(observer.disconnected).toBe(false)
    unmount()
    expect(observer.disconnected).toBe(true)
  })

  it('hides a decorative placeholder from assistive technology', () => {
    const { container } = render(<LazyImage {...props} alt="" />)
    const placeholder = container.querySelector('[data-lazy-placeholder]')
    expect(placeholder).toHaveAttribute('aria-hidden', 'true')
    expect(placeholder).not.toHaveAttribute('role')
    latestObserver().fire({ isIntersecting: true, intersectionRatio: 1 })
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('prerenders the placeholder with a <noscript> image and no <img> outside it', () => {
    const html = renderToString(<LazyImage {...props} />)
    expect(html).toContain('data-lazy-placeholder')
    expect(html).toMatch(/<noscript><img [^>]*src="\/images\/clients\/quenda-creek.svg"/)
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<img')
  })

  it('shows the image at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = render(<LazyImage {...props} />)
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })
})

describe('LazyImage (eager)', () => {
  it('renders the image immediately with fetchpriority high and never creates an observer', () => {
    const { container } = render(<LazyImage {...props} eager />)
    const img = screen.getByRole('img', { name: 'Quenda Creek Supports' })
    expect(img.tagName).toBe('IMG')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('width', '160')
    expect(img).toHaveAttribute('height', '48')
    expect(container.querySelector('[data-lazy-placeholder]')).toBeNull()
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('prerenders the <img> itself', () => {
    const html = renderToString(<LazyImage {...props} eager />)
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i)
    // React 19 also hoists a preload for a high-priority image.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/clients\/quenda-creek.svg"/)
    expect(html).not.toContain('data-lazy-placeholder')
  })
})
