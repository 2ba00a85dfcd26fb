import { virtual } from '@guidepup/virtual-screen-reader'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectTranscript, Transcript, updatingTranscripts } from '../../testing/transcript'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

/**
 * The skip link and the menus (APG disclosures, decision 014) as a screen-reader user hears them:
 * the header as every page has it, in a router. Written to docs/screen-reader/navigation.md.
 */

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)))

async function renderLayout() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1}>
          <h1>Page title</h1>
          <p>Page content</p>
        </main>
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('button', { name: 'Menu' })
}

describe('navigation: what a screen-reader user hears', () => {
  it('skip to the main content; open and close each menu', { timeout: 60_000 }, async () => {
    await renderLayout()
    const transcript = new Transcript(
      'the skip link and the menus',
      'The header every page has. Keys are pressed as a keyboard user would (Tab, Enter, Escape).',
    )
    await transcript.start()
    const source = 'src/features/navigation/navigation.screen-reader.test.tsx'
    try {
      // ---- The skip link: the first thing Tab reaches, and it leads to the main landmark --------------
      await virtual.press('Tab')
      await settle()
      const first = await transcript.take('Press Tab')
      expect(first.at(-1)).toBe('link, Skip to main content')
      const skip = document.activeElement as HTMLAnchorElement
      const target = document.getElementById(skip.hash.slice(1))
      expect(target?.tagName).toBe('MAIN')
      expect(target?.tabIndex).toBe(-1)
      await virtual.act()
      // A browser moves the focus to the fragment's target when it can take focus (main has
      // tabindex=-1); jsdom only changes the address, so the test does what the browser does.
      expect(window.location.hash).toBe('#main-content')
      await act(async () => target?.focus())
      await settle()
      await virtual.next()
      const skipped = await transcript.take('Press Enter (the browser moves the focus to the main content); read on')
      expect(skipped).toEqual(['main', 'heading, Page title, level 1'])

      // ---- The menus: a button that says whether its list is expanded --------------------------------
      for (const name of ['Services', 'Branding', 'Menu']) {
        const toggle = screen.getByRole('button', { name })
        await act(async () => toggle.focus())
        await settle()
        const closed = await transcript.take(`Move to the “${name}” button`)
        expect(closed.at(-1)).toMatch(new RegExp(`^button, ${name}, .*, not expanded$`))
        await virtual.act()
        // Wait for the list to show, not for the state the screen reader should read.
        const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
        await waitFor(() => expect(panel).toBeVisible())
        await settle()
        // Read the button again where it is (as a screen reader does when its state changes).
        await virtual.previous()
        await virtual.next()
        const opened = await transcript.take(
          'Press Enter; read the button again (this screen reader does not re-read a focused control whose state changes)',
        )
        expect(opened.at(-1)).toMatch(new RegExp(`^button, ${name}, .*, expanded$`))
        expect(opened.at(-1)).not.toContain('not expanded')
        await virtual.press('Tab')
        await settle()
        const into = await transcript.take('Press Tab')
        expect(into.at(-1)).toMatch(/^link, /)
        await virtual.press('Escape')
        await waitFor(() => expect(toggle).toHaveFocus())
        await settle()
        const back = await transcript.take('Press Escape')
        expect(back.at(-1)).toMatch(new RegExp(`^button, ${name}, .*, not expanded$`))
      }
    } finally {
      await transcript.stop()
      if (updatingTranscripts()) expectTranscript('navigation', transcript.markdown(source))
    }
    expectTranscript('navigation', transcript.markdown(source))
  })
})
