import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { leadForms } from '../../forms/lead-kinds'
import { keepDraft, readDraft } from '../../lib/lead-drafts'
import { ClearSavedFormsButton } from './clear-saved-forms-button'

describe('Clear saved form details (the privacy page)', () => {
  it('also removes what was typed into a form in this tab, as the policy says (decision 322)', () => {
    keepDraft(leadForms.contact, { ...leadForms.contact.empty, name: 'Alex Citizen' })
    render(<ClearSavedFormsButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear saved form details' }))
    expect(readDraft(leadForms.contact)).toEqual({})
    expect(screen.getByRole('status')).toHaveTextContent('Cleared. No form details are saved in this browser.')
  })
})
