import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LeadDialogLink } from '../../components/lead-buttons'
import { type DialogFormKind, formPagePath, type PageFormKind } from '../../forms/form-pages'
import { madeUpEntries, madeUpPage } from '../../testing/made-up-form'
import { stubNetwork } from './testing/lead-paths'
import { escapeRegExp, renderLeadUi, setUpLeadUiDom } from './testing/lead-ui'

/**
 * Issue 26, decision 202: the made-up form of src/testing/made-up-form.ts, added to the lists the code
 * reads and nothing else, has a dialog: a lead link for it opens it with its own page's words and
 * fields, and it sends. Its page, plain POST, confirmation page, mail and privacy notice are in
 * server/made-up-form.test.ts.
 */
vi.mock('../../content/lead-form-pages', async (importOriginal) =>
  (await import('../../testing/made-up-form')).withMadeUpPage(
    await importOriginal<typeof import('../../content/lead-form-pages')>(),
  ),
)
vi.mock('../../forms/registry', async (importOriginal) =>
  (await import('../../testing/made-up-form')).withMadeUpForm(
    await importOriginal<typeof import('../../forms/registry')>(),
  ),
)
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

setUpLeadUiDom()

/** Each field by the label the visitor reads, and what they type into it. */
const typed = [
  ['Full name', 'fullName'],
  ['Email address', 'email'],
  ['Suburb', 'suburb'],
  ['Where does your registration plan stand?', 'planStage'],
] as const

// Not a kind of the site's own forms: the test adds it at run time.
const kind = madeUpPage.kind as string as DialogFormKind

describe('a made-up form, added by its descriptor and page entry alone', () => {
  it('its lead link opens its dialog, with its heading, intro and fields, and the dialog sends it', async () => {
    const requests = stubNetwork()
    await renderLeadUi(
      <LeadDialogLink request={{ form: kind }} href={formPagePath(kind as string as PageFormKind)}>
        Ask for a plan review
      </LeadDialogLink>,
    )
    const link = screen.getByRole('link', { name: 'Ask for a plan review' })
    expect(link).toHaveAttribute('href', '/plan-review')
    await userEvent.click(link)

    const dialog = await screen.findByRole('dialog', { name: 'Ask for a plan review' })
    expect(dialog).toHaveAccessibleDescription(madeUpPage.ownPage.intro)
    for (const [label, name] of typed)
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${escapeRegExp(label)}`)), {
        target: { value: madeUpEntries[name] },
      })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request the review' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.body).toMatchObject({ form: 'plan-review', data: madeUpEntries })
    await act(async () => requests[0]?.respond(201, { id: requests[0]?.body.id, status: 'stored' }))
    expect(await screen.findByText('Review Requested!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask for a plan review' })).toBeNull())
  })
})
