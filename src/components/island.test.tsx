import { act, render, screen } from '@testing-library/react'
import { type ComponentType, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { island, preloadIslands } from './island'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count} times
      </button>
      <a href="#elsewhere">A plain link</a>
    </section>
  )
}

/** A loader the test resolves by hand, as if the island's chunk were still on the network. */
function controlledLoader() {
  let resolve: (component: ComponentType<{ label: string }>) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ label: string }>>((r) => {
        resolve = r
      }),
  )
  return { load, arrive: () => act(async () => resolve(Counter)) }
}

let root: Root | undefined
let host: HTMLElement | undefined

/** The prerendered HTML of an island, then a fresh copy of it hydrating that HTML in the page. */
async function hydrateServerMarkup(name: string) {
  const ServerIsland = island(name, () => Promise.resolve(Counter))
  await preloadIslands()
  const html = renderToString(<ServerIsland label="Below the fold" />)

  host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  const serverButton = host.querySelector('button')

  const { load, arrive } = controlledLoader()
  const ClientIsland = island(name, load)
  const errors: unknown[] = []
  await act(async () => {
    root = hydrateRoot(host as HTMLElement, <ClientIsland label="Below the fold" />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return { load, arrive, errors, serverButton }
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  host?.remove()
  host = undefined
})

describe('island', () => {
  it('renders its content in full on the server once preloaded', async () => {
    const ServerIsland = island('server-render', () => Promise.resolve(Counter))
    await preloadIslands()
    const html = renderToString(<ServerIsland label="Prerendered" />)
    expect(html).toContain('data-island="server-render"')
    expect(html).toContain('<h2>Prerendered</h2>')
    expect(html).toContain('Clicked <!-- -->0<!-- --> times')
  })

  it('keeps the server markup and loads no code until the visitor does something', async () => {
    const { load, arrive, errors, serverButton } = await hydrateServerMarkup('waits')
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Below the fold' })).toBeInTheDocument()
    expect(screen.getByRole('button')).toBe(serverButton)

    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(load).toHaveBeenCalledTimes(1)
    await arrive()

    // Hydrated in place: the same element, now interactive.
    const button = screen.getByRole('button')
    expect(button).toBe(serverButton)
    await act(async () => button.click())
    expect(button).toHaveTextContent('Clicked 1 times')
    expect(errors).toEqual([])
  })

  it('replays a click on a button that arrived before the code', async () => {
    const { load, arrive, errors } = await hydrateServerMarkup('replays')
    const button = screen.getByRole('button')
    await act(async () => button.click())
    expect(load).toHaveBeenCalledTimes(1)
    expect(button).toHaveTextContent('Clicked 0 times')

    await arrive()
    expect(button).toHaveTextContent('Clicked 1 times')
    // Replayed once only: later clicks count normally.
    await act(async () => button.click())
    expect(button).toHaveTextContent('Clicked 2 times')
    expect(errors).toEqual([])
  })

  it('leaves clicks on links alone', async () => {
    const { load } = await hydrateServerMarkup('links')
    const link = screen.getByRole('link', { name: 'A plain link' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads at once after a client-side navigation, when there is no server markup', async () => {
    const { load, arrive } = controlledLoader()
    const ClientIsland = island('navigated', load)
    await act(async () => {
      render(<ClientIsland label="Navigated to" />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    await arrive()
    expect(screen.getByRole('heading', { name: 'Navigated to' })).toBeInTheDocument()
  })
})
