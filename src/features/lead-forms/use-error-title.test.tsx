import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useErrorTitle } from './use-error-title'

function Form({ problems }: { problems: number }) {
  useErrorTitle(problems)
  return null
}

afterEach(() => {
  document.title = ''
})

describe('the page title while its form shows problems', () => {
  it('says "Error:" and how many, and goes back to the page’s own title once they are fixed', () => {
    document.title = 'Contact us | Bluegum'
    const { rerender } = render(<Form problems={0} />)
    expect(document.title).toBe('Contact us | Bluegum')
    rerender(<Form problems={2} />)
    expect(document.title).toBe('Error: 2 problems to fix – Contact us | Bluegum')
    rerender(<Form problems={1} />)
    expect(document.title).toBe('Error: 1 problem to fix – Contact us | Bluegum')
    rerender(<Form problems={0} />)
    expect(document.title).toBe('Contact us | Bluegum')
  })

  it('keeps the count of a server-rendered error title instead of adding a second prefix', () => {
    document.title = 'Error: 3 problems to fix – Apply | Bluegum'
    render(<Form problems={3} />)
    expect(document.title).toBe('Error: 3 problems to fix – Apply | Bluegum')
  })

  it('hydration setting the route’s own title again does not lose the error', () => {
    // React sets the route's title again as it hydrates the head; the form's effect runs after that.
    document.title = 'Apply | Bluegum'
    render(<Form problems={1} />)
    expect(document.title).toBe('Error: 1 problem to fix – Apply | Bluegum')
  })

  it('says it again when the router renders the head with the route’s own title', async () => {
    document.title = 'Book a free consultation | Bluegum'
    render(<Form problems={5} />)
    expect(document.title).toBe('Error: 5 problems to fix – Book a free consultation | Bluegum')
    const title = document.querySelector('title')
    if (!title) throw new Error('no title element')
    title.textContent = 'Book a free consultation | Bluegum'
    await vi.waitFor(() => expect(document.title).toBe('Error: 5 problems to fix – Book a free consultation | Bluegum'))
    title.remove()
    const again = document.createElement('title')
    again.textContent = 'Book a free consultation | Bluegum'
    document.head.append(again)
    await vi.waitFor(() => expect(document.title).toBe('Error: 5 problems to fix – Book a free consultation | Bluegum'))
  })

  it('leaves a title another page has set since alone when the form goes', () => {
    document.title = 'Contact us | Bluegum'
    const { unmount } = render(<Form problems={1} />)
    act(() => {
      document.title = 'Pricing | Bluegum'
    })
    unmount()
    expect(document.title).toBe('Pricing | Bluegum')
  })
})
