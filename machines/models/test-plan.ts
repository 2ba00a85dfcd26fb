import { deskSessionModel } from './desk-session.model'
import type { LeadEffects, LeadEvent, LeadState } from './lead-form.model'
import { casePaths, type LeadFormCase, leadFormCases, withStorageBlocked } from './lead-form-cases'
import { menuModel } from './menu.model'
import { coverage, type Model, type Path, transitionPaths } from './paths'
import { paymentReturnModel } from './payment-return.model'
import { resendQueueModel } from './resend-queue.model'

/**
 * The QA plan (docs/test-plan.md), written from the same models the path tests walk, for a tester to
 * sign off by hand: what is common to all forms once (how to run the site, make the server answer each
 * way, and see each result), the lead-form paths once per presentation with their intent, priority and
 * spec sections, then per form only what differs (where it is, the data to type, its notices) and a
 * table of its paths with empty pass/fail columns.
 */

type LeadPath = Path<LeadState, LeadEvent, LeadEffects>
const events = (path: { event: string }[]) => path.map((s) => s.event).join(' → ')
const row = (cells: string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`
const table = (head: string[], rows: string[][]) => [row(head), row(head.map(() => '---')), ...rows.map(row)]

// ---- Lead forms ---------------------------------------------------------------------------------------

/** A path's intent in a few words, e.g. "send, server down, send again (same id), taken". */
function intent(path: LeadPath): string {
  const words: Record<LeadEvent, (step: LeadPath[number]) => string> = {
    open: () => 'open',
    close: () => 'close',
    submitInvalid: () => 'send with a required entry empty',
    submitValid: (step) =>
      step.effects?.request === 'same'
        ? 'send again (same id)'
        : step.effects?.request
          ? 'send'
          : 'send again while sending',
    edit: () => 'change an entry',
    serverOk: () => 'taken',
    serverDown: () => 'server down',
    serverRefuses: () => 'refused',
  }
  return path.map((step) => words[step.event](step)).join(', ')
}

/** P1: a lead could be lost or sent twice; P2: what the visitor is told about their entries; P3: the rest. */
const pressedWhileSending = (step: LeadPath[number]) => step.event === 'submitValid' && !step.effects?.request

function priority(path: LeadPath): string {
  if (path.some((s) => s.event === 'serverDown' || s.event === 'serverRefuses' || s.event === 'serverOk')) return 'P1'
  if (path.some(pressedWhileSending)) return 'P1'
  if (path.some((s) => s.event === 'submitInvalid')) return 'P2'
  return 'P3'
}

const SPEC: Record<LeadEvent, string> = {
  open: '§2 Modals',
  close: '§2 Modals',
  submitInvalid: '§5, §8',
  submitValid: '§3, §7',
  edit: '§4',
  serverOk: '§7, §8',
  serverDown: '§7, §8',
  serverRefuses: '§7, §8',
}
const specOf = (path: LeadPath) => [...new Set(path.map((s) => SPEC[s.event]))].join('; ')

/** The expected outcome of a step, with the form's own words in braces for the common table. */
function leadOutcome(testCase: LeadFormCase, step: LeadPath[number]): string {
  const effects = step.effects
  const parts = [testCase.model.states[step.to]?.description ?? step.to]
  const notice = effects?.notice
  if (notice) parts.push(`{${notice} notice} shows`)
  if (effects?.request === 'new') parts.push('one request goes with a new `id`')
  if (effects?.request === 'same') parts.push('one request goes with the same `id` as the last unsent one')
  if (pressedWhileSending(step)) parts.push('no second request goes')
  if (effects?.backups === 1) parts.push('`form-submissions` gains this lead')
  if (effects?.backups === -1) parts.push('the lead leaves `form-submissions`')
  if (effects?.reset) parts.push('the fields are empty again')
  if (effects?.focus === 'summary') parts.push('focus moves to the error summary')
  return parts.join('; ')
}

function stepText(testCase: LeadFormCase, step: LeadPath[number]) {
  const event = testCase.model.eventText[step.event].replace('{invalid}', '{required entry}')
  return `${event} ⇒ ${leadOutcome(testCase, step)}`
}

/** The lead-form paths of one presentation, once, with steps and outcomes in the forms' common words. */
function commonLeadTable(sample: LeadFormCase, title: string): string[] {
  const paths = casePaths(sample)
  const { states, transitions } = coverage(sample.model, paths)
  return [
    `### ${title}`,
    '',
    `${paths.length} paths; they visit ${states} states and take ${transitions} transitions of the model.`,
    '',
    ...table(
      ['Path', 'Intent', 'Priority', 'Spec', 'Steps ⇒ what you should see'],
      paths.map((path, i) => [
        `${sample.presentation === 'dialog' ? 'D' : 'I'}${i + 1}`,
        intent(path),
        priority(path),
        specOf(path),
        path.map((step, n) => `${n + 1}. ${stepText(sample, step)}`).join('<br>'),
      ]),
    ),
    '',
  ]
}

function formSection(testCase: LeadFormCase): string[] {
  const paths = casePaths(testCase)
  const blocked = new Set(casePaths(withStorageBlocked(testCase)).map(events))
  const prefix = testCase.presentation === 'dialog' ? 'D' : 'I'
  const notice = (n: { title: string; description: string } | null) => (n ? `"${n.title}" / "${n.description}"` : '—')
  const where =
    testCase.presentation === 'dialog'
      ? `On \`${testCase.page}\`, press "${testCase.opener}"${testCase.opensWith ? ` (it fills in ${Object.entries(testCase.opensWith).map(([k, v]) => `${k} = "${v}"`)})` : ''}.`
      : `The form on \`${testCase.page}\`.`
  return [
    `### ${testCase.model.name}`,
    '',
    `- **Where:** ${where} Send with "${testCase.submit}".`,
    `- **Required entry the invalid send leaves empty:** ${testCase.invalid.label}; its message: "${testCase.invalid.message}".`,
    `- **The entry to change** ("change an entry"): ${testCase.edit.label} → "${testCase.edit.value}".`,
    '- **Notices** (title / description, word for word):',
    `  - {success notice}: ${notice(testCase.notices.success)}`,
    `  - {backedUp notice}: ${notice(testCase.notices.backedUp)}`,
    `  - {notSaved notice} (storage blocked): ${notice(testCase.notices.notSaved)}`,
    `  - {rejected notice}: ${notice(testCase.notices.rejected)}`,
    `  - {invalid notice}: ${notice(testCase.notices.invalid)}`,
    '',
    '**Test data** (type exactly this; "a month from today" is any date about 30 days ahead):',
    '',
    ...table(
      ['Entry', 'Value'],
      testCase.entries.map((e) => [
        e.label,
        Array.isArray(e.value)
          ? `tick: ${e.value.join(', ')}`
          : e.value === '{preferredDate}'
            ? 'a month from today'
            : e.value,
      ]),
    ),
    '',
    '**Sign-off.** "Storage blocked" runs only the paths with a server failure, in a private window with',
    'storage blocked (see "Before you start"); "—" means the path is not run that way.',
    '',
    ...table(
      ['Path', 'Intent', 'Priority', 'Pass/Fail', 'Pass/Fail, storage blocked', 'Notes'],
      paths.map((path, i) => [
        `${prefix}${i + 1}`,
        intent(path),
        priority(path),
        ' ',
        blocked.has(events(path)) ? ' ' : '—',
        ' ',
      ]),
    ),
    '',
  ]
}

// ---- Other models ----------------------------------------------------------------------------------

function modelSection<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  id: string,
  extra: (effects: Effect | undefined) => string[],
): string[] {
  const paths = transitionPaths(model)
  const { states, transitions } = coverage(model, paths)
  return [
    `## ${model.name}`,
    '',
    `${paths.length} paths; they visit ${states} states and take ${transitions} transitions.`,
    '',
    ...table(
      ['Path', 'Steps ⇒ what you should see', 'Pass/Fail', 'Notes'],
      paths.map((path, i) => [
        `${id}${i + 1}`,
        path
          .map(
            (step, n) =>
              `${n + 1}. ${model.eventText[step.event]} ⇒ ${[model.states[step.to].description, ...extra(step.effects)].join('; ')}`,
          )
          .join('<br>'),
        ' ',
        ' ',
      ]),
    ),
    '',
  ]
}

/** What a second desk tab open in the same browser shows when this one tells it (decision 262). */
const othersToldText = {
  loggedOut: 'a second desk tab open in this browser goes to its login: "You logged out in another tab"',
  sessionEnded: 'a second desk tab open in this browser goes to its login: "Your session has ended"',
  loggedIn:
    'a second desk tab open in this browser as another account goes to its login: "Someone else logged in in another tab" (one of the same account stays)',
} as const

const COMMON = [
  '## Scope',
  '',
  '- **In scope:** the six lead forms (booking, application, guide download, contact, sale and purchase',
  '  enquiries) with the browser storage working and blocked; the lead desk session (log in, log in again',
  "  in place, log out here and everywhere); the mobile and header menus; the home page's payment return",
  '  and test email; the resend queue of leads kept in the browser.',
  '- **Out of scope here** (covered elsewhere): the forms without JavaScript (`tests/no-js.spec.ts`); the',
  "  desk's work on a lead (`tests/desk.spec.ts`, `server/desk.test.ts`); mail delivery under faults",
  '  (`npm run test:faults`); accessibility (`npm run test:a11y`); speed (`npm run bench`); browsers',
  '  other than Chromium; the wording of pages other than the notices named here.',
  '',
  '## Before you start (all forms)',
  '',
  '1. **Run the site:** `npm ci`, `npm run build`, then `npm start`, and open http://127.0.0.1:4310/.',
  '   Staff accounts for the desk: `npm run staff -- add` (see the README).',
  '2. **Make the server answer each way.** Restart the server with the switch, then walk the step:',
  '',
  ...table(
    ['Step in a path', 'How to make it happen'],
    [
      ['the server takes it (201)', '`npm start` as it is.'],
      [
        'the server fails (500 …)',
        '`LEAD_TEST_ANSWER=500 npm start` (also 503, 408 or 429: each must look the same to the visitor), or DevTools → Network → "Offline". Switch back to a plain `npm start` (or "No throttling") before the next "takes it" step.',
      ],
      ['the server refuses it (422)', '`LEAD_TEST_ANSWER=422 npm start`: it refuses the email address.'],
      [
        'storage blocked',
        'Chromium: DevTools → Application → Storage → "Simulate custom storage quota" set to 0, or a site setting that blocks site data for 127.0.0.1.',
      ],
    ],
  ),
  '',
  "   `LEAD_TEST_ANSWER` answers only requests from a page's script, stores nothing, and works only while",
  '   the server listens on this machine alone (`server/tester-answers.ts`).',
  '3. **Where to see each result:**',
  '',
  ...table(
    ['Result in a path', 'Where to look'],
    [
      [
        'a request goes with a new `id` / the same `id`',
        'DevTools → Network → `send-email` → Payload → `id`. Note each id: "same" means equal to the last unsent one.',
      ],
      [
        '`form-submissions` gains or loses the lead',
        'DevTools → Application → Local storage → http://127.0.0.1:4310 → `form-submissions`.',
      ],
      ['a notice shows', 'The toast at the bottom of the page; a screen reader says its title and description once.'],
      [
        'the lead is stored and mailed',
        '`/submissions` (log in) lists it; each mail is a `.eml` file in `data/outbox/`.',
      ],
    ],
  ),
  '',
  '4. **Priorities:** P1, a lead could be lost or sent twice; P2, what the visitor is told about their',
  '   entries; P3, the rest. **Spec** names the sections of the product specification a path covers.',
  '',
]

export function testPlan(): string {
  const dialog = leadFormCases.find((c) => c.presentation === 'dialog') as LeadFormCase
  const inline = leadFormCases.find((c) => c.presentation === 'inline') as LeadFormCase
  const leadPaths = leadFormCases.reduce(
    (sum, c) => sum + casePaths(c).length + casePaths(withStorageBlocked(c)).length,
    0,
  )
  const total =
    leadPaths +
    transitionPaths(deskSessionModel).length +
    transitionPaths(menuModel).length +
    transitionPaths(paymentReturnModel).length +
    transitionPaths(resendQueueModel).length
  return [
    '# Test plan: lead forms, the desk session, menus, the payment return and the resend queue',
    '',
    'Written by `npm run test:plan` from the models in `machines/models/`; `npm test` fails when this file is',
    'out of date. The same paths run automatically on the machines and in jsdom (vitest; the server fails in',
    'six ways in turn: 500, 503, 408, 429, offline and no answer; three paths per form reach the real',
    'server), and in Chromium as a few covering tours (`tests/lead-form-paths.spec.ts`). By hand, a tester',
    'walks each path and marks it Pass or Fail.',
    '',
    `${total} automated paths in all.`,
    '',
    ...COMMON,
    '## Lead forms: the paths, in their common words',
    '',
    "Every form follows one of these two tables; words in braces are the form's own, given in its section.",
    'With storage blocked, a "server fails" step shows {notSaved notice} and `form-submissions` gains nothing.',
    '',
    ...commonLeadTable(dialog, 'Dialog forms (booking, application, guide download)'),
    ...commonLeadTable(inline, 'Forms on their page (contact, sale and purchase enquiries)'),
    '## Lead forms, one by one',
    '',
    ...leadFormCases.flatMap(formSection),
    ...modelSection(deskSessionModel, 'S', (e) => [
      ...(e?.loginError ? ['"The email address or password is not correct." shows'] : []),
      ...(e?.logoutError ? ['the desk says logging out everywhere failed'] : []),
      ...(e?.signedOutElsewhere ? ['"You logged out in another tab" shows, and no lead is left on the page'] : []),
      ...(e?.followFailed ? ['the dialog says this tab could not pick up the session of the other tab'] : []),
      ...(e?.othersTold ? [othersToldText[e.othersTold]] : []),
    ]),
    ...modelSection(menuModel, 'M', (e) => (e?.focusToggle ? ['focus returns to the menu button'] : [])),
    ...modelSection(paymentReturnModel, 'R', (e) => [
      ...(e?.notices ?? []).map((title) => `"${title}" shows`),
      ...(e?.cleaned ? ['`payment` and `test` leave the address'] : []),
      ...(e?.testEmail ? ['one test email goes to the server'] : []),
      ...(e?.backups ? ['the test email is saved in this browser for resending'] : []),
    ]),
    ...modelSection(resendQueueModel, 'Q', (e) => (e?.round ? ['a round of sending starts now'] : [])),
  ].join('\n')
}
