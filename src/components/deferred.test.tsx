import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { deferred } from './deferred'

function Field({ label }: { label: string }) {
  return (
    <label>
      {label}
      <input />
    </label>
  )
}
const Part = deferred('test-field', async () => Field)

it('a deferred part keeps what was typed in it when its parent renders it again with new props', async () => {
  const { rerender } = render(<Part label="Your name" />)
  // The visitor's first pointer opens the gate (decision 016).
  act(() => window.dispatchEvent(new Event('pointerdown')))
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Your name'), 'Ava')
  rerender(<Part label="Full name" />)
  expect(await screen.findByLabelText('Full name')).toHaveValue('Ava')
})
