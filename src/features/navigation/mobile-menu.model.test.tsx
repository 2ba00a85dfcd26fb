import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestModel } from 'xstate/graph'
import { menuMachine } from '../../../machines/menu.machine'
import { MobileMenu } from './mobile-menu'

// The menu machine's model paths, walked through the rendered mobile menu as a person would.
async function renderMenu() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <p>Page content</p>
        <MobileMenu />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  return screen.findByRole('button', { name: 'Menu' })
}

const model = createTestModel(menuMachine)

describe('mobile menu: model-based paths through the rendered menu', () => {
  const paths = model.getShortestPaths()

  it('the paths take every event the menu accepts', () => {
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))
    expect(events).toEqual(
      new Set(['xstate.init', 'menu.toggle', 'menu.close', 'menu.escape', 'menu.navigate', 'menu.clickOutside']),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup()
      const toggle = await renderMenu()
      const panel = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')
      let lastEvent = ''
      await path.test({
        states: {
          open: async () => {
            await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'))
            expect(panel()).toBeVisible()
          },
          closed: async () => {
            await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
            expect(panel()).not.toBeVisible()
            if (lastEvent === 'menu.escape') expect(toggle).toHaveFocus()
          },
        },
        events: {
          'menu.toggle': async () => {
            lastEvent = 'menu.toggle'
            await user.click(toggle)
          },
          'menu.escape': async () => {
            lastEvent = 'menu.escape'
            screen.getByRole('link', { name: 'All services' }).focus()
            await user.keyboard('{Escape}')
          },
          'menu.navigate': async () => {
            lastEvent = 'menu.navigate'
            await user.click(screen.getByRole('link', { name: 'Pricing' }))
          },
          'menu.clickOutside': async () => {
            lastEvent = 'menu.clickOutside'
            await user.click(screen.getByText('Page content'))
          },
          'menu.close': async () => {
            // Focus leaving the menu (Tab out of it) closes it.
            lastEvent = 'menu.close'
            const outside = document.createElement('button')
            outside.textContent = 'Outside'
            document.body.append(outside)
            screen.getByRole('link', { name: 'All services' }).focus()
            outside.focus()
          },
        },
      })
    })
  }
})

describe('mobile menu: the first taps', () => {
  it('two quick taps open and close it, as they would once loaded (one machine, not two)', async () => {
    const toggle = await renderMenu()
    // Both clicks land before the first machine is in state (its code may even still be loading).
    await act(async () => {
      toggle.click()
      toggle.click()
    })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    await act(async () => toggle.click())
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'))
  })
})
