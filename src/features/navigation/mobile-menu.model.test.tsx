import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type MenuEvent, menuModel } from '../../../machines/models/menu.model'
import { transitionPaths } from '../../../machines/models/paths'
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

describe("mobile menu: the oracle model's paths through the rendered menu", () => {
  for (const path of transitionPaths(menuModel)) {
    it(path.map((s) => menuModel.eventText[s.event]).join(' → '), async () => {
      const user = userEvent.setup()
      const toggle = await renderMenu()
      const panel = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')
      const act: Record<MenuEvent, () => Promise<void>> = {
        toggle: () => user.click(toggle),
        // From inside the open menu; with the menu closed, from its button.
        escape: async () => {
          const open = toggle.getAttribute('aria-expanded') === 'true'
          ;(open ? screen.getByRole('link', { name: 'All services' }) : toggle).focus()
          await user.keyboard('{Escape}')
        },
        navigate: () => user.click(screen.getByRole('link', { name: 'Pricing' })),
        clickOutside: () => user.click(screen.getByText('Page content')),
        // Focus leaving the menu (Tab out of it) closes it.
        close: async () => {
          const outside = document.createElement('button')
          outside.textContent = 'Outside'
          document.body.append(outside)
          screen.getByRole('link', { name: 'All services' }).focus()
          outside.focus()
        },
      }
      for (const step of path) {
        await act[step.event]()
        if (step.to === 'open') {
          await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'))
          expect(panel()).toBeVisible()
        } else {
          await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
          expect(panel()).not.toBeVisible()
          // Escape from the open menu returns focus to its button.
          if (step.effects?.focusToggle) expect(toggle).toHaveFocus()
        }
      }
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
