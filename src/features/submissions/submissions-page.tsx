import { QueryClientProvider } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { AuditLogPanel } from './audit-log-panel'
import { deskCopy } from './desk-copy'
import { DeskNav, type DeskViewName } from './desk-nav'
import { createDeskQueryClient, retryAfterLogin, SessionGate } from './desk-queries'
import { deskSessionMachine } from './desk-session.machine'
import { styles } from './desk-styles'
import { LeadsSection } from './leads-section'
import { LoginForm } from './login-form'
import { PrivacyPanel } from './privacy-panel'
import { ReloginDialog } from './relogin-dialog'
import { ReminderSettings } from './reminder-settings'
import { SessionsPanel } from './sessions-panel'
import { StaffShell } from './staff-shell'
import { type DeskQuery, emptyQuery, getSession, logIn, logOut, logOutEverywhere } from './submissions-api'

const liveSession = deskSessionMachine.provide({
  actors: {
    checkSession: fromPromise(async () => (await getSession()).user ?? null),
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
  view?: { name: Exclude<DeskViewName, 'leads'>; render: (focusOnMount: boolean) => ReactNode }
}) {
  const [ownQuery, setOwnQuery] = useState(emptyQuery)
  const query = props.query ?? ownQuery
  const onQuery = props.onQuery ?? setOwnQuery
  const [client] = useState(createDeskQueryClient)
  const session = useActorRef(liveSession)
  const state = useSelector(session, (s) => s)
  const { loginError, codeNeeded, user } = state.context
  // Set when the person logs in or out: the view they acted in disappears, so the new one takes focus.
  // Never on first load, where focus belongs to the page.
  const moveFocus = useRef(false)

  // A request that met an ended session waits here for the login in place, then runs again.
  const withSession = useMemo(
    () =>
      retryAfterLogin(
        () =>
          new Promise<void>((resolve, reject) => {
            if (!session.getSnapshot().matches({ authenticated: 'expired' })) session.send({ type: 'session.expired' })
            const watch = session.subscribe((s) => {
              if (s.matches({ authenticated: 'active' })) resolve()
              else if (!s.matches({ authenticated: 'expired' })) reject(new Error(deskCopy.sessionEndedShort))
              else return
              watch.unsubscribe()
            })
          }),
      ),
    [session],
  )

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
      loggingOut={
        state.matches({ authenticated: 'loggingOut' }) || state.matches({ authenticated: 'loggingOutEverywhere' })
      }
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
              onSubmit={(email, password, code) => {
                moveFocus.current = true
                session.send({ type: 'login.submit', email, password, code })
              }}
            />
          )}
          {loggedIn && (
            <QueryClientProvider client={client}>
              <SessionGate.Provider value={withSession}>
                {state.matches({ authenticated: 'active' }) && loginError && (
                  <p role="alert" className={styles.error}>
                    {loginError}
                  </p>
                )}
                <DeskNav current={props.view?.name ?? 'leads'} />
                {props.view ? (
                  props.view.render(moveFocus.current)
                ) : (
                  <>
                    <LeadsSection
                      query={query}
                      onQuery={onQuery}
                      isOwner={user.role === 'owner'}
                      focusOnMount={moveFocus.current}
                    />
                    <PrivacyPanel isOwner={user.role === 'owner'} />
                    <AuditLogPanel />
                    <ReminderSettings />
                  </>
                )}
                <SessionsPanel loggingOut={loggingOut} onLogoutEverywhere={() => logout(true)} />
                <ReloginDialog
                  open={state.matches({ authenticated: 'expired' })}
                  email={user.email}
                  error={state.matches({ authenticated: 'expired' }) ? loginError : null}
                  busy={state.matches({ authenticated: { expired: 'loggingIn' } })}
                  askCode={codeNeeded}
                  onSubmit={(email, password, code) => session.send({ type: 'login.submit', email, password, code })}
                  onGiveUp={() => session.send({ type: 'session.giveUp' })}
                />
              </SessionGate.Provider>
            </QueryClientProvider>
          )}
        </div>
        {props.localBackups}
      </div>
    </StaffShell>
  )
}
