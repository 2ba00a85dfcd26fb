import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { aboutPage } from '../../content/pages/about'
import { NotFoundPage } from '../not-found/not-found-page'
import { AboutPage } from './about-page'

afterEach(cleanup)

/** A page inside a router (its links need one), as the site renders it. */
async function renderPage(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => ui })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  const result = render(<RouterProvider router={router} />)
  await screen.findAllByRole('heading', { level: 1 })
  return result
}

describe('words on the about and not-found pages (issue 25)', () => {
  it('says the team profiles are fictional before it lists them', async () => {
    const { container } = await renderPage(<AboutPage />)
    const html = container.innerHTML
    const note = html.indexOf(aboutPage.team.note)
    expect(note).toBeGreaterThan(-1)
    expect(note).toBeLessThan(html.indexOf(aboutPage.team.members[0]!.name))
  })

  it('the not-found page says sorry once, not in two near-identical paragraphs', async () => {
    const { container } = await renderPage(<NotFoundPage />)
    expect(container.textContent?.match(/Sorry/g)).toHaveLength(1)
  })
})
