import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { LeadFormCase } from '../../../../machines/models/lead-form-cases'
import { blockStorageFor, caseTitle, describePath, pathsOf, stubNetwork, walk } from './lead-paths'
import { control, fill, formScope, isEmpty, openDialog, renderLeadPage, setUpLeadUiDom } from './lead-ui'

/**
 * The model's paths (machines/models/lead-form.model.ts) walked through the rendered forms in jsdom,
 * as a visitor would: typing by label, pressing the buttons, reading the summary, the button and the
 * toasts. The real transport, backup and notices run; the network is played by the path.
 */
/** Walks each case's paths through its rendered form (the test file mocks the resend queue). */
export function walkRenderedForms(cases: LeadFormCase[]) {
  setUpLeadUiDom()

  for (const testCase of cases) {
    describe(`${caseTitle(testCase)}: model paths through the rendered form`, () => {
      for (const [index, path] of pathsOf(testCase).entries()) {
        it(describePath(path), async () => {
          const requests = stubNetwork()
          blockStorageFor(testCase)
          await renderLeadPage(testCase)
          if (testCase.presentation === 'dialog') openDialog(testCase.kind) // lazily mounted: start it once
          const scope = () => formScope(testCase)
          // The dialog's content is made as it first opens: wait for it before closing it again.
          if (testCase.presentation === 'dialog')
            await userEvent.setup().click(await waitFor(() => scope().getByText('Cancel')))
          const submitButton = () =>
            scope().getByRole('button', { name: new RegExp(`^(${testCase.submit}|Sending…)$`), hidden: true })
          const submit = () => act(async () => submitButton().click())
          await walk(
            testCase,
            path,
            {
              act: async (event) => {
                if (event === 'open') {
                  openDialog(testCase.kind)
                  // The dialog puts focus inside itself as it opens; a person types only after that.
                  await waitFor(() =>
                    expect(submitButton().closest('[role="dialog"]')?.contains(document.activeElement)).toBe(true),
                  )
                } else if (event === 'close') await act(async () => scope().getByText('Cancel').click())
                else if (event === 'edit')
                  fireEvent.change(control(scope(), testCase.edit.label), { target: { value: testCase.edit.value } })
                else {
                  for (const entry of testCase.entries) {
                    // The visitor's change stays: they send what they changed, not the case's entry again.
                    const changed =
                      entry.label === testCase.edit.label &&
                      (control(scope(), entry.label) as HTMLInputElement).value === testCase.edit.value
                    if (!changed)
                      await fill(scope(), entry, event === 'submitInvalid' && entry.label === testCase.invalid.label)
                  }
                  await submit()
                }
              },
              observe: () => {
                const form = submitButton().closest('form')
                const dialog = form?.closest('[role="dialog"]')
                return {
                  dialog:
                    dialog && !dialog.closest('[hidden]') && dialog.getAttribute('data-state') !== 'closed'
                      ? 'open'
                      : testCase.presentation === 'dialog'
                        ? 'closed'
                        : 'open',
                  summary: !!form?.querySelector('[role="alert"]')?.textContent?.includes('There is a problem'),
                  busy: submitButton().textContent === 'Sending…',
                }
              },
              entriesEmpty: () => testCase.entries.every((entry) => isEmpty(scope(), entry)),
              focus: () => {
                const alerts = [...(submitButton().closest('form')?.querySelectorAll('[role="alert"]') ?? [])]
                const summary = alerts.find((a) => a.textContent?.includes('There is a problem'))
                return summary?.contains(document.activeElement) ? 'summary' : 'elsewhere'
              },
              expectNoticeShown: async (notice) => {
                await waitFor(() => {
                  const toast = screen.getAllByRole('status', { hidden: true, name: notice.title }).at(-1)
                  expect(toast).toHaveAccessibleDescription(notice.description)
                })
              },
            },
            requests,
            { faultOffset: index },
          )
        })
      }
    })
  }
}
