import { virtual } from '@guidepup/virtual-screen-reader'
import { act, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { leadFormCases, preferredDate, serverAnswers } from '../../../machines/models/lead-form-cases'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import { guides } from '../../content/guides'
import { expectTranscript, Transcript, updatingTranscripts } from '../../testing/transcript'
import { DownloadGuideButton } from './download-guide-button'
import { stubNetwork } from './testing/lead-paths'
import { control, escapeRegExp, fill, formPlace, formScope, renderLeadPage, setUpLeadUiDom } from './testing/lead-ui'

/**
 * Every lead form's journey as a screen-reader user lives it (issue 14), with the Guidepup virtual
 * screen reader on the rendered forms in jsdom: open the dialog from its button, send the form empty,
 * read the error summary and follow each of its links to its field, fill it in, and send it while the
 * server is down (backed up), refuses it (422) and takes it (201); then close the dialog. What is
 * spoken is asserted at each key point and written to docs/screen-reader/<kind>.md.
 */

vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

setUpLeadUiDom()

const openers: Record<string, () => ReactNode> = {
  scheduling: () => <BookCallButton />,
  'signup-modal': () => (
    <SignupButton serviceInterest="NDIS Registration Journey">Start Your Registration Journey</SignupButton>
  ),
  'download-guide': () => <DownloadGuideButton guide={guides[0]} />,
}

/** Lets the screen reader hear what the last action changed (its observers run a tick later). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)))

async function focus(element: HTMLElement) {
  await act(async () => element.focus())
  await settle()
}

/** Presses the control under the screen reader's cursor (Enter or a double tap). */
async function activate() {
  // user-event (under the screen reader) wraps its events in act() itself.
  await virtual.act()
  await settle()
}

const liveAnnouncements = (phrases: string[]) => phrases.filter((p) => /^(polite|assertive): /.test(p))
/** The announcements of one notice: its title, then its description. */
const announcementsOf = (phrases: string[], notice: { title: string }) =>
  liveAnnouncements(phrases).filter((p) => p.replace(/^(polite|assertive): /, '').startsWith(notice.title))
const spoken = (notice: { title: string; description: string }, politeness: 'polite' | 'assertive') =>
  `${politeness}: ${/[.!?]$/.test(notice.title) ? notice.title : `${notice.title}.`} ${notice.description}`

for (const testCase of leadFormCases) {
  describe(`${testCase.kind}: what a screen-reader user hears`, () => {
    it('open, send empty, follow the summary to each field, send while the server is down, refuses, takes it; close', {
      timeout: 90_000,
    }, async () => {
      const requests = stubNetwork()
      const date = preferredDate()
      const transcript = new Transcript(
        testCase.model.name,
        testCase.presentation === 'dialog'
          ? `The ${testCase.kind} form is a dialog opened by the “${testCase.opener}” button. The server is played by the test.`
          : `The ${testCase.kind} form stands on its page (${testCase.page}). The server is played by the test.`,
        (phrase) => phrase.replaceAll(date, '{a date a month ahead}'),
      )
      await renderLeadPage(testCase, openers[testCase.kind]?.())
      await transcript.start()
      const source = 'src/features/lead-forms/lead-forms.screen-reader.test.tsx'
      try {
        // Plain DOM look-ups: role queries compute every accessible name, which is slow under a screen reader.
        const submit = () => {
          const button = formPlace(testCase).querySelector<HTMLButtonElement>('form button[type="submit"]')
          if (!button) throw new Error('no submit button')
          return button
        }
        const opener = () => document.querySelector<HTMLElement>('a[aria-haspopup="dialog"]')
        const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]:not([hidden])')

        // ---- Open ------------------------------------------------------------------------------------
        if (testCase.presentation === 'dialog') {
          await focus(opener() as HTMLElement)
          await activate()
          await waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true))
          await settle()
          const heard = await transcript.take(`Press “${testCase.opener}”`)
          const box = dialog() as HTMLElement
          const title = box.querySelector('[data-part="title"]')?.textContent
          // Its role and title, then the control that has the focus inside it.
          expect(heard).toContainEqual(
            expect.stringMatching(new RegExp(`^dialog, ${escapeRegExp(title ?? '?')}, .*modal$`)),
          )
          expect(heard.at(-1)).toMatch(/^(textbox|combobox|checkbox|button), /)
        } else {
          await focus(control(formScope(testCase), testCase.entries[0]?.label ?? ''))
          await transcript.take('Move to the form’s first field')
        }

        // ---- Send it empty: the summary takes the focus and names every error --------------------------
        await focus(submit())
        await activate()
        const summary = await waitFor(() => {
          const alert = document.activeElement
          expect(alert?.getAttribute('role')).toBe('alert')
          return alert as HTMLElement
        })
        await settle()
        const onEmpty = await transcript.take(`Press “${testCase.submit}” with nothing filled in`)
        expect(onEmpty).toContain('alert, There is a problem')
        if (testCase.notices.invalid)
          expect
            .soft(announcementsOf(onEmpty, testCase.notices.invalid))
            .toEqual([spoken(testCase.notices.invalid, 'assertive')])

        const links = [...summary.querySelectorAll('a')]
        expect(links.map((a) => a.textContent)).toContain(testCase.invalid.message)
        // Arrow down from the summary to the end of its list.
        for (let moves = 0; moves < 4 * links.length + 4; moves++) {
          await virtual.next()
          if ((await virtual.lastSpokenPhrase()) === 'end of list') break
        }
        await settle()
        const readOn = await transcript.take('Read on through the summary')
        for (const link of links) expect(readOn).toContain(`link, ${link.textContent}`)

        // Each link goes to its field, which is read with its error.
        for (const link of links) {
          const message = link.textContent ?? ''
          await focus(link)
          await activate()
          const target = document.getElementById(link.hash.slice(1))
          await waitFor(() => expect(target?.contains(document.activeElement)).toBe(true))
          await settle()
          const heard = await transcript.take(`Follow “${message}”`)
          expect(heard[0]).toBe(`link, ${message}`)
          let field = heard.at(-1) ?? ''
          if (target?.matches('fieldset')) {
            // Focus lands on the group's first choice; the question and its error are read on the way
            // back to the group's start (the virtual screen reader does not announce entering a group).
            for (let moves = 0; moves < 16 && !(await virtual.lastSpokenPhrase()).startsWith('group, '); moves++)
              await virtual.previous()
            const back = await transcript.take('Read back to the start of the group')
            field = back.at(-1) ?? ''
            const legend = target.querySelector('legend')?.textContent?.replace(/\s*\*$/, '') ?? '?'
            expect(field).toMatch(new RegExp(`^group, ${escapeRegExp(legend)}, `))
          }
          expect(field, `the field of “${message}” is read with its error`).toContain(`Error: ${message}`)
          // jsdom gives a date input no role, so the virtual screen reader reads no state for it.
          if (/^(textbox|combobox), /.test(field)) expect(field).toMatch(/, invalid(, |$)/)
        }

        // ---- Fill it in and send it: the server is down ------------------------------------------------
        for (const entry of testCase.entries) await fill(formScope(testCase), entry)
        await settle()
        await transcript.take('Fill in every required entry (typed, not read back here)')
        const send = async (answer: keyof typeof serverAnswers, title: string) => {
          const before = requests.length
          await focus(submit())
          await activate()
          await waitFor(() => expect(requests.length).toBe(before + 1))
          const request = requests.at(-1)
          const { status, body } = serverAnswers[answer]
          await act(async () => request?.respond(status, { id: request.body.id, ...body }))
          await waitFor(() => expect(submit().textContent).not.toBe('Sending…'))
          await settle()
          await settle()
          return transcript.take(title)
        }
        const down = await send('serverDown', `Press “${testCase.submit}”; the server fails (500)`)
        expect
          .soft(announcementsOf(down, testCase.notices.backedUp))
          .toEqual([spoken(testCase.notices.backedUp, 'assertive')])

        const refused = await send('serverRefuses', `Press “${testCase.submit}” again; the server refuses it (422)`)
        expect
          .soft(announcementsOf(refused, testCase.notices.rejected))
          .toEqual([spoken(testCase.notices.rejected, 'assertive')])

        const taken = await send('serverOk', `Press “${testCase.submit}” again; the server takes it (201)`)
        expect
          .soft(announcementsOf(taken, testCase.notices.success))
          .toEqual([spoken(testCase.notices.success, 'polite')])

        // ---- Close: focus goes back to the button that opened the dialog --------------------------------
        if (testCase.presentation === 'dialog') {
          // A sent form closes its dialog.
          await waitFor(() => expect(document.activeElement).toBe(opener()))
          expect(taken.at(-1)).toBe(`link, ${testCase.opener}, has popup dialog`)
          await activate()
          await waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true))
          await settle()
          await transcript.take(`Press “${testCase.opener}” again`)
          await virtual.press('Escape')
          await waitFor(() => expect(document.activeElement).toBe(opener()))
          await settle()
          const closed = await transcript.take('Press Escape')
          expect(closed.at(-1)).toBe(`link, ${testCase.opener}, has popup dialog`)
        }
      } finally {
        await transcript.stop()
        // A journey that fails is still written when rewriting, so the change can be read.
        if (updatingTranscripts()) expectTranscript(testCase.kind, transcript.markdown(source))
      }
      expectTranscript(testCase.kind, transcript.markdown(source))
    })
  })
}
