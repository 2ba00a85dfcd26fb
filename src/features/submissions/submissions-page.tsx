import { useActorRef, useSelector } from '@xstate/react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { whenInteractive } from '../../lib/when-interactive'
import { deskCopy } from './desk-copy'
import { deskSessionMachine, type TabMessage } from './desk-session.machine'
import { styles } from './desk-styles'
import { openDeskTabs } from './desk-tabs'
import { LoginForm } from './login-form'
import type { DeskView } from './signed-in-desk'
import { StaffShell } from './staff-shell'
import { type DeskQuery, emptyQuery, getSession, logIn, logOut, logOutEverywhere } from './submissions-api'

// Through the gate (decision 016), and only for staff: when a login is sent (so the code comes while the
// server checks the password) or on the first render with a session. A visitor who never logs in never
// fetches it.
const loadDesk = () => whenInteractive().then(() => import('./signed-in-desk'))
const SignedInDesk = lazy(loadDesk)

/** The browser's session, asked for: its user, and its CSRF token kept for the changes (decision 263). */
const sessionUser = fromPromise(async () => (await getSession()).user ?? null)

const liveSession = deskSessionMachine.provide({
  actors: {
    checkSession: sessionUser,
    followSession: sessionUser,
    logIn: fromPromise(
      async ({ input }: { input: { email: string; password: string; code?: string } }) =>
        (await logIn(input.email, input.password, input.code)).user ?? null,
    ),
    logOut: fromPromise(({ input }: { input: { everywhere: boolean } }) =>
      input.everywhere ? logOutEverywhere() : logOut(),
    ),
  },
})

/**
 * The consultancy's lead desk (issue 13; spec §2 /submissions), behind a staff login. The route keeps the
 * filters in the address and passes them in; without a route (tests) they are kept here.
 */
export function SubmissionsPage(props: {
  localBackups?: ReactNode
  skipLink?: ReactNode
  query?: DeskQuery
  onQuery?: (query: DeskQuery) => void
  /** Another view of the desk than the lead list (My day, the report), drawn once logged in. */
  view?: DeskView
}) {
  const [ownQuery, setOwnQuery] = useState(emptyQuery)
  const query = props.query ?? ownQuery
  const onQuery = props.onQuery ?? setOwnQuery
  // This browser's other desk tabs (decision 262): told when this one logs in or out or meets an ended
  // session, and heard when they do.
  const tabs = useRef<{ post: (message: TabMessage) => void } | null>(null)
  const session = useActorRef(
    liveSession.provide({
      actions: {
        tellOtherTabs: (_, message: TabMessage) => tabs.current?.post(message),
      },
    }),
  )
  useEffect(() => {
    const channel = openDeskTabs((event) => {
      // This tab's desk goes: focus goes to the notice that says why.
      moveFocus.current = true
      session.send(event)
    })
    tabs.current = channel
    return () => {
      tabs.current = null
      channel.close()
    }
  }, [session])
  const state = useSelector(session, (s) => s)
  const { loginError, codeNeeded, user, signedOutElsewhere } = state.context
  // Set when the person logs in or out: the view they acted in disappears, so the new one takes focus.
  // Never on first load, where focus belongs to the page.
  const moveFocus = useRef(false)

  const loggedIn = state.matches('authenticated') && user !== null
  const loggingOut =
    state.matches({ authenticated: 'loggingOut' }) || state.matches({ authenticated: 'loggingOutEverywhere' })
  const logout = (everywhere: boolean) => {
    moveFocus.current = true
    session.send({ type: everywhere ? 'session.logoutEverywhere' : 'session.logout' })
  }
  return (
    <StaffShell
      user={loggedIn ? user : null}
      loggingOut={loggingOut}
      onLogout={() => logout(false)}
      skipLink={props.skipLink}
    >
      <div className={styles.page}>
        <h1 className={styles.h1}>{deskCopy.title}</h1>
        <div className={styles.view}>
          {/* The login form is in the prerendered page, so it is there at first paint and can be used at
              once; a session found replaces it with the desk. */}
          {(state.matches('checking') || state.matches('anonymous')) && (
            <LoginForm
              error={loginError}
              busy={state.matches({ anonymous: 'loggingIn' })}
              focusOnMount={moveFocus.current}
              askCode={codeNeeded}
              signedOutElsewhere={signedOutElsewhere}
              onSubmit={(email, password, code) => {
                moveFocus.current = true
                // Early, so the code comes while the password is checked; a failure shows when the desk renders.
                loadDesk().catch(() => {})
                session.send({ type: 'login.submit', email, password, code })
              }}
            />
          )}
          {loggedIn && (
            <Suspense
              fallback={
                <p role="status" className={styles.muted}>
                  {deskCopy.opening}
                </p>
              }
            >
              {/* Keyed by the account: another one logging in in the dialog gets a desk of its own, with
                  none of this one's leads, cache or typing (decision 262). */}
              <SignedInDesk
                key={user.id}
                session={session}
                user={user}
                loggingOut={loggingOut}
                onLogoutEverywhere={() => logout(true)}
                focusOnMount={moveFocus.current}
                query={query}
                onQuery={onQuery}
                view={props.view}
              />
            </Suspense>
          )}
        </div>
        {props.localBackups}
      </div>
    </StaffShell>
  )
}
