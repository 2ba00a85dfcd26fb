import { QueryClientProvider } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { AuditLogPanel } from './audit-log-panel'
import { deskCopy } from './desk-copy'
import { DeskNav } from './desk-nav'
import { createDeskQueryClient, retryAfterLogin, SessionGate } from './desk-queries'
import type { ReportSearch } from './desk-search'
import type { deskSessionMachine } from './desk-session.machine'
import { styles } from './desk-styles'
import type { SessionUser } from './desk-types'
import type { ReportRange } from './desk-work-api'
import { DraftKeeping, keptDrafts } from './kept-drafts'
import { LeadsSection } from './leads-section'
import { MyDaySection } from './my-day-section'
import { PrivacyPanel } from './privacy-panel'
import { defaultReportRange, PromiseReportSection } from './promise-report-section'
import { ReloginDialog } from './relogin-dialog'
import { ReminderSettings } from './reminder-settings'
import { SessionsPanel } from './sessions-panel'
import type { DeskQuery } from './submissions-api'

/**
 * Another view of the desk than the lead list, named by its route. The route passes data only: the
 * view's code is this module's, so the route's own chunk stays small for a visitor who is not logged in.
 */
export type DeskView =
  | { name: 'my-day' }
  | { name: 'report'; days: ReportSearch; onRange: (range: ReportRange) => void }

function ViewSection({ view, focusOnMount }: { view: DeskView; focusOnMount: boolean }) {
  if (view.name === 'my-day') return <MyDaySection focusOnMount={focusOnMount} />
  // The days in the address, each over the default of the last twelve weeks.
  const days = Object.fromEntries(Object.entries(view.days).filter(([, day]) => day))
  return (
    <PromiseReportSection
      range={{ ...defaultReportRange(), ...days }}
      onRange={view.onRange}
      focusOnMount={focusOnMount}
    />
  )
}

/**
 * The desk once a staff member is logged in: its own module, so the login page (and every visitor who
 * opens it) does not fetch or run the desk's code (issue 26). `SubmissionsPage` owns the session.
 */
export default function SignedInDesk(props: {
  session: ActorRefFrom<typeof deskSessionMachine>
  user: SessionUser
  loggingOut: boolean
  onLogoutEverywhere: () => void
  focusOnMount: boolean
  query: DeskQuery
  onQuery: (query: DeskQuery) => void
  view?: DeskView
}) {
  const { session, user } = props
  const [client] = useState(createDeskQueryClient)
  // Before any form reads what was kept: what another account typed is never given to this one.
  useState(() => keptDrafts.startFor(user.id))
  // Going because another tab signed this one out: the forms keep what they hold (decision 262).
  const keeping = useMemo(() => () => session.getSnapshot().context.signedOutElsewhere !== null, [session])
  // When the desk goes (logged out here or in another tab), the leads it fetched go with it at once: the
  // cache is emptied and its requests cancelled, not left to the garbage collector.
  useEffect(
    () => () => {
      client.clear()
      if (!keeping()) keptDrafts.forget()
    },
    [client, keeping],
  )
  const state = useSelector(session, (s) => s)
  const { loginError, codeNeeded } = state.context

  // A request that met an ended session waits here for the login in place, then runs again.
  const withSession = useMemo(
    () =>
      retryAfterLogin(
        () =>
          new Promise<void>((resolve, reject) => {
            if (!session.getSnapshot().matches({ authenticated: 'expired' })) session.send({ type: 'session.expired' })
            const watch = session.subscribe((s) => {
              // Back in as the same account: the change goes. As anyone else (the dialog's email changed on
              // a shared computer), what this staff member typed is never sent as theirs (decision 262). While
              // this tab takes the session the same account logged in with in another tab, it waits (263).
              if (s.matches({ authenticated: 'active' }) && s.context.user?.id === user.id) resolve()
              else if (!s.matches({ authenticated: 'expired' }) && !s.matches({ authenticated: 'following' }))
                reject(new Error(deskCopy.sessionEndedShort))
              else return
              watch.unsubscribe()
            })
          }),
      ),
    [session, user.id],
  )

  return (
    <QueryClientProvider client={client}>
      <SessionGate.Provider value={withSession}>
        <DraftKeeping.Provider value={keeping}>
          {state.matches({ authenticated: 'active' }) && loginError && (
            <p role="alert" className={styles.error}>
              {loginError}
            </p>
          )}
          <DeskNav current={props.view?.name ?? 'leads'} />
          {props.view ? (
            <ViewSection view={props.view} focusOnMount={props.focusOnMount} />
          ) : (
            <>
              <LeadsSection
                query={props.query}
                onQuery={props.onQuery}
                isOwner={user.role === 'owner'}
                focusOnMount={props.focusOnMount}
              />
              <PrivacyPanel isOwner={user.role === 'owner'} />
              <AuditLogPanel />
              <ReminderSettings />
            </>
          )}
          <SessionsPanel loggingOut={props.loggingOut} onLogoutEverywhere={props.onLogoutEverywhere} />
          <ReloginDialog
            open={state.matches({ authenticated: 'expired' })}
            email={user.email}
            error={state.matches({ authenticated: 'expired' }) ? loginError : null}
            busy={state.matches({ authenticated: { expired: 'loggingIn' } })}
            askCode={codeNeeded}
            onSubmit={(email, password, code) => session.send({ type: 'login.submit', email, password, code })}
            onGiveUp={() => session.send({ type: 'session.giveUp' })}
          />
        </DraftKeeping.Provider>
      </SessionGate.Provider>
    </QueryClientProvider>
  )
}
