import { render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { expect, it } from 'vitest'
import { Toaster, toaster } from '../../../components/ui/toaster'

function Parent() {
  useEffect(() => {
    toaster.create({ type: 'info', title: 'Hello title', description: 'desc' })
  }, [])
  return <Toaster />
}

it('toast created in parent effect at mount shows', async () => {
  render(<Parent />)
  expect(await screen.findByText('Hello title', {}, { timeout: 3000 })).toBeTruthy()
})
