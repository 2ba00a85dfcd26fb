import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type DeskSessionEvent,
  type DeskSessionSeen,
  type DeskSessionState,
  deskSessionModel,
} from '../../../machines/models/desk-session.model'
import { transitionPaths } from '../../../machines/models/paths'
import { loginCodeCopy } from '../../content/desk-login-code'
import { deskTabsCopy } from '../../content/desk-tabs'
import { deskTabsChannel } from './desk-tabs'
import { SubmissionsPage } from './submissions-page'
// The signed-in desk comes with this file: the page fetches it lazily, and its first import() in a test
// would pay Vite's transform of the whole desk inside the first test's wait (issue 26 tests the fetch).
import './signed-in-desk'

/**
 * Issue 28.3: the desk session model's paths walked through the rendered desk in jsdom, as a staff
 * member meets it: typing into the login form or the dialog, pressing Refresh, Log out and Log out
 * everywhere, while the test plays the server, one answer at a time. After every step the page must show
 * what the model says (`seen`), read from the page, not from the machine.
 */

type Kind = 'session' | 'login' | 'logout' | 'list'
interface Pending {
  kind: Kind
  answer: (status: number, body: unknown) => void
}

const kim = { id: 'u1', name: 'Kim Lee', email: 'kim@bluegum.example', role: 'staff' }
const session = { authenticated: true, user: kim, csrfToken: 'token-1' }
const emptyList = { submissions: [], nextCursor: null, total: 0 }

/** A server whose session, login and logout answers wait for the path; lists answer at once. */
function playedServer() {
  const pending: Pending[] = []
  let listStatus = 200
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          const answer = (status: number, body: unknown) =>
            resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
          if (url.startsWith('/api/admin/session')) pending.push({ kind: 'session', answer })
          else if (url.startsWith('/api/admin/login')) pending.push({ kind: 'login', answer })
          else if (url.startsWith('/api/admin/logout')) pending.push({ kind: 'logout', answer })
          else if (url.startsWith('/api/submissions'))
            listStatus === 401 ? answer(401, { error: 'Your session has ended.' }) : answer(200, emptyList)
          else if (url.startsWith('/api/staff')) answer(200, { staff: [kim] })
          else if (url.startsWith('/api/audit')) answer(200, { entries: [], nextCursor: null })
          else answer(404, { error: 'Not here' })
        }),
    ),
  )
  return {
    /** Answers the oldest request of this kind still waiting. */
    answer: async (kind: Kind, status: number, body: unknown) => {
      await waitFor(() =>
        expect(
          pending.some((p) => p.kind === kind),
          `a ${kind} request waiting`,
        ).toBe(true),
      )
      const index = pending.findIndex((p) => p.kind === kind)
      const [request] = pending.splice(index, 1)
      await act(async () => request?.answer(status, body))
    },
    endSession: () => {
      listStatus = 401
    },
  }
}

/** What the page shows, read as a person would. */
function seen(): DeskSessionSeen {
  const dialog = screen.queryByRole('dialog')
  const loginButtons = screen.queryAllByRole('button', { name: /^(Log in|Logging in…)$/ })
  const logOut = screen.queryByRole('button', { name: 'Log out', hidden: true })
  const view = screen.queryByRole('heading', { name: 'Leads', hidden: true }) ? 'desk' : 'login'
  return {
    view,
    dialog: dialog !== null,
    busy:
      loginButtons.some((b) => b.textContent === 'Logging in…') ||
      (view === 'desk' && !dialog && logOut instanceof HTMLButtonElement && logOut.disabled),
  }
}

/**
 * A second desk tab of the same browser, played by the test: what this page tells it (decision 262) is
 * heard here, and it can tell the page it logged out. A channel does not hear its own messages.
 */
function otherTab() {
  const channel = new BroadcastChannel(deskTabsChannel)
  const heard: unknown[] = []
  channel.onmessage = (message: MessageEvent) => heard.push(message.data)
  return { channel, heard }
}

async function act_(
  event: DeskSessionEvent,
  server: ReturnType<typeof playedServer>,
  tab: ReturnType<typeof otherTab>,
) {
  const user = userEvent.setup()
  switch (event) {
    case 'sessionFound':
      return server.answer('session', 200, session)
    case 'noSession':
      return server.answer('session', 200, { authenticated: false })
    case 'loginOk':
      return server.answer('login', 200, session)
    case 'loginRefused':
      return server.answer('login', 401, { error: 'The email address or password is not correct.' })
    case 'logoutOk':
      return server.answer('logout', 200, {})
    case 'logoutFails':
      return server.answer('logout', 500, { error: 'Something went wrong on our side.' })
    case 'logIn': {
      const scope = screen.queryByRole('dialog') ?? document.body
      const email = within(scope).getByLabelText('Email address')
      await user.clear(email)
      await user.type(email, kim.email)
      await user.type(within(scope).getByLabelText('Password'), 'a password')
      return user.click(within(scope).getByRole('button', { name: 'Log in' }))
    }
    case 'refreshMeets401':
      server.endSession()
      // Behind the dialog, a refetch in the background: pressed directly, past the dialog's inert page.
      return act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh', hidden: true })))
    case 'giveUp':
      return user.keyboard('{Escape}')
    case 'logOut':
      return user.click(screen.getByRole('button', { name: 'Log out' }))
    case 'logOutEverywhere':
      return user.click(screen.getByRole('button', { name: 'Log out everywhere' }))
    case 'otherTabLogsOut':
      // Another tab of the same browser: its desk tells the others on the channel.
      return tab.channel.postMessage({ type: 'loggedOut' })
    case 'otherTabLogsInAsMe':
      return tab.channel.postMessage({ type: 'loggedIn', userId: kim.id })
    case 'sessionAskFails':
      return server.answer('session', 503, { error: 'Something went wrong on our side.' })
  }
}

const tabs: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of tabs.splice(0)) channel.close()
  cleanup()
  vi.unstubAllGlobals()
})

describe(`${deskSessionModel.name}: model paths through the rendered desk`, () => {
  for (const path of transitionPaths(deskSessionModel)) {
    it(path.map((s) => s.event).join(' → '), async () => {
      const server = playedServer()
      const tab = otherTab()
      tabs.push(tab.channel)
      render(<SubmissionsPage />)
      let at: DeskSessionState = deskSessionModel.initial
      // What the other tab must have heard so far: the model's `othersTold`, one message per step at most.
      const told: unknown[] = []
      for (const [index, step] of path.entries()) {
        const where = `step ${index + 1}: ${step.from} → ${step.event} → ${step.to}`
        expect(at).toBe(step.from)
        await act_(step.event, server, tab)
        const expected = deskSessionModel.states[step.to].seen
        await waitFor(() => expect({ ...seen(), where }).toEqual({ ...expected, where }))
        // No answer on these paths asks for the emailed code, so no login form may ask staff for one.
        expect(screen.queryByLabelText(loginCodeCopy.fieldLabel), where).toBeNull()
        if (step.effects?.loginError)
          expect(await screen.findByText('The email address or password is not correct.')).toBeVisible()
        if (step.effects?.logoutError)
          expect(await screen.findByText('Something went wrong on our side.')).toBeVisible()
        if (step.effects?.signedOutElsewhere) {
          const title = await screen.findByText(deskTabsCopy.signedOutElsewhere.loggedOut.title)
          expect(screen.getByRole('alert')).toHaveTextContent(deskTabsCopy.signedOutElsewhere.loggedOut.text)
          // Focus is on the notice, at the top of the login, not lost to the page.
          expect(document.activeElement).toBe(title.closest('[tabindex="-1"]'))
        }
        if (step.effects?.followFailed)
          expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(deskTabsCopy.followFailed)
        if (step.effects?.othersTold === 'loggedIn') told.push({ type: 'loggedIn', userId: kim.id })
        else if (step.effects?.othersTold) told.push({ type: step.effects.othersTold })
        await waitFor(() => expect(tab.heard, `${where}: what the other tab heard`).toEqual(told))
        at = step.to
      }
    })
  }
})
