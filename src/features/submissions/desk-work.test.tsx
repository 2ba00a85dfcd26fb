import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyDay, PromiseReport, PromiseReportRow, SubmissionDetail, SubmissionSummary } from './desk-types'
import { SubmissionsPage } from './submissions-page'
// The signed-in desk comes with this file: the page fetches it lazily, and its first import() in a test
// would pay Vite's transform of the whole desk inside the first test's wait (issue 26 tests the fetch).
import './signed-in-desk'

const XSS = '<img src=x onerror="window.__xss=1">'
const kim = { id: 'u1', name: 'Kim Lee', email: 'kim@bluegum.example', role: 'staff' }

type Answer = { status: number; body: unknown }
/** A logged-in desk: the session answers, then `answer` for everything else. */
function fakeServer(answer: (url: string, init?: RequestInit) => Answer | undefined) {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      const reply =
        url === '/api/admin/session'
          ? { status: 200, body: { authenticated: true, user: kim, csrfToken: 't' } }
          : url === '/api/staff'
            ? { status: 200, body: { staff: [kim] } }
            : (answer(url, init) ?? { status: 404, body: { error: 'no' } })
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
  return calls
}

const row = (r: Partial<PromiseReportRow>): PromiseReportRow => ({
  week: null,
  form: null,
  received: 0,
  contacted: 0,
  medianHours: null,
  p90Hours: null,
  medianSupportHours: null,
  p90SupportHours: null,
  due: 0,
  withinPromise: 0,
  shareWithinPromise: null,
  bookingsConfirmed: 0,
  notFit: 0,
  notFitReasons: [],
  ...r,
})

const report: PromiseReport = {
  from: '2026-03-02',
  to: '2026-03-08',
  at: '2026-03-09T23:30:00.000Z',
  rows: [
    row({
      received: 7,
      contacted: 5,
      medianHours: 4,
      p90Hours: 60.2,
      medianSupportHours: 3,
      p90SupportHours: 4,
      due: 6,
      withinPromise: 4,
      shareWithinPromise: 4 / 6,
      bookingsConfirmed: 1,
      notFit: 2,
      notFitReasons: [{ reason: XSS, count: 2 }],
    }),
    row({
      form: 'contact',
      received: 3,
      contacted: 2,
      medianHours: 46,
      medianSupportHours: 3,
      due: 3,
      withinPromise: 1,
      shareWithinPromise: 1 / 3,
    }),
    row({ week: '2026-03-02', received: 7, contacted: 5, medianHours: 4, medianSupportHours: 3 }),
  ],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the promise report page', () => {
  it('shows the figures the server worked out for the range in the address, as text, with its CSV', async () => {
    const calls = fakeServer((url) =>
      url.startsWith('/api/desk/promise-report?') ? { status: 200, body: report } : undefined,
    )
    const range = { from: '2026-03-02', to: '2026-03-08' }
    render(<SubmissionsPage view={{ name: 'report', days: range, onRange: () => {} }} />)
    const whole = await screen.findByRole('table', { name: 'The whole range' })
    expect(calls.map((c) => c.url)).toContain('/api/desk/promise-report?from=2026-03-02&to=2026-03-08')
    const all = within(whole).getByRole('row', { name: /^All forms/ })
    expect(
      within(all)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '7',
      '5',
      '4 h (3 support h)',
      '60.2 h (4 support h)',
      '4 of 6 (67%)',
      '1',
      `2Not-a-fit reasons: ${XSS} (2)`,
    ])
    expect(whole.querySelector('img')).toBeNull()
    expect(within(whole).getByRole('row', { name: /^Contact enquiry/ })).toHaveTextContent('1 of 3 (33%)')
    const weeks = screen.getByRole('table', { name: 'Week by week' })
    expect(within(weeks).getByRole('row', { name: /All forms/ })).toHaveTextContent('2 Mar 2026')
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/desk/promise-report.csv?from=2026-03-02&to=2026-03-08',
    )
    expect(screen.getByRole('link', { name: 'How well we keep our word' })).toHaveAttribute('aria-current', 'page')
  })

  it('checks the days before asking: inline errors, focus on the first, and nothing typed lost', async () => {
    fakeServer((url) => (url.startsWith('/api/desk/promise-report?') ? { status: 200, body: report } : undefined))
    const onRange = vi.fn()
    const user = userEvent.setup()
    render(<SubmissionsPage view={{ name: 'report', days: { from: '2026-03-02', to: '2026-03-08' }, onRange }} />)
    const from = await screen.findByLabelText('From')
    const to = screen.getByLabelText('To')
    await user.clear(from)
    await user.click(screen.getByRole('button', { name: 'Show report' }))
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveFocus()
    expect(screen.getByText('Enter a date')).toBeInTheDocument()

    await user.type(from, '2026-03-20')
    await user.click(screen.getByRole('button', { name: 'Show report' }))
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('The "from" date must not be after the "to" date')).toBeInTheDocument()
    expect(from).toHaveValue('2026-03-20')
    expect(onRange).not.toHaveBeenCalled()

    await user.clear(to)
    await user.type(to, '2026-03-31')
    await user.keyboard('{Enter}')
    expect(onRange).toHaveBeenCalledWith({ from: '2026-03-20', to: '2026-03-31' })
  })
})

const lead = (id: string, name: string, extra: Partial<SubmissionSummary> = {}): SubmissionSummary => ({
  id,
  version: 4,
  form: 'contact',
  receivedAt: '2026-03-02T23:00:00.000Z',
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  phone: null,
  organisation: null,
  status: 'sent',
  attempts: 1,
  stage: 'new',
  notFitReason: null,
  owner: { id: 'u1', name: 'Kim Lee' },
  due: {
    dueAt: '2026-03-03T03:00:00.000Z',
    promiseHours: 4,
    supportMinutesLeft: -60,
    minutesLeft: -60,
    minutesUntilSoon: 0,
  },
  followUp: null,
  ...extra,
})

describe('My day and follow-ups', () => {
  const overdue = lead('11111111-1111-4111-8111-111111111111', 'Alex Smith', {
    followUp: { date: '2026-03-03', time: '09:15', note: 'Ring back', dueAt: '2026-03-02T23:15:00.000Z', setBy: 'u1' },
  })
  const followed = lead('22222222-2222-4222-8222-222222222222', 'Sam Nguyen', {
    stage: 'contacted',
    due: null,
    followUp: { date: '2026-03-03', time: null, note: XSS, dueAt: '2026-03-02T22:00:00.000Z', setBy: 'u1' },
  })
  const day: MyDay = {
    today: '2026-03-03',
    overdue: [overdue],
    dueToday: [],
    followUps: [overdue, followed],
    archivedFollowUps: [],
    totals: { overdue: 1, dueToday: 0, followUps: 1, archivedFollowUps: 0 },
    shown: 100,
  }
  /** My day with Sam's lead opened in place: the follow-ups list and the lead's follow-up date. */
  async function openSamsFollowUp(user: ReturnType<typeof userEvent.setup>) {
    render(<SubmissionsPage view={{ name: 'my-day' }} />)
    const followUps = await screen.findByRole('list', { name: 'Follow-ups due' })
    await user.click(within(followUps).getByRole('button', { name: /^View lead from Sam Nguyen/ }))
    return { followUps, date: await within(followUps).findByLabelText('Follow-up date') }
  }
  // The desk's clock on that day (10 AM AEST): the follow-up form checks its dates against it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-03T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const detail = (summary: SubmissionSummary): SubmissionDetail => ({
    ...summary,
    subject: 'Enquiry',
    sentAt: null,
    lastError: null,
    nextAttemptAt: null,
    contactedBefore: false,
    fields: [],
    data: {},
    notes: [],
    history: [],
    booking: null,
  })

  it('lists my overdue leads, those due today and my follow-ups once each, and a lead opens in place', async () => {
    fakeServer((url) => {
      if (url === '/api/desk/my-day') return { status: 200, body: day }
      if (url.startsWith(`/api/submissions/${followed.id}`)) return { status: 200, body: detail(followed) }
    })
    const user = userEvent.setup()
    render(<SubmissionsPage view={{ name: 'my-day' }} />)
    const overdueList = await screen.findByRole('list', { name: 'Overdue leads' })
    expect(within(overdueList).getByRole('heading', { level: 4, name: 'Alex Smith' })).toBeInTheDocument()
    expect(overdueList).toHaveTextContent('Follow-up: Tue, 3 Mar 2026, 9:15 am AEST · Ring back')
    expect(screen.getByRole('heading', { name: 'Due later today (0)' })).toBeInTheDocument()
    expect(screen.getByText('None of your leads falls due later today.')).toBeInTheDocument()
    // Alex is overdue and listed there: the follow-ups list has only Sam.
    const followUps = screen.getByRole('list', { name: 'Follow-ups due' })
    expect(within(followUps).getAllByRole('listitem')).toHaveLength(1)
    expect(followUps).toHaveTextContent(`Follow-up: Tue, 3 Mar 2026, any time · ${XSS}`)
    expect(followUps.querySelector('img')).toBeNull()
    expect(screen.getByText(/for today, 2026-03-03 \(AEST/)).toBeInTheDocument()

    await user.click(within(followUps).getByRole('button', { name: /^View lead from Sam Nguyen/ }))
    expect(await within(followUps).findByRole('heading', { name: 'What they sent' })).toBeInTheDocument()
    expect(within(followUps).getByLabelText('Follow-up date')).toHaveValue('2026-03-03')
  })

  it('says when a list holds more than it shows and shows the rest on asking; archived leads’ follow-ups apart', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      lead(`33333333-3333-4333-8333-${String(i).padStart(12, '0')}`, `Pat Number${i}`, {
        stage: 'contacted',
        due: null,
      }),
    )
    const shelved = lead('44444444-4444-4444-8444-444444444444', 'Robin Archived', {
      stage: 'archived',
      due: null,
      followUp: { date: '2026-03-02', time: null, note: null, dueAt: '2026-03-01T22:00:00.000Z', setBy: 'u1' },
    })
    const sized = (show: number): MyDay => ({
      ...day,
      overdue: [],
      followUps: many.slice(0, show),
      archivedFollowUps: [shelved],
      totals: { overdue: 0, dueToday: 0, followUps: 150, archivedFollowUps: 1 },
      shown: show,
    })
    const calls = fakeServer((url) => {
      if (url === '/api/desk/my-day') return { status: 200, body: sized(100) }
      if (url === '/api/desk/my-day?show=200') return { status: 200, body: sized(200) }
    })
    const user = userEvent.setup()
    render(<SubmissionsPage view={{ name: 'my-day' }} />)
    const followUps = await screen.findByRole('list', { name: 'Follow-ups due' })
    expect(within(followUps).getAllByRole('listitem')).toHaveLength(100)
    expect(screen.getByRole('heading', { name: 'Follow-ups due (150)' })).toBeInTheDocument()
    expect(screen.getByText('Showing 100 of 150.')).toBeInTheDocument()
    // The archived lead is not today's work: it is not among the follow-ups due, but in its own list, last.
    expect(followUps).not.toHaveTextContent('Robin Archived')
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings.at(-1)).toBe('Follow-ups on archived leads (1)')
    expect(screen.getByRole('list', { name: 'Follow-ups on archived leads' })).toHaveTextContent('Robin Archived')
    expect(screen.getByText(/These leads are archived, so they are not counted as today’s work/)).toBeInTheDocument()

    screen.getByRole('button', { name: 'Show more follow-ups due' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(followUps).getAllByRole('listitem')).toHaveLength(150))
    const line = screen.getByText('Showing all 150.')
    await waitFor(() => expect(line).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Show more follow-ups due' })).toBeNull()
    expect(calls.map((c) => c.url)).toContain('/api/desk/my-day?show=200')
  })

  it('saves a follow-up on the version shown, and on a stale one keeps the entry and says what changed', async () => {
    const current = detail({
      ...followed,
      version: 5,
      followUp: {
        date: '2026-03-05',
        time: '10:00',
        note: 'Lee rings',
        dueAt: '2026-03-05T00:00:00.000Z',
        setBy: 'u2',
      },
    })
    const calls = fakeServer((url, init) => {
      if (url === '/api/desk/my-day') return { status: 200, body: day }
      if (init?.method === 'POST' && url.endsWith('/follow-up'))
        return {
          status: 409,
          body: {
            error: 'This lead changed after you opened it: Lee Park set its follow-up for 2026-03-05.',
            lead: current,
          },
        }
      if (url.startsWith(`/api/submissions/${followed.id}`)) return { status: 200, body: detail(followed) }
    })
    const user = userEvent.setup()
    const { followUps, date } = await openSamsFollowUp(user)
    await user.clear(date)
    await user.type(date, '2026-03-06')
    await user.type(within(followUps).getByLabelText('Time (optional)'), '14:30')
    await user.clear(within(followUps).getByLabelText('What to follow up (optional)'))
    await user.type(within(followUps).getByLabelText('What to follow up (optional)'), 'Send the checklist')
    await user.click(within(followUps).getByRole('button', { name: 'Save follow-up' }))

    await waitFor(() =>
      expect(within(followUps).getByText(/Lee Park set its follow-up for 2026-03-05/)).toBeInTheDocument(),
    )
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { date: '2026-03-06', time: '14:30', note: 'Send the checklist', version: 4 },
    ])
    expect(
      within(followUps).getByText('Follow-up: Tue, 3 Mar 2026, any time → Thu, 5 Mar 2026, 10:00 am AEST'),
    ).toBeInTheDocument()
    expect(within(followUps).getByLabelText('Follow-up date')).toHaveValue('2026-03-06')
    expect(within(followUps).getByLabelText('What to follow up (optional)')).toHaveValue('Send the checklist')
  })

  it('after a save the follow-up form follows the lead: a later change by someone else shows in it, and is not saved over', async () => {
    let lead = detail(followed)
    const followUpOf = (date: string, time: string, note: string, setBy: string) => ({
      date,
      time: time || null,
      note: note || null,
      dueAt: `${date}T00:00:00.000Z`,
      setBy,
    })
    const calls = fakeServer((url, init) => {
      if (url === '/api/desk/my-day') return { status: 200, body: day }
      if (init?.method === 'POST' && url.endsWith('/follow-up')) {
        const { date, time, note, version } = JSON.parse(String(init.body))
        if (version !== lead.version) return { status: 409, body: { error: 'This lead changed.', lead } }
        lead = { ...lead, version: lead.version + 1, followUp: followUpOf(date, time, note, 'u1') }
        return { status: 200, body: { followUp: lead.followUp, version: lead.version } }
      }
      if (url.endsWith('/replies')) return { status: 200, body: { replies: [] } }
      if (url.startsWith(`/api/submissions/${followed.id}`)) return { status: 200, body: lead }
      if (url.split('?')[0] === '/api/submissions')
        return { status: 200, body: { submissions: [lead], nextCursor: null } }
    })
    const user = userEvent.setup()
    render(<SubmissionsPage />)
    await user.click(await screen.findByRole('button', { name: /^View lead from Sam Nguyen/ }))
    const followUps = (await screen.findByRole('heading', { name: 'What they sent' })).parentElement!
    const date = within(followUps).getByLabelText('Follow-up date')
    await user.clear(date)
    await user.type(date, '2026-03-06')
    await user.click(within(followUps).getByRole('button', { name: 'Save follow-up' }))
    expect(await within(followUps).findByText('Follow-up saved.')).toBeInTheDocument()

    // Lee, on the lead as Kim saved it, moves the follow-up to the 9th; Kim refreshes the desk.
    lead = { ...lead, version: lead.version + 1, followUp: followUpOf('2026-03-09', '11:00', 'Lee rings', 'u2') }
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(within(followUps).getByLabelText('Follow-up date')).toHaveValue('2026-03-09'))
    expect(within(followUps).getByLabelText('Time (optional)')).toHaveValue('11:00')
    expect(within(followUps).getByLabelText('What to follow up (optional)')).toHaveValue('Lee rings')

    // Kim adds a word to the note and saves: Lee's day and time stay.
    await user.type(within(followUps).getByLabelText('What to follow up (optional)'), ', then email')
    await user.click(within(followUps).getByRole('button', { name: 'Save follow-up' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2))
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      date: '2026-03-09',
      time: '11:00',
      note: 'Lee rings, then email',
      version: 6,
    })
  })

  it('clearing a follow-up takes its Clear button away and leaves focus in the form, on its date', async () => {
    let lead = detail(followed)
    fakeServer((url, init) => {
      if (url === '/api/desk/my-day') return { status: 200, body: day }
      if (init?.method === 'POST' && url.endsWith('/follow-up')) {
        lead = { ...lead, version: lead.version + 1, followUp: null }
        return { status: 200, body: { followUp: null, version: lead.version } }
      }
      if (url.endsWith('/replies')) return { status: 200, body: { replies: [] } }
      if (url.startsWith(`/api/submissions/${followed.id}`)) return { status: 200, body: lead }
    })
    const user = userEvent.setup()
    const { followUps } = await openSamsFollowUp(user)
    await user.click(within(followUps).getByRole('button', { name: 'Clear follow-up' }))
    expect(await within(followUps).findByText('Follow-up cleared.')).toBeInTheDocument()
    await waitFor(() => expect(within(followUps).queryByRole('button', { name: 'Clear follow-up' })).toBeNull())
    await waitFor(() => expect(within(followUps).getByLabelText('Follow-up date')).toHaveFocus())
  })

  it('Refresh on My day refreshes an open lead too, not only the lists', async () => {
    let lead = detail(followed)
    fakeServer((url) => {
      if (url === '/api/desk/my-day') return { status: 200, body: day }
      if (url.endsWith('/replies')) return { status: 200, body: { replies: [] } }
      if (url.startsWith(`/api/submissions/${followed.id}`)) return { status: 200, body: lead }
    })
    const user = userEvent.setup()
    const { followUps, date } = await openSamsFollowUp(user)
    expect(date).toHaveValue('2026-03-03')
    // Lee gives the lead to herself and moves its follow-up; Kim presses Refresh.
    lead = {
      ...lead,
      version: 6,
      owner: { id: 'u2', name: 'Lee Park' },
      followUp: { date: '2026-03-09', time: null, note: null, dueAt: '2026-03-08T22:00:00.000Z', setBy: 'u2' },
    }
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await within(followUps).findByText('Lee Park', { selector: 'strong' })).toBeInTheDocument()
    expect(within(followUps).getByLabelText('Follow-up date')).toHaveValue('2026-03-09')
  })

  it('refuses a follow-up day in the past or too far ahead at the date field itself, sending nothing', async () => {
    const calls = fakeServer((url) => {
      if (url === '/api/desk/my-day') return { status: 200, body: day }
      if (url.startsWith(`/api/submissions/${followed.id}`)) return { status: 200, body: detail(followed) }
    })
    const user = userEvent.setup()
    const { followUps, date } = await openSamsFollowUp(user)
    const refused: [string, string][] = [
      ['2026-03-02', 'Choose a follow-up date from today on'],
      ['2028-03-04', 'Choose a follow-up date within 2 years'],
    ]
    for (const [typed, message] of refused) {
      await user.clear(date)
      await user.type(date, typed)
      await user.click(within(followUps).getByRole('button', { name: 'Save follow-up' }))
      expect(date).toHaveAccessibleDescription(expect.stringContaining(message))
      expect(date).toHaveFocus()
      expect(date).toHaveValue(typed)
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
    // Today and the last day of the two years are fine.
    await user.clear(date)
    await user.type(date, '2028-03-03')
    await user.click(within(followUps).getByRole('button', { name: 'Save follow-up' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1))
  })
})
