import type { LeadEffects } from './lead-form.model'
import { casePaths, type LeadFormCase, leadFormCases, noticeFor, withStorageBlocked } from './lead-form-cases'
import { menuModel } from './menu.model'
import { coverage, type Model, type Path, transitionPaths } from './paths'
import { paymentReturnModel } from './payment-return.model'
import { resendQueueModel } from './resend-queue.model'

/**
 * The QA plan (docs/test-plan.md), written from the same models the path tests walk: for each form,
 * every path as plain steps, each with the outcome a tester should see.
 */

function leadOutcome(testCase: LeadFormCase, description: string, effects: LeadEffects | undefined): string {
  const parts = [description]
  const notice = noticeFor(testCase, effects)
  if (notice) parts.push(`the notice "${notice.title}: ${notice.description}" shows`)
  if (effects?.request === 'new') parts.push('one lead goes to the server under a new id')
  if (effects?.request === 'same') parts.push('the unsent lead goes again under its first id')
  if (effects?.backups === 1) parts.push('the lead is saved in this browser for resending')
  if (effects?.backups === -1) parts.push('the saved lead leaves the resend list')
  if (effects?.reset) parts.push('the fields are empty again')
  return parts.join('; ')
}

function section<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  stepText: (step: Path<S, E, Effect>[number]) => string,
  paths: Path<S, E, Effect>[] = transitionPaths(model),
): string {
  const { states, transitions } = coverage(model, paths)
  const lines = [
    `## ${model.name}`,
    '',
    `${paths.length} paths; they visit ${states} states and take ${transitions} transitions.`,
    '',
  ]
  paths.forEach((path, index) => {
    lines.push(`${index + 1}. Path ${index + 1} (${path.length} steps)`)
    for (const step of path) lines.push(`   - ${stepText(step)}`)
  })
  lines.push('')
  return lines.join('\n')
}

export function testPlan(): string {
  const cases = [...leadFormCases, ...leadFormCases.map(withStorageBlocked)]
  const forms = cases.map((testCase) =>
    section(
      testCase.model,
      (step) => {
        const event = testCase.model.eventText[step.event].replace('{invalid}', testCase.invalid.label)
        const state = testCase.model.states[step.to]
        let outcome = leadOutcome(testCase, state?.description ?? step.to, step.effects)
        if (step.event === 'submitInvalid')
          outcome = outcome.replace('the missing entry', `"${testCase.invalid.message}"`)
        return `${event} ⇒ ${outcome}`
      },
      casePaths(testCase),
    ),
  )
  const menu = section(menuModel, (step) => {
    const outcome = [menuModel.states[step.to].description]
    if (step.effects?.focusToggle) outcome.push('focus returns to the menu button')
    return `${menuModel.eventText[step.event]} ⇒ ${outcome.join('; ')}`
  })
  const paymentReturn = section(paymentReturnModel, (step) => {
    const e = step.effects
    const outcome = [paymentReturnModel.states[step.to].description]
    for (const title of e?.notices ?? []) outcome.push(`"${title}" shows`)
    if (e?.cleaned) outcome.push('`payment` and `test` leave the address')
    if (e?.testEmail) outcome.push('one test email goes to the server')
    if (e?.backups) outcome.push('the test email is saved in this browser for resending')
    return `${paymentReturnModel.eventText[step.event]} ⇒ ${outcome.join('; ')}`
  })
  const resendQueue = section(resendQueueModel, (step) => {
    const outcome = [resendQueueModel.states[step.to].description]
    if (step.effects?.round) outcome.push('a round of sending starts now')
    return `${resendQueueModel.eventText[step.event]} ⇒ ${outcome.join('; ')}`
  })
  const total =
    cases.reduce((sum, testCase) => sum + casePaths(testCase).length, 0) +
    transitionPaths(menuModel).length +
    transitionPaths(paymentReturnModel).length +
    transitionPaths(resendQueueModel).length
  return [
    '# Test plan: lead forms, menus, the payment return and the resend queue',
    '',
    'Written by `npm run test:plan` from the models in `machines/models/`; `npm test` fails when this file',
    'is out of date. Each path lists the steps a tester takes, and after `⇒` what they should see then.',
    'The same paths run on the machines and in jsdom against the rendered forms (vitest), and in Chromium',
    'for the booking, signup and contact forms as a few covering tours (`tests/lead-form-paths.spec.ts`).',
    '',
    `${total} paths in all.`,
    '',
    ...forms,
    menu,
    paymentReturn,
    resendQueue,
  ].join('\n')
}
