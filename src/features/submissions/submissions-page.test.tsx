import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginCodeCopy } from '../../content/desk-login-code'
import { deskTabsCopy } from '../../content/desk-tabs'
import { deskCopy } from './desk-copy'
import { deskTabsChannel } from './desk-tabs'
import type { SubmissionDetail, SubmissionSummary } from './desk-types'
import { keptDrafts } from './kept-drafts'
import { emptyQuery } from './submissions-api'
import { SubmissionsPage } from './submissions-page'
// The signed-in desk comes with this file: the page fetches it lazily, and its first import() in a test
// would pay Vite's transform of the whole desk inside the first test's wait (issue 26 tests the fetch).
import './signed-in-desk'

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

const leads: SubmissionSummary[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    form: 'contact',
    receivedAt: '2026-11-21T23:41:28.000Z',
    name: XSS,
    email: 'jane@example.com',
    phone: '0491 570 156',
    organisation: 'Wattle Care',
    status: 'pending',
    attempts: 2,
    stage: 'new',
    notFitReason: null,
    owner: null,
    due: {
      dueAt: '2026-11-22T03:41:28.000Z',
      promiseHours: 4,
      supportMinutesLeft: -90,
      minutesLeft: -90,
      minutesUntilSoon: 0,
    },
    followUp: null,
    version: 3,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    version: 1,
    form: 'signup-modal',
    receivedAt: '2026-11-20T01:00:00.000Z',
    name: 'Sam Nguyen',
    email: 'sam@example.com',
    phone: null,
    organisation: null,
    status: 'sent',
    attempts: 1,
    stage: 'contacted',
    notFitReason: null,
    owner: { id: 'u1', name: 'Kim Lee' },
    due: null,
    followUp: null,
  },
]

const detail: SubmissionDetail = {
  ...leads[0]!,
  subject: 'New Contact Enquiry',
  sentAt: null,
  lastError: 'connect ECONNREFUSED',
  nextAttemptAt: '2026-11-21T23:45:00.000Z',
  fields: [
    { key: 'name', label: 'Full name', value: XSS },
    { key: 'organisation', label: 'Organisation', value: '' },
    { key: 'message', label: 'Message', value: 'Line one\nLine two' },
  ],
  data: {},
  notes: [{ id: 'n1', body: XSS, authorName: 'Kim Lee', createdAt: '2026-11-22T00:00:00.000Z' }],
  history: [
    { id: '2', at: '2026-11-22T00:00:00.000Z', actorName: 'Kim Lee', action: 'note', leadId: null, detail: {} },
  ],
  booking: null,
  contactedBefore: false,
}

const kim = { id: 'u1', name: 'Kim Lee', email: 'kim@bluegum.example' }

type Answer = { status: number; body: unknown }
type Handler = (url: string, init?: RequestInit) => Answer
/** Answers a request before the fake server does; undefined lets it through. */
type Override = (url: string, init?: RequestInit) => Answer | Promise<Answer> | undefined

function fakeServer({ role = 'owner', override }: { role?: 'owner' | 'staff'; override?: Override } = {}) {
  let loggedIn = false
  const calls: string[] = []
  const bodies: unknown[] = []
  const session = () => ({ authenticated: true, user: { ...kim, role }, csrfToken: 'token-1' })
  const handler: Handler = (url, init) => {
    const method = init?.method ?? 'GET'
    if (url === '/api/admin/session') return { status: 200, body: loggedIn ? session() : { authenticated: false } }
    if (url === '/api/admin/login') {
      const { email, password } = JSON.parse(String(init?.body)) as { email: string; password: string }
      if (email !== 'kim@bluegum.example' || password !== 'right password')
        return { status: 401, body: { error: 'The email address or password is not correct.' } }
      loggedIn = true
      return { status: 200, body: session() }
    }
    if (url === '/api/staff') return { status: 200, body: { staff: [kim] } }
    if (method === 'POST' && url.endsWith('/notes')) return { status: 201, body: { id: 'n2' } }
    if (url === '/api/admin/logout') {
      loggedIn = false
      return { status: 200, body: {} }
    }
    if (url.startsWith('/api/submissions/')) return { status: 200, body: detail }
    if (url.startsWith('/api/submissions')) {
      const form = new URL(url, 'http://x').searchParams.get('form')
      return { status: 200, body: { submissions: leads.filter((l) => !form || l.form === form), nextCursor: null } }
    }
    return { status: 404, body: { error: 'no' } }
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(init?.credentials).toBe('same-origin')
      const method = init?.method ?? 'GET'
      const token = (init?.headers as Record<string, string> | undefined)?.['x-csrf-token']
      calls.push(`${method} ${url}${token ? ` [${token}]` : ''}`)
      if (method === 'POST' && init?.body) bodies.push(JSON.parse(String(init.body)))
      const answer = (await override?.(url, init)) ?? handler(url, init)
      if (url === '/api/admin/login' && answer.status === 200) loggedIn = true
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return Object.assign(calls, { bodies })
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email address'), 'kim@bluegum.example')
  await user.type(screen.getByLabelText('Password'), 'right password')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

/** Logs in on a new desk and opens the first lead; returns its details. */
async function openFirstLead(user: ReturnType<typeof userEvent.setup>) {
  render(<SubmissionsPage />)
  await logIn(user)
  await user.click(await screen.findByRole('button', { name: `View lead from ${XSS}` }))
  return (await screen.findByRole('heading', { name: 'What they sent' })).parentElement!
}

/**
 * Logs in, opens the first lead and adds a note, which meets an ended session (401): the dialog asks to
 * log in again. `after` answers before the fake server once the session has ended.
 */
async function noteMeetsEndedSession(text: string, after?: Override) {
  let expired = false
  const calls = fakeServer({
    override: (url, init) => {
      if (init?.method === 'POST' && url.endsWith('/notes') && !expired) {
        expired = true
        return { status: 401, body: { error: 'Log in to see the submissions.' } }
      }
      return expired ? after?.(url, init) : undefined
    },
  })
  const user = userEvent.setup()
  const panel = await openFirstLead(user)
  await user.type(within(panel).getByLabelText('Note'), text)
  await user.click(within(panel).getByRole('button', { name: 'Add note' }))
  const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' })
  return { calls, user, panel, dialog }
}

describe('SubmissionsPage', () => {
  beforeEach(() => {
    delete (window as { __xss?: unknown }).__xss
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    // A test that ends signed out by another tab leaves what was typed kept in memory: not for the next.
    keptDrafts.forget()
  })

  it('asks for the password, shows a refused login inline, then lists leads as text', async () => {
    const calls = fakeServer()
    const user = userEvent.setup()
    render(<SubmissionsPage localBackups={<p>Backups in this browser</p>} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Lead desk' })).toBeInTheDocument()
    expect(screen.getByText('Backups in this browser')).toBeInTheDocument()

    const password = await screen.findByLabelText('Password')
    await user.type(screen.getByLabelText('Email address'), 'kim@bluegum.example')
    await user.type(password, 'wrong')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The email address or password is not correct.')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()

    await user.clear(password)
    await user.type(password, 'right password')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    const table = await screen.findByRole('table', { name: 'Leads, soonest due first' })
    expect(screen.getByRole('heading', { name: 'Leads' })).toHaveFocus()
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3) // header + 2
    expect(within(rows[1]!).getByText(XSS)).toBeInTheDocument() // literal text
    expect(table.querySelector('img, script')).toBeNull()
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('2 failed attempts')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('22 Nov 2026, 10:41 am')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Overdue by 1 h 30 min (due Sun, 22 Nov, 1:41 pm AEST)')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Wattle Care')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('Contacted')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('Kim Lee')).toBeInTheDocument()
    expect(screen.getByText('Logged in as Kim Lee')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('Sent')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/submissions.csv')
    expect(calls).toContain('GET /api/submissions')
  })

  it('asks for the emailed code when the server wants one, keeps the password typed, and sends both', async () => {
    const calls = fakeServer({
      override: (url, init) => {
        if (url !== '/api/admin/login') return undefined
        const { code } = JSON.parse(String(init?.body)) as { code?: string }
        if (code === undefined) return { status: 429, body: { error: loginCodeCopy.codeNeeded, needsCode: true } }
        if (code !== 'KM7P-Q2XA') return { status: 401, body: { error: loginCodeCopy.codeWrong, needsCode: true } }
        return undefined
      },
    })
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    expect(screen.queryByLabelText(loginCodeCopy.fieldLabel)).toBeNull()
    await logIn(user)
    const code = await screen.findByLabelText(loginCodeCopy.fieldLabel)
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${loginCodeCopy.codeNeeded}`)
    // The code field has the person's attention, says what to type and where the message is.
    expect(code).toHaveFocus()
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAccessibleDescription(expect.stringContaining(loginCodeCopy.fieldHint))
    expect(code).toHaveAccessibleDescription(expect.stringContaining(loginCodeCopy.codeNeeded))
    expect(code).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Password')).toHaveValue('right password')

    await user.type(code, 'KM7P-Q2XB{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(loginCodeCopy.codeWrong)
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveFocus()
    await user.clear(code)
    await user.type(code, 'KM7P-Q2XA{Enter}')
    expect(await screen.findByText('Logged in as Kim Lee')).toBeInTheDocument()
    expect(calls.bodies.slice(0, 3)).toEqual([
      { email: 'kim@bluegum.example', password: 'right password' },
      { email: 'kim@bluegum.example', password: 'right password', code: 'KM7P-Q2XB' },
      { email: 'kim@bluegum.example', password: 'right password', code: 'KM7P-Q2XA' },
    ])
  })

  it('filters by form, opens a lead in full, adds a note and logs out', async () => {
    const calls = fakeServer()
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    await screen.findByRole('table')

    await user.selectOptions(screen.getByLabelText('Form'), 'contact')
    expect(
      await screen.findByRole('table', { name: 'Leads from the Contact enquiry form, soonest due first' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(screen.getAllByRole('form', { name: 'Find leads' })).toHaveLength(1) // one filter form after the change, not the old one too
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/submissions.csv?form=contact',
    )

    const view = screen.getByRole('button', { name: `View lead from ${XSS}` })
    expect(view).toHaveAttribute('aria-expanded', 'false')
    await user.click(view)
    expect(view).toHaveAttribute('aria-expanded', 'true')
    const heading = await screen.findByRole('heading', { name: 'What they sent' })
    const panel = heading.parentElement!
    expect(within(panel).getByText('Full name')).toBeInTheDocument()
    expect(within(panel).getAllByText(XSS).length).toBeGreaterThan(0)
    expect(within(panel).getByText('Not given')).toBeInTheDocument()
    expect(within(panel).getByText(/Line one\s+Line two/)).toBeInTheDocument()
    expect(within(panel).getByText('connect ECONNREFUSED')).toBeInTheDocument()
    expect(panel.querySelector('img, script')).toBeNull()

    // A note goes with the session's CSRF token; an empty one is stopped with the GOV.UK pattern.
    await user.click(within(panel).getByRole('button', { name: 'Add note' }))
    const note = within(panel).getByLabelText('Note')
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(note).toHaveFocus()
    await user.type(note, 'Called, left a message')
    await user.click(within(panel).getByRole('button', { name: 'Add note' }))
    expect(await within(panel).findByText('Note added.')).toBeInTheDocument()
    expect(calls).toContain(`POST /api/submissions/${leads[0]!.id}/notes [token-1]`)

    await user.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByLabelText('Password')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Staff login' })).toHaveFocus())
  })

  it('says next to each desk field what is missing, moves focus there, and keeps what was typed', async () => {
    const calls = fakeServer()
    const user = userEvent.setup()
    const panel = await openFirstLead(user)

    // "Not a fit" needs its reason.
    await user.selectOptions(within(panel).getByLabelText('Move to stage'), 'not-fit')
    await user.click(within(panel).getByRole('button', { name: 'Save stage' }))
    const reason = within(panel).getByLabelText('Why is it not a fit?')
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription(/Give the reason this lead is not a fit/)
    expect(reason).toHaveFocus()
    expect(within(panel).getByLabelText('Move to stage')).toHaveValue('not-fit')
    await user.type(reason, 'Not registering this year')
    expect(reason).not.toHaveAttribute('aria-invalid') // cleared as it is corrected

    // A download needs a real address; the erasure's confirmation is not asked for yet.
    const email = screen.getByLabelText('Their email address')
    const confirm = screen.getByLabelText('To erase, type the address again')
    await user.type(email, 'jane-at-example')
    await user.click(screen.getByRole('button', { name: 'Download their information' }))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(/Enter an email address, like name@example.com/)
    expect(email).toHaveFocus()
    expect(confirm).not.toHaveAttribute('aria-invalid')

    // An erasure needs the same address twice; nothing is sent until it matches.
    await user.clear(email)
    await user.type(email, 'jane@example.com')
    await user.type(confirm, 'jane@example.org')
    await user.click(screen.getByRole('button', { name: 'Erase this person' }))
    expect(confirm).toHaveAttribute('aria-invalid', 'true')
    expect(confirm).toHaveAccessibleDescription(/Type the same email address again to confirm the erasure/)
    expect(confirm).toHaveFocus()
    expect(email).toHaveValue('jane@example.com')
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/admin/login'])
  })

  it('goes straight to the list when a session exists', async () => {
    fakeServer()
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    await screen.findByRole('table')
    // A new page load with the cookie still set.
    render(<SubmissionsPage />)
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2))
  })

  it('keeps logging out when Refresh is pressed while the logout is on its way', async () => {
    let finishLogout = () => {}
    fakeServer({
      override: (url) =>
        url === '/api/admin/logout'
          ? new Promise<Answer>((resolve) => {
              finishLogout = () => resolve({ status: 200, body: {} })
            })
          : undefined,
    })
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    finishLogout()
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument()
  })

  it('hides erasure and the full export from staff who are not owners', async () => {
    fakeServer({ role: 'staff' })
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    await screen.findByRole('table')
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Erase this person' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Download their information' })).toBeInTheDocument()
    expect(screen.getByText('Only an owner of the desk can erase people or export every lead.')).toBeInTheDocument()
    // What the server holds them to, said truthfully (decision 317).
    expect(
      screen.getByText(/more than 100 new pages of the list, or 200 leads opened or downloaded, in an hour/),
    ).toBeInTheDocument()
  })

  it('downloads a person’s information by a POST with the token, keeping their address out of every address', async () => {
    const calls = fakeServer({
      role: 'staff',
      override: (url, init) =>
        url === '/api/privacy/export' && init?.method === 'POST'
          ? { status: 200, body: { email: 'jane@example.com', leads: [{ id: 'l1' }], notes: [] } }
          : undefined,
    })
    const saved: Blob[] = []
    const save = (blob: Blob) => {
      saved.push(blob)
      return 'blob:x'
    }
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: save, revokeObjectURL: () => {} }))
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    await screen.findByRole('table')
    await user.type(screen.getByLabelText('Their email address'), ' jane@example.com ')
    // By keyboard: the button is reached and pressed with Enter.
    screen.getByRole('button', { name: 'Download their information' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Downloaded what we hold from 1 lead.')).toBeInTheDocument()
    expect(calls).toContain('POST /api/privacy/export [token-1]')
    expect(calls.bodies).toContainEqual({ email: 'jane@example.com' })
    expect(calls.filter((call) => call.includes('jane') || call.includes('%40'))).toEqual([])
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ leads: [{ id: 'l1' }] })
    expect(screen.getByLabelText('Their email address')).toHaveValue('jane@example.com')
    // Enter in the address field does the same for staff who cannot erase: not a dead key.
    await user.type(screen.getByLabelText('Their email address'), '{Enter}')
    await waitFor(() => expect(calls.filter((call) => call === 'POST /api/privacy/export [token-1]')).toHaveLength(2))
    clicked.mockRestore()
  })

  it('keeps the filters in the address it is given, and shows the total the server counts', async () => {
    fakeServer({
      override: (url) =>
        url.startsWith('/api/submissions?')
          ? { status: 200, body: { submissions: leads.slice(0, 1), nextCursor: 'c2', total: 73 } }
          : undefined,
    })
    const onQuery = vi.fn()
    const user = userEvent.setup()
    render(<SubmissionsPage query={{ ...emptyQuery, stage: 'new' }} onQuery={onQuery} />)
    await logIn(user)
    expect(await screen.findByText('73 leads match the filters. Showing 1 on this page.')).toBeInTheDocument()
    expect(screen.getByLabelText('Stage')).toHaveValue('new')
    await user.selectOptions(screen.getByLabelText('Form'), 'contact')
    expect(onQuery).toHaveBeenLastCalledWith({ ...emptyQuery, stage: 'new', form: 'contact' })
  })

  it('says one lead "matches" the filters, and more "match"', async () => {
    fakeServer({
      override: (url) =>
        url.startsWith('/api/submissions?')
          ? { status: 200, body: { submissions: leads.slice(0, 1), nextCursor: null, total: 1 } }
          : undefined,
    })
    const user = userEvent.setup()
    render(<SubmissionsPage query={{ ...emptyQuery, form: 'contact' }} />)
    await logIn(user)
    expect(await screen.findByText('1 lead from the Contact enquiry form matches the filters.')).toBeInTheDocument()
  })

  it('never says no lead matches when the list was refused: the reason alone, and the search box holds 100 characters', async () => {
    fakeServer({
      override: (url) =>
        url.startsWith('/api/submissions?')
          ? { status: 400, body: { error: 'The "from" date must not be after the "to" date.' } }
          : undefined,
    })
    const user = userEvent.setup()
    render(<SubmissionsPage query={{ ...emptyQuery, from: '2026-12-01', to: '2026-01-01' }} />)
    await logIn(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('The "from" date must not be after the "to" date.')
    expect(screen.queryByText(/No leads/)).toBeNull()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('maxLength', '100')
  })

  it('on a phone lists leads as cards, each with its due time and a View button at its foot', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    fakeServer()
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    const list = await screen.findByRole('list', { name: 'Leads, soonest due first' })
    expect(screen.queryByRole('table')).toBeNull()
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Overdue by 1 h 30 min (due Sun, 22 Nov, 1:41 pm AEST)')).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('heading', { name: XSS })).toBeInTheDocument()
    await user.click(within(cards[0]!).getByRole('button', { name: `View lead from ${XSS}` }))
    expect(await within(cards[0]!).findByRole('heading', { name: 'What they sent' })).toBeInTheDocument()
  })

  it('after an answer lost on the way, an edited note or reply is not stuck on its first key: the first is shown as saved', async () => {
    const sends: { what: string; key: string }[] = []
    let lose = true
    fakeServer({
      override: (url, init) => {
        if (init?.method !== 'POST' || !/\/(notes|reply)$/.test(url)) return undefined
        const what = url.endsWith('/notes') ? 'note' : 'reply'
        const { key } = JSON.parse(String(init.body)) as { key: string }
        const earlier = sends.find((s) => s.what === what && s.key === key)
        sends.push({ what, key })
        // The first send of each is stored, and its answer lost on the way back.
        if (lose) throw new TypeError('Failed to fetch')
        if (earlier)
          return {
            status: 409,
            body: {
              error: `Your ${what} was already ${what === 'note' ? 'added' : 'sent'} as you first wrote it.`,
              keyTaken: true,
            },
          }
        return { status: what === 'note' ? 201 : 201, body: { id: 'x', version: 4, stage: 'contacted' } }
      },
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    for (const [what, label, button] of [
      ['note', 'Note', 'Add note'],
      ['reply', 'Message', 'Send reply'],
    ] as const) {
      lose = true
      const field = within(panel).getByLabelText(label)
      await user.clear(field)
      await user.type(field, 'Rang, no answer')
      await user.click(within(panel).getByRole('button', { name: button }))
      expect(await within(panel).findByText(/could not be reached/)).toBeInTheDocument()
      lose = false
      await user.type(field, ', will try again Tuesday')
      await user.click(within(panel).getByRole('button', { name: button }))
      expect(await within(panel).findByText(/as you first wrote it/)).toBeInTheDocument()
      expect(field).toHaveValue('Rang, no answer, will try again Tuesday')
      // Sent again, it goes under a key of its own: it is a new note or reply now, not a retry.
      await user.click(within(panel).getByRole('button', { name: button }))
      await waitFor(() => expect(sends.filter((s) => s.what === what)).toHaveLength(3))
      const keys = sends.filter((s) => s.what === what).map((s) => s.key)
      expect(keys[1]).toBe(keys[0])
      expect(keys[2]).not.toBe(keys[0])
    }
  })

  it('says a reply marks the lead contacted only when it was new', async () => {
    const stage: SubmissionDetail['stage'] = 'booked'
    fakeServer({
      override: (url, init) => {
        if (init?.method === 'POST' && url.endsWith('/reply'))
          return { status: 201, body: { id: 'r1', version: 4, stage } }
        if (url === `/api/submissions/${detail.id}/replies`) return { status: 200, body: { replies: [] } }
        if ((init?.method ?? 'GET') === 'GET' && url.startsWith(`/api/submissions/${detail.id}`))
          return { status: 200, body: { ...detail, stage } }
        return undefined
      },
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    expect(await within(panel).findByText(/Sending it marks a new lead contacted\./)).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }))
    expect(await within(panel).findByText('Reply sent.')).toBeInTheDocument()
    expect(panel).not.toHaveTextContent('marked contacted')
  })

  it('sends the version it shows with each change, and a note once with its key however often it is clicked', async () => {
    let answerNote = (_: Answer) => {}
    const calls = fakeServer({
      override: (url, init) =>
        init?.method === 'POST' && url.endsWith('/notes')
          ? new Promise<Answer>((resolve) => {
              answerNote = resolve
            })
          : undefined,
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    await user.type(within(panel).getByLabelText('Note'), 'Called')
    const add = within(panel).getByRole('button', { name: 'Add note' })
    await user.dblClick(add)
    expect(add).toBeDisabled()
    answerNote({ status: 201, body: { id: 'n2' } })
    expect(await within(panel).findByText('Note added.')).toBeInTheDocument()
    const notes = calls.filter((c) => c.endsWith('/notes [token-1]'))
    expect(notes).toHaveLength(1)
    const sent = calls.bodies.at(-1) as { text: string; key: string }
    expect(sent.text).toBe('Called')
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/)

    await user.selectOptions(within(panel).getByLabelText('Owner'), 'u1')
    await user.click(within(panel).getByRole('button', { name: 'Save owner' }))
    expect(await within(panel).findByText('Owner saved.')).toBeInTheDocument()
    expect(calls.bodies.at(-1)).toEqual({ owner: 'u1', version: 3 })
  })

  it('after an owner is saved the choice follows the lead: an owner someone else gives it later shows there', async () => {
    const ali = { id: 'u2', name: 'Ali Khan', email: 'ali@bluegum.example' }
    let lead: SubmissionDetail = { ...detail, owner: null }
    fakeServer({
      override: (url, init) => {
        if (url === '/api/staff') return { status: 200, body: { staff: [kim, ali] } }
        if (url.endsWith('/replies')) return { status: 200, body: { replies: [] } }
        if (init?.method === 'POST' && url.endsWith('/owner')) {
          lead = { ...lead, version: lead.version + 1, owner: { id: kim.id, name: kim.name } }
          return { status: 200, body: { id: lead.id, owner: kim.id, version: lead.version } }
        }
        if ((init?.method ?? 'GET') === 'GET' && url.startsWith(`/api/submissions/${detail.id}`))
          return { status: 200, body: lead }
        return undefined
      },
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    await user.selectOptions(within(panel).getByLabelText('Owner'), 'u1')
    await user.click(within(panel).getByRole('button', { name: 'Save owner' }))
    expect(await within(panel).findByText('Owner saved.')).toBeInTheDocument()

    // Ali gives the lead to herself; Kim refreshes: the control names Ali, as the line above it does.
    lead = { ...lead, version: lead.version + 1, owner: { id: ali.id, name: ali.name } }
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await within(panel).findByText('Ali Khan', { selector: 'strong' })).toBeInTheDocument()
    expect(within(panel).getByLabelText('Owner')).toHaveValue('u2')
  })

  it('offers the way back from "not a fit", and a stage control on an archived lead, as the server allows', async () => {
    let stage: SubmissionDetail['stage'] = 'not-fit'
    let contactedBefore = false
    fakeServer({
      override: (url, init) =>
        (init?.method ?? 'GET') === 'GET' && url.startsWith(`/api/submissions/${detail.id}`)
          ? {
              status: 200,
              body: { ...detail, stage, contactedBefore, notFitReason: stage === 'not-fit' ? 'Out of area' : null },
            }
          : undefined,
    })
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await logIn(user)
    const optionsOf = async () => {
      const panel = (await screen.findByRole('heading', { name: 'What they sent' })).parentElement!
      const select = within(panel).getByLabelText('Move to stage')
      return within(select)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter((label) => label !== 'Choose one')
    }
    await user.click(await screen.findByRole('button', { name: `View lead from ${XSS}` }))
    expect(await optionsOf()).toEqual(['New', 'Contacted', 'Archived'])
    await user.click(screen.getByRole('button', { name: `Hide lead from ${XSS}` }))
    stage = 'archived'
    await user.click(screen.getByRole('button', { name: `View lead from ${XSS}` }))
    expect(await optionsOf()).toEqual(['Contacted', 'Won', 'Not a fit'])
    // A lead contacted before never goes back to New: its due clock stopped for good.
    await user.click(screen.getByRole('button', { name: `Hide lead from ${XSS}` }))
    stage = 'not-fit'
    contactedBefore = true
    await user.click(screen.getByRole('button', { name: `View lead from ${XSS}` }))
    expect(await optionsOf()).toEqual(['Contacted', 'Archived'])
  })

  it('records a view when a lead is opened, not when it reloads after a save, and names a new owner in its history', async () => {
    const named = {
      ...detail,
      history: [
        {
          id: '3',
          at: '2026-11-22T01:00:00.000Z',
          actorName: 'Kim Lee',
          action: 'owner',
          leadId: null,
          detail: { from: null, to: 'u2', fromName: null, toName: 'Ali Khan' },
        },
      ],
    }
    const calls = fakeServer({
      override: (url, init) =>
        (init?.method ?? 'GET') === 'GET' && url.startsWith(`/api/submissions/${detail.id}`)
          ? { status: 200, body: named }
          : undefined,
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    expect(within(panel).getByText(/Kim Lee gave it to Ali Khan/)).toBeInTheDocument()
    await user.selectOptions(within(panel).getByLabelText('Owner'), 'u1')
    await user.click(within(panel).getByRole('button', { name: 'Save owner' }))
    expect(await within(panel).findByText('Owner saved.')).toBeInTheDocument()
    // Reads of the lead itself (its replies are another resource).
    const leadReads = () => calls.filter((c) => /^GET \/api\/submissions\/[^/?]+(\?|$)/.test(c))
    await waitFor(() => expect(leadReads().length).toBe(2))
    expect(leadReads()).toEqual([`GET /api/submissions/${detail.id}?view=1`, `GET /api/submissions/${detail.id}`])
  })

  it('shows what someone else changed when a change was based on an older version, and keeps the entry', async () => {
    const now: SubmissionDetail = { ...detail, version: 4, owner: { id: 'u2', name: 'Ali Khan' }, stage: 'contacted' }
    fakeServer({
      override: (url, init) =>
        init?.method === 'POST' && url.endsWith('/stage')
          ? {
              status: 409,
              body: { error: 'Someone changed this lead after you opened it. Nothing was saved.', lead: now },
            }
          : undefined,
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    await user.selectOptions(within(panel).getByLabelText('Move to stage'), 'not-fit')
    await user.type(within(panel).getByLabelText('Why is it not a fit?'), 'Out of area')
    await user.click(within(panel).getByRole('button', { name: 'Save stage' }))
    expect(
      await within(panel).findByText(/Someone changed this lead after you opened it\. Nothing was saved\./),
    ).toBeInTheDocument()
    expect(within(panel).getByText('Stage: New → Contacted')).toBeInTheDocument()
    expect(within(panel).getByText('Owner: nobody → Ali Khan')).toBeInTheDocument()
    // The workflow line shows the lead as it is now.
    expect(within(panel).getByText('Contacted', { selector: 'strong' })).toBeInTheDocument()
    expect(within(panel).getByText('Ali Khan', { selector: 'strong' })).toBeInTheDocument()
    expect(within(panel).getByLabelText('Why is it not a fit?')).toHaveValue('Out of area')
  })

  it('says a lead erased while a reply was typed is gone and nothing was sent, and keeps the reply', async () => {
    const calls = fakeServer({
      override: (url, init) =>
        init?.method === 'POST' && url.endsWith('/reply')
          ? { status: 404, body: { error: 'There is no submission with that id.' } }
          : undefined,
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    const message = await within(panel).findByLabelText('Message')
    await user.clear(message)
    await user.type(message, 'Ten minutes of careful words.')
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }))
    expect(await within(panel).findByText(deskCopy.leadGone)).toBeInTheDocument()
    expect(panel).not.toHaveTextContent('There is no submission with that id.')
    expect(within(panel).getByLabelText('Message')).toHaveValue('Ten minutes of careful words.')
    expect(calls.filter((c) => c.startsWith('POST') && c.includes('/reply'))).toHaveLength(1)
  })

  it('draws the words staff wrote in a lead (a not-fit reason, a note, a follow-up) each isolated in a <bdi>', async () => {
    const rlo = '\u202erenwO evilO :renwO'
    const worked: SubmissionDetail = {
      ...detail,
      stage: 'not-fit',
      notFitReason: `too far ${rlo}`,
      notes: [{ id: 'n1', body: `rang ${rlo}`, authorName: 'Kim Lee', createdAt: '2026-11-22T00:00:00.000Z' }],
      followUp: { date: '2026-11-24', time: null, note: `ring ${rlo}`, dueAt: '2026-11-23T22:00:00.000Z', setBy: null },
    }
    fakeServer({ override: (url) => (url.startsWith('/api/submissions/') ? { status: 200, body: worked } : undefined) })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    await within(panel).findByText(`too far ${rlo}`)
    const isolated = [...panel.querySelectorAll('bdi')].map((b) => b.textContent)
    expect(isolated).toEqual(expect.arrayContaining([`too far ${rlo}`, `rang ${rlo}`, `ring ${rlo}`]))
    expect(panel).toHaveTextContent(`(not a fit: too far ${rlo}). Owner: nobody.`)
  })

  it('says a refused change was not saved without blaming someone else when it was their own other tab', async () => {
    const now: SubmissionDetail = { ...detail, version: 4, owner: { id: 'u1', name: 'Kim Lee' } }
    const sentence =
      'This lead changed after you opened it: You gave it to Kim Lee. It now shows as it is: make your change again if it is still needed.'
    fakeServer({
      override: (url, init) =>
        init?.method === 'POST' && url.endsWith('/owner')
          ? { status: 409, body: { error: sentence, lead: now } }
          : undefined,
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    await user.selectOptions(within(panel).getByLabelText('Owner'), 'u1')
    await user.click(within(panel).getByRole('button', { name: 'Save owner' }))
    expect(await within(panel).findByText(/You gave it to Kim Lee/)).toBeInTheDocument()
    expect(panel).toHaveTextContent('Your change was not saved.')
    expect(panel).not.toHaveTextContent(/someone else/i)
  })

  it('after a refusal, a stage the lead can no longer move to is not sent behind a select showing "Choose one"', async () => {
    const now: SubmissionDetail = { ...detail, version: 4, stage: 'contacted' }
    const calls = fakeServer({
      override: (url, init) =>
        init?.method === 'POST' && url.endsWith('/stage')
          ? {
              status: 409,
              body: { error: 'This lead changed after you opened it: Ali Khan moved it to Contacted.', lead: now },
            }
          : undefined,
    })
    const user = userEvent.setup()
    const panel = await openFirstLead(user)
    await user.selectOptions(within(panel).getByLabelText('Move to stage'), 'contacted')
    await user.click(within(panel).getByRole('button', { name: 'Save stage' }))
    expect(await within(panel).findByText(/Ali Khan moved it to Contacted/)).toBeInTheDocument()
    const stage = within(panel).getByLabelText('Move to stage')
    expect(stage).toHaveDisplayValue('Choose one')

    await user.click(within(panel).getByRole('button', { name: 'Save stage' }))
    expect(stage).toHaveAccessibleDescription(expect.stringContaining('Choose the new stage'))
    expect(calls.filter((c) => c.startsWith('POST') && c.includes('/stage'))).toHaveLength(1)
  })

  it('asks to log in again in place when the session has ended, keeps the note and sends it after', async () => {
    const { calls, user, panel, dialog } = await noteMeetsEndedSession('Rang back, booked in')
    expect(within(panel).getByLabelText('Note')).toHaveValue('Rang back, booked in')
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('kim@bluegum.example')
    await user.type(within(dialog).getByLabelText('Password'), 'right password')
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }))

    expect(await within(panel).findByText('Note added.')).toBeInTheDocument()
    const notes = calls.bodies.filter((b): b is { text: string; key: string } => !!(b as { key?: string }).key)
    expect(notes.map((n) => n.text)).toEqual(['Rang back, booked in', 'Rang back, booked in'])
    expect(notes[0]!.key).toBe(notes[1]!.key)
    expect(within(panel).getByLabelText('Note')).toHaveValue('')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('when someone else logs in in the "session ended" dialog, sends nothing Kim typed as theirs and opens a fresh desk', async () => {
    const lee = { id: 'u2', name: 'Lee Park', email: 'lee@bluegum.example', role: 'staff' }
    const { calls, user, dialog } = await noteMeetsEndedSession('Kim: rang back, booked in', (url) =>
      url === '/api/admin/login'
        ? { status: 200, body: { authenticated: true, user: lee, csrfToken: 'token-lee' } }
        : undefined,
    )
    // Kim has gone; Lee uses the dialog on the shared computer with his own account.
    await user.clear(within(dialog).getByLabelText('Email address'))
    await user.type(within(dialog).getByLabelText('Email address'), lee.email)
    await user.type(within(dialog).getByLabelText('Password'), 'right password')
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Logged in as Lee Park')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Kim's note was not sent again under Lee's session, and nothing she typed is on his desk.
    expect(calls.filter((c) => c.startsWith('POST /api/submissions/'))).toHaveLength(1)
    expect(screen.queryByDisplayValue('Kim: rang back, booked in')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'What they sent' })).toBeNull()
  })

  describe('another tab of the same browser (decision 262)', () => {
    /** What another desk tab says on the channel. */
    const otherTab = (message: unknown) => {
      const channel = new BroadcastChannel(deskTabsChannel)
      channel.postMessage(message)
      channel.close()
    }
    const lee = { id: 'u2', name: 'Lee Park', email: 'lee@bluegum.example', role: 'staff' }

    it('logs out: the leads leave this tab at once, the login says why with focus on it, and the note comes back for the same account', async () => {
      const calls = fakeServer()
      const user = userEvent.setup()
      const clear = vi.spyOn(QueryClient.prototype, 'clear')
      const panel = await openFirstLead(user)
      await user.type(within(panel).getByLabelText('Note'), 'Rang Jane, call back Tuesday')
      const asked = calls.length

      otherTab({ type: 'loggedOut' })
      const notice = (await screen.findByText(deskTabsCopy.signedOutElsewhere.loggedOut.title)).closest('div')!
      expect(screen.getByRole('alert')).toHaveTextContent(deskTabsCopy.keptNote)
      await waitFor(() => expect(document.activeElement).toBe(notice.parentElement))
      // Nothing of the lead is left on the page, or in the desk's cache, and no request was needed.
      expect(screen.queryByText('jane@example.com')).toBeNull()
      expect(screen.queryByText('Sam Nguyen')).toBeNull()
      expect(screen.queryByText('Rang Jane, call back Tuesday')).toBeNull()
      expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
      expect(clear).toHaveBeenCalled()
      expect(calls.length).toBe(asked)
      // Kept in this tab's memory only.
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Rang Jane')

      await logIn(user)
      const again = (await screen.findByRole('heading', { name: 'What they sent' })).parentElement!
      expect(within(again).getByLabelText('Note')).toHaveValue('Rang Jane, call back Tuesday')
      expect(keptDrafts.size).toBe(0)
      clear.mockRestore()
    })

    it('never gives what was typed to another account logging in in this tab', async () => {
      let logins = 0
      fakeServer({
        override: (url) =>
          url === '/api/admin/login' && ++logins === 2
            ? { status: 200, body: { authenticated: true, user: lee, csrfToken: 'token-lee' } }
            : undefined,
      })
      const user = userEvent.setup()
      const panel = await openFirstLead(user)
      await user.type(within(panel).getByLabelText('Note'), 'Private to Kim')
      otherTab({ type: 'loggedOut' })
      await screen.findByText(deskTabsCopy.signedOutElsewhere.loggedOut.title)
      expect(keptDrafts.size).toBeGreaterThan(0)

      await logIn(user) // answered as Lee
      expect(await screen.findByText('Logged in as Lee Park')).toBeInTheDocument()
      expect(keptDrafts.size).toBe(0)
      await user.click(await screen.findByRole('button', { name: `View lead from ${XSS}` }))
      const leePanel = (await screen.findByRole('heading', { name: 'What they sent' })).parentElement!
      expect(within(leePanel).getByLabelText('Note')).toHaveValue('')
    })

    it("signs out when another account logs in elsewhere, and takes the same account's new session token", async () => {
      let token = ''
      const calls = fakeServer({
        override: (url) => {
          if (url === '/api/admin/login') token = 'token-1'
          return url === '/api/admin/session' && token
            ? { status: 200, body: { authenticated: true, user: { ...kim, role: 'owner' }, csrfToken: token } }
            : undefined
        },
      })
      const user = userEvent.setup()
      const panel = await openFirstLead(user)
      // Kim logs in again in another tab: this browser's cookie is a new session, with a new token.
      token = 'token-2'
      otherTab({ type: 'loggedIn', userId: kim.id })
      await waitFor(() => expect(calls.filter((c) => c === 'GET /api/admin/session')).toHaveLength(2))
      await user.type(within(panel).getByLabelText('Note'), 'Sent with the new token')
      await user.click(within(panel).getByRole('button', { name: 'Add note' }))
      await waitFor(() =>
        expect(calls).toContain('POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-2]'),
      )

      // Lee logs in in another tab: this tab is no longer Kim's.
      otherTab({ type: 'loggedIn', userId: lee.id })
      expect(await screen.findByText(deskTabsCopy.signedOutElsewhere.otherAccount.title)).toBeInTheDocument()
      expect(screen.queryByText('jane@example.com')).toBeNull()
    })

    it('in the "session ended" dialog, takes the session Kim logged in with in another tab and sends the waiting note', async () => {
      const newSession = { authenticated: true, user: { ...kim, role: 'owner' }, csrfToken: 'token-2' }
      const { calls, panel } = await noteMeetsEndedSession('Rang back, booked in', (url) =>
        url === '/api/admin/session' ? { status: 200, body: newSession } : undefined,
      )
      otherTab({ type: 'loggedIn', userId: kim.id })

      // No password asked: the dialog goes, and the note is sent once, under the new session.
      expect(await within(panel).findByText('Note added.')).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(calls.filter((c) => c.startsWith('POST /api/submissions/'))).toEqual([
        'POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-1]',
        'POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-2]',
      ])
    })

    it("asks for the new session's token again when the first ask fails, and the next change carries it", async () => {
      // Counted from the other tab's login on: the desk asked for the session before that too.
      let sessionAsks: number | null = null
      const calls = fakeServer({
        override: (url) => {
          if (url !== '/api/admin/session' || sessionAsks === null) return undefined
          if (++sessionAsks === 1) return { status: 503, body: { error: 'Something went wrong on our side.' } }
          return { status: 200, body: { authenticated: true, user: { ...kim, role: 'owner' }, csrfToken: 'token-2' } }
        },
      })
      const user = userEvent.setup()
      const panel = await openFirstLead(user)
      sessionAsks = 0
      otherTab({ type: 'loggedIn', userId: kim.id })
      await waitFor(() => expect(sessionAsks).toBe(2))
      await user.type(within(panel).getByLabelText('Note'), 'Sent with the new token')
      await user.click(within(panel).getByRole('button', { name: 'Add note' }))
      expect(await within(panel).findByText('Note added.')).toBeInTheDocument()
      expect(calls).toContain('POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-2]')
      expect(screen.queryByRole('dialog')).toBeNull()
    })

    /**
     * The browser's session after another tab logged in again, before this tab heard of it: a change with
     * the old token is refused for it (403), as the server does.
     */
    function serverAfterOtherLogin(now: { user: typeof kim & { role: string }; csrfToken: string }) {
      let switched = false
      const calls = fakeServer({
        override: (url, init) => {
          if (!switched) return undefined
          if (url === '/api/admin/session') return { status: 200, body: { authenticated: true, ...now } }
          const token = (init?.headers as Record<string, string> | undefined)?.['x-csrf-token']
          if (init?.method === 'POST' && token !== now.csrfToken)
            return {
              status: 403,
              body: {
                error: 'This request is missing its security token. Reload the page and try again.',
                reason: 'csrf',
              },
            }
          return undefined
        },
      })
      return Object.assign(calls, { switch: () => (switched = true) })
    }
    const notePosts = (calls: string[]) => calls.filter((c) => c.startsWith('POST /api/submissions/'))

    it('saves a note sent in the moment Kim logs in again in another tab, sending it once more with the new token', async () => {
      const calls = serverAfterOtherLogin({ user: { ...kim, role: 'owner' }, csrfToken: 'token-2' })
      const user = userEvent.setup()
      const panel = await openFirstLead(user)
      await user.type(within(panel).getByLabelText('Note'), 'Rang Jane, booked Tuesday')
      calls.switch() // the other tab's login: its message has not reached this tab yet
      await user.click(within(panel).getByRole('button', { name: 'Add note' }))

      expect(await within(panel).findByText('Note added.')).toBeInTheDocument()
      expect(notePosts(calls)).toEqual([
        'POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-1]',
        'POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-2]',
      ])
      expect(screen.queryByText(/Reload the page/)).toBeNull()
    })

    it('never sends a change again under another account that logged in in another tab', async () => {
      const calls = serverAfterOtherLogin({ user: { ...lee, role: 'staff' }, csrfToken: 'token-lee' })
      const user = userEvent.setup()
      const panel = await openFirstLead(user)
      await user.type(within(panel).getByLabelText('Note'), 'Private to Kim')
      calls.switch()
      await user.click(within(panel).getByRole('button', { name: 'Add note' }))

      expect(await within(panel).findByText(/Reload the page and try again/)).toBeInTheDocument()
      expect(notePosts(calls)).toEqual(['POST /api/submissions/11111111-1111-4111-8111-111111111111/notes [token-1]'])
      expect(within(panel).getByLabelText('Note')).toHaveValue('Private to Kim')
    })

    it('says so and asks to log in here when the new session cannot be fetched twice, keeping what was typed', async () => {
      let sessionAsks: number | null = null
      const calls = fakeServer({
        override: (url) =>
          url === '/api/admin/session' && sessionAsks !== null && ++sessionAsks
            ? { status: 503, body: { error: 'Something went wrong on our side.' } }
            : undefined,
      })
      const user = userEvent.setup()
      const panel = await openFirstLead(user)
      await user.type(within(panel).getByLabelText('Note'), 'Still here')
      sessionAsks = 0
      otherTab({ type: 'loggedIn', userId: kim.id })

      // Not left to meet the old token silently: the dialog asks for the password, and says why.
      const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' })
      expect(within(dialog).getByRole('alert')).toHaveTextContent(deskTabsCopy.followFailed)
      expect(sessionAsks).toBe(2)
      expect(within(panel).getByLabelText('Note')).toHaveValue('Still here')
      expect(calls.filter((c) => c.startsWith('POST /api/submissions/'))).toEqual([])

      await user.type(within(dialog).getByLabelText('Password'), 'right password')
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(within(panel).getByLabelText('Note')).toHaveValue('Still here')
    })
  })
})
