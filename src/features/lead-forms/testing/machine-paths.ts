import { afterEach, beforeEach, describe, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { type DialogEvent, leadDialog } from '../../../../machines/lead-dialog.machine'
import type { LeadFormCase } from '../../../../machines/models/lead-form-cases'
import { type LeadValues, wireData } from '../../../forms/descriptor'
import { validatorFor } from '../../../forms/fields'
import { type LeadKind, leadForms } from '../../../forms/lead-kinds'
import { lifecycleFor } from '../../../lib/lead-effects'
import {
  blockStorageFor,
  caseTitle,
  describePath,
  entryValue,
  type LeadPath,
  pathsOf,
  type RealServer,
  stubNetwork,
  walk,
} from './lead-paths'

/**
 * The model's paths on the machines themselves (the dialog machine with its lifecycle child, or the
 * lifecycle alone), with the site's real transport, backup and notices and the network played by
 * the test. The form's part, values and validation, is played here with the form's own schema.
 */

export interface MachinePathsOptions {
  /** Which of a case's paths to walk (all by default). */
  paths?: (testCase: LeadFormCase) => LeadPath[]
  /** The real intake for `serverOk` steps, made for each path. */
  server?: () => Promise<RealServer>
}

/** Walks each case's paths on its machines (the test file mocks the resend queue). */
export function walkMachinePaths(cases: LeadFormCase[], options: MachinePathsOptions = {}) {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())
  for (const testCase of cases) walkCase(testCase, options)
}

function walkCase(testCase: LeadFormCase, options: MachinePathsOptions) {
  const kind = testCase.kind as LeadKind
  const descriptor = leadForms[kind]
  const validate = validatorFor(descriptor.schema)
  // The case's entries as values, by the descriptor's labels.
  const fieldOf = (label: string) => {
    const field = descriptor.fields.find((f) => f.label === label)
    if (!field) throw new Error(`${kind}: no field labelled ${label}`)
    return field
  }
  const entryOf = (label: string, value: string | string[]) => {
    const field = fieldOf(label)
    const typed = entryValue(value)
    if ('options' in field && !Array.isArray(typed)) return field.options.find((o) => o.label === typed)?.value ?? typed
    return typed
  }
  const filled = (): LeadValues => {
    const values: LeadValues = { ...descriptor.empty, ...testCase.opensWith }
    for (const entry of testCase.entries) values[fieldOf(entry.label).name] = entryOf(entry.label, entry.value)
    return values
  }

  describe(`${caseTitle(testCase)}: model paths on the machine`, () => {
    for (const [index, path] of (options.paths ?? pathsOf)(testCase).entries()) {
      it(describePath(path), async () => {
        const requests = stubNetwork()
        const server = await options.server?.()
        blockStorageFor(testCase)
        let values = filled()
        // The form's part: it starts empty, the visitor fills it to submit, a success empties it.
        let formEmpty = true
        const hooks = {
          resetForm: () => {
            formEmpty = true
            values = filled()
          },
        }
        const submit = (data: LeadValues) => {
          formEmpty = false
          return submitEvent(data)
        }
        const submitEvent = (data: LeadValues) => ({
          type: 'form.submit' as const,
          data: wireData(descriptor, data),
          errors: validate(data),
        })
        // The dialog machine with its lifecycle child, or the lifecycle alone; seen the same way.
        const machine =
          testCase.presentation === 'dialog'
            ? (() => {
                const actor = createActor(leadDialog.provide({ actors: { submission: lifecycleFor(kind, hooks) } }))
                return {
                  actor: actor.start(),
                  send: (event: DialogEvent) => actor.send(event),
                  dialog: () => (actor.getSnapshot().matches('closed') ? ('closed' as const) : ('open' as const)),
                  lifecycle: () => actor.getSnapshot().children.submission?.getSnapshot(),
                }
              })()
            : (() => {
                const actor = createActor(lifecycleFor(kind, hooks))
                return {
                  actor: actor.start(),
                  send: (event: DialogEvent) => {
                    if (event.type !== 'dialog.open' && event.type !== 'dialog.close') actor.send(event)
                  },
                  dialog: () => 'open' as const,
                  lifecycle: () => actor.getSnapshot(),
                }
              })()
        await walk(
          testCase,
          path,
          {
            act: async (event) => {
              if (event === 'open') machine.send({ type: 'dialog.open' })
              else if (event === 'close') machine.send({ type: 'dialog.close' })
              else if (event === 'submitValid') machine.send(submit(values))
              else if (event === 'submitInvalid') {
                const field = fieldOf(testCase.invalid.label)
                machine.send(submit({ ...values, [field.name]: descriptor.empty[field.name] ?? '' }))
              } else if (event === 'edit') {
                values = { ...values, [fieldOf(testCase.edit.label).name]: testCase.edit.value }
              }
            },
            observe: () => {
              const lifecycle = machine.lifecycle()
              return {
                dialog: machine.dialog(),
                summary: Object.keys(lifecycle?.context.summary ?? {}).length > 0,
                busy: lifecycle?.matches('submitting') ?? false,
              }
            },
            entriesEmpty: () => formEmpty,
          },
          requests,
          { faultOffset: index, server },
        )
        machine.actor.stop()
      })
    }
  })
}
