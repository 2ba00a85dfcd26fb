import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { notices } from '../../content/notices'
import { expectTranscript, Transcript, updatingTranscripts } from '../../testing/transcript'
import { announcementOf } from '../lead-forms/notify'
import { stubNetwork } from '../lead-forms/testing/lead-paths'
import { renderLeadUi, setUpLeadUiDom } from '../lead-forms/testing/lead-ui'
import { parseReturnParams } from './return-params'
import { startPaymentReturn } from './start-payment-return'

/**
 * The payment return and the test email (spec §6, §8) as a screen-reader user hears them: the home
 * page's query string starts the machine (as the home page does), the real test-email lead is sent and
 * the server is played here. Written to docs/screen-reader/payment-return.md.
 */
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

setUpLeadUiDom()

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)))
const live = (phrases: string[]) => phrases.filter((p) => /^(polite|assertive): /.test(p))

describe('payment return and test email: what a screen-reader user hears', () => {
  it('payment success with a test email taken, a test email while the server is down and refused, payment canceled', {
    timeout: 60_000,
  }, async () => {
    const requests = stubNetwork()
    const router = await renderLeadUi(
      <main>
        <h1>Home</h1>
      </main>,
    )
    const transcript = new Transcript(
      'the payment return and the test email',
      'The home page opened with a payment or test-email query string. The server is played by the test.',
    )
    await transcript.start()
    const source = 'src/features/payment-return/payment-return.screen-reader.test.tsx'
    const visit = async (query: Record<string, string>) => {
      await act(() => startPaymentReturn(parseReturnParams(query), router.navigate))
      await settle()
    }
    const answer = async (status: number, body: object) => {
      await waitFor(() => expect(requests.length).toBeGreaterThan(0))
      const request = requests.at(-1)
      await act(async () => request?.respond(status, { id: request.body.id, ...body }))
      await settle()
      await settle()
    }
    try {
      await visit({ payment: 'success', test: 'email' })
      const paid = await transcript.take('Arrive at /?payment=success&test=email')
      expect(live(paid)).toEqual([`polite: ${announcementOf(notices.paymentSuccess)}`])

      await answer(201, { status: 'stored' })
      const sent = await transcript.take('The server takes the test email (201)')
      expect(live(sent)).toEqual([`polite: ${announcementOf(notices.testEmailSent)}`])

      await visit({ test: 'email' })
      await answer(500, { error: 'Down' })
      const down = await transcript.take('Arrive at /?test=email; the server fails (500)')
      expect(live(down)).toEqual([`assertive: ${announcementOf(notices.testEmailBackedUp)}`])

      await visit({ test: 'email' })
      await answer(422, { error: 'Some fields are not valid' })
      const refused = await transcript.take('Arrive at /?test=email; the server refuses it (422)')
      expect(live(refused)).toEqual([`assertive: ${announcementOf(notices.testEmailRejected)}`])

      await visit({ payment: 'canceled' })
      const canceled = await transcript.take('Arrive at /?payment=canceled')
      expect(live(canceled)).toEqual([`polite: ${announcementOf(notices.paymentCanceled)}`])
    } finally {
      await transcript.stop()
      if (updatingTranscripts()) expectTranscript('payment-return', transcript.markdown(source))
    }
    expectTranscript('payment-return', transcript.markdown(source))
  })
})
