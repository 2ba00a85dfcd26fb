import { useMachine } from '@xstate/react'
import { Fragment, type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { css, cx } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { button } from '../../components/ui/button'
import { SelectField, TextField } from '../../components/ui/form-fields'
import { type StaffMember, type SubmissionSummary, stageLabels } from '../../lib/admin-api'
import { AuditLogPanel } from './audit-log-panel'
import { deskCopy, dueClock, stageOptions } from './desk-copy'
import { styles } from './desk-styles'
import { formKindLabel, formKindOptions } from './form-kind-labels'
import { formatMelbourneTime } from './format'
import { PrivacyPanel } from './privacy-panel'
import { SubmissionDetails } from './submission-details'
import { submissionsMachine } from './submissions.machine'
import {
  csvExportHref,
  type DeskQuery,
  emptyQuery,
  getSession,
  listStaff,
  listSubmissions,
  logIn,
  logOut,
  logOutEverywhere,
} from './submissions-api'
import { useDeskForm } from './use-desk-form'

const liveMachine = submissionsMachine.provide({
  actors: {
    checkSession: fromPromise(async () => (await getSession()).user ?? null),
    logIn: fromPromise(
      async ({ input }: { input: { email: string; password: string } }) =>
        (await logIn(input.email, input.password)).user ?? null,
    ),
    logOut: fromPromise(({ input }: { input: { everywhere: boolean } }) =>
      input.everywhere ? logOutEverywhere() : logOut(),
    ),
    loadList: fromPromise(({ input }: { input: { query: DeskQuery; cursor: string | null } }) =>
      listSubmissions(input.query, input.cursor),
    ),
  },
})

/** The consultancy's lead desk (issue 13; spec §2 /submissions), behind a staff login. */
export function SubmissionsPage({ localBackups }: { localBackups?: ReactNode }) {
  const [state, send] = useMachine(liveMachine)
  const { loginError, user } = state.context
  // Set when the person logs in or out: the view they acted in disappears, so the new one takes focus.
  // Never on first load, where focus belongs to the page.
  const moveFocus = useRef(false)

  return (
    <div className={styles.page}>
      <h1 className={styles.h1}>{deskCopy.title}</h1>
      <div className={styles.view}>
        {/* The login form is in the prerendered page, so it is there at first paint and can be used at once;
            a session found replaces it with the desk. */}
        {(state.matches('checking') || state.matches('anonymous')) && (
          <LoginForm
            error={loginError}
            busy={state.matches({ anonymous: 'loggingIn' })}
            focusOnMount={moveFocus.current}
            onSubmit={(email, password) => {
              moveFocus.current = true
              send({ type: 'login.submit', email, password })
            }}
          />
        )}
        {state.matches('authenticated') && user && (
          <>
            <Leads
              user={user}
              submissions={state.context.submissions}
              query={state.context.query}
              hasNext={state.context.nextCursor !== null}
              hasPrevious={state.context.previous.length > 0}
              loading={state.matches({ authenticated: 'loading' })}
              loggingOut={
                state.matches({ authenticated: 'loggingOut' }) ||
                state.matches({ authenticated: 'loggingOutEverywhere' })
              }
              focusOnMount={moveFocus.current}
              error={state.context.listError}
              onQuery={(query) => send({ type: 'filter.change', query })}
              onNext={() => send({ type: 'page.next' })}
              onPrevious={() => send({ type: 'page.previous' })}
              onReload={() => send({ type: 'list.reload' })}
              onLogout={(everywhere) => {
                moveFocus.current = true
                send({ type: everywhere ? 'session.logoutEverywhere' : 'session.logout' })
              }}
            />
            <PrivacyPanel onErased={() => send({ type: 'list.reload' })} />
            <AuditLogPanel />
          </>
        )}
      </div>
      {localBackups}
    </div>
  )
}

const noSubscription = () => () => {}

function LoginForm(props: {
  error: string | null
  busy: boolean
  focusOnMount: boolean
  onSubmit: (email: string, password: string) => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const errorId = useId()
  // False in the prerendered page and while it hydrates: until the page's code runs, a submit would be the
  // browser's own GET, with the password in the address. A disabled default button stops Enter too.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  // After a refused login, put the person back in the password field with the message read out.
  useEffect(() => {
    if (!props.error) return
    const password = document.getElementById('submissions-password') as HTMLInputElement | null
    password?.focus()
    password?.select()
  }, [props.error])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount && !props.error) headingRef.current?.focus()
  }, [])

  const invalid = props.error ? true : undefined
  return (
    <section aria-labelledby="submissions-login-heading" className={styles.card}>
      <h2 id="submissions-login-heading" ref={headingRef} tabIndex={-1} className={styles.h2}>
        Staff login
      </h2>
      {props.error && (
        <p id={errorId} role="alert" className={styles.error}>
          <span className={styles.srOnly}>Error: </span>
          {props.error}
        </p>
      )}
      {/* Without JavaScript the Log in button stays disabled (see `live`): say why, rather than leave it dead. */}
      <noscript>
        <p className={styles.error}>{deskCopy.needsJavaScript}</p>
      </noscript>
      <form
        noValidate
        className={css({ display: 'grid', gap: '4', mt: '4' })}
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          props.onSubmit(String(form.get('email') ?? ''), String(form.get('password') ?? ''))
        }}
      >
        <TextField
          id="submissions-email"
          label="Email address"
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={props.error ? errorId : undefined}
        />
        <TextField
          id="submissions-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={invalid}
          aria-describedby={props.error ? errorId : undefined}
        />
        <p className={styles.help}>Your own staff account. Ask an administrator to add you or reset your password.</p>
        <div>
          <button type="submit" disabled={!live || props.busy} className={button()}>
            {props.busy ? 'Logging in…' : 'Log in'}
          </button>
        </div>
      </form>
    </section>
  )
}

interface LeadsProps {
  user: StaffMember
  submissions: SubmissionSummary[]
  query: DeskQuery
  hasNext: boolean
  hasPrevious: boolean
  loading: boolean
  loggingOut: boolean
  focusOnMount: boolean
  error: string | null
  onQuery: (query: DeskQuery) => void
  onNext: () => void
  onPrevious: () => void
  onReload: () => void
  onLogout: (everywhere: boolean) => void
}

function Leads(props: LeadsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const [staff, setStaff] = useState<StaffMember[]>([])
  const count = props.submissions.length
  const filterLabel = props.query.form ? formKindLabel(props.query.form) : ''
  const filtered = Object.values(props.query).some(Boolean)

  // Arriving here after logging in: move focus from the vanished login form to this section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount) headingRef.current?.focus()
    listStaff().then(setStaff, () => setStaff([]))
  }, [])

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <section aria-labelledby="submissions-leads-heading">
      <div className={styles.toolbar}>
        <h2
          id="submissions-leads-heading"
          ref={headingRef}
          tabIndex={-1}
          className={cx(styles.h2, css({ mr: 'auto' }))}
        >
          Leads
        </h2>
        <p className={styles.muted}>Logged in as {props.user.name}</p>
        <button
          type="button"
          onClick={() => props.onLogout(false)}
          disabled={props.loggingOut}
          className={button({ variant: 'secondary', size: 'sm' })}
        >
          Log out
        </button>
        <button
          type="button"
          onClick={() => props.onLogout(true)}
          disabled={props.loggingOut}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          Log out everywhere
        </button>
      </div>
      <p className={styles.help}>{deskCopy.clockHelp}</p>

      <FilterForm query={props.query} staff={staff} onQuery={props.onQuery} />
      <div className={styles.toolbar}>
        <button type="button" onClick={props.onReload} className={button({ variant: 'outline', size: 'sm' })}>
          Refresh
        </button>
        <a href={csvExportHref(props.query)} download className={button({ variant: 'outline', size: 'sm' })}>
          Export CSV
        </a>
      </div>

      <p role="status" className={styles.status}>
        {props.loading
          ? 'Loading leads…'
          : `${count === 0 ? 'No' : count} ${count === 1 ? 'lead' : 'leads'}${filterLabel ? ` from the ${filterLabel} form` : ''}${filtered ? ' match the filters' : ''}${props.hasNext ? ' on this page' : ''}.`}
      </p>
      {props.error && (
        <p role="alert" className={styles.error}>
          {props.error}
        </p>
      )}

      {count > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className={styles.tableWrap} role="region" aria-labelledby="submissions-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="submissions-caption" className={styles.caption}>
              Leads{filterLabel ? ` from the ${filterLabel} form` : ''}, soonest due first
            </caption>
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">Stage</th>
                <th scope="col">Form</th>
                <th scope="col">Received (Melbourne)</th>
                <th scope="col">Name</th>
                <th scope="col">Contact</th>
                <th scope="col">Owner</th>
                <th scope="col">Delivery</th>
                <th scope="col">
                  <span className={styles.srOnly}>Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.submissions.map((s) => (
                <LeadRow
                  key={s.id}
                  submission={s}
                  staff={staff}
                  open={open.has(s.id)}
                  onToggle={() => toggle(s.id)}
                  onChanged={props.onReload}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(props.hasPrevious || props.hasNext) && (
        <nav aria-label="Pages of leads" className={cx(styles.toolbar, css({ mt: '4' }))}>
          <button
            type="button"
            disabled={!props.hasPrevious || props.loading}
            onClick={props.onPrevious}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Previous page
          </button>
          <button
            type="button"
            disabled={!props.hasNext || props.loading}
            onClick={props.onNext}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Next page
          </button>
        </nav>
      )}
    </section>
  )
}

/** Search and filters: a real form, applied on submit (or at once when a list filter changes). */
function FilterForm(props: { query: DeskQuery; staff: StaffMember[]; onQuery: (query: DeskQuery) => void }) {
  const { form, values, set, submit } = useDeskForm({
    defaultValues: props.query,
    ids: {},
    onSubmit: (query) => props.onQuery(query),
  })
  const change =
    (key: keyof DeskQuery, apply = false) =>
    (value: string) => {
      set(key, value)
      if (apply) props.onQuery(form.state.values)
    }
  const ownerOptions = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...props.staff.map((s) => ({ value: s.id, label: s.name })),
  ]
  // List filters apply at once; the search words and dates on submit.
  const selects: [keyof DeskQuery, string, string, string, readonly { value: string; label: string }[]][] = [
    ['form', 'submissions-filter', 'Form', 'All forms', formKindOptions],
    ['stage', 'desk-stage', 'Stage', 'All but archived', stageOptions],
    ['owner', 'desk-owner', 'Owner', 'Anyone', ownerOptions],
  ]
  const dates: [keyof DeskQuery, string][] = [
    ['from', 'Received from'],
    ['to', 'Received to'],
  ]
  return (
    <search>
      <form aria-label="Find leads" noValidate className={styles.filters} onSubmit={submit}>
        <div className={css({ gridColumn: { lg: 'span 2' } })}>
          <TextField
            id="desk-search"
            label="Search"
            hint="Name, email, phone or organisation"
            type="search"
            value={values.q}
            onChange={(e) => change('q')(e.target.value)}
          />
        </div>
        {selects.map(([key, id, label, placeholder, options]) => (
          <SelectField
            key={key}
            id={id}
            label={label}
            placeholder={placeholder}
            options={options}
            value={values[key]}
            onChange={(e) => change(key, true)(e.target.value)}
          />
        ))}
        <div />
        {dates.map(([key, label]) => (
          <TextField
            key={key}
            id={`desk-${key}`}
            label={label}
            type="date"
            value={values[key]}
            onChange={(e) => change(key)(e.target.value)}
          />
        ))}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button type="submit" className={button({ size: 'sm' })}>
            Search
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => {
              form.reset(emptyQuery)
              props.onQuery(emptyQuery)
            }}
          >
            Clear
          </button>
        </div>
      </form>
    </search>
  )
}

export function DuePill({ submission }: { submission: SubmissionSummary }) {
  if (!submission.due) return <span className={styles.muted}>—</span>
  const clock = dueClock(submission.due)
  return (
    <span className={cx(styles.pill, styles[clock.tone])}>
      <time dateTime={submission.due.dueAt}>{clock.text}</time>
    </span>
  )
}

function LeadRow({
  submission: s,
  staff,
  open,
  onToggle,
  onChanged,
}: {
  submission: SubmissionSummary
  staff: StaffMember[]
  open: boolean
  onToggle: () => void
  onChanged: () => void
}) {
  const detailsId = `lead-${s.id}`
  const who = s.name ?? 'this lead'
  return (
    <Fragment>
      <tr>
        <td>
          <DuePill submission={s} />
        </td>
        <td>
          <span className={cx(styles.pill, styles.quiet)}>{stageLabels[s.stage]}</span>
        </td>
        <td>{formKindLabel(s.form)}</td>
        <td>
          <time dateTime={s.receivedAt}>{formatMelbourneTime(s.receivedAt)}</time>
        </td>
        <td className={styles.cellText}>
          {s.name ?? <span className={styles.muted}>—</span>}
          {s.organisation && <span className={cx(styles.muted, css({ display: 'block' }))}>{s.organisation}</span>}
        </td>
        <td className={styles.cellText}>
          {s.email && (
            <a href={`mailto:${s.email}`} className={styles.contactLink}>
              {s.email}
            </a>
          )}
          {s.email && s.phone && <br />}
          {s.phone && (
            <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className={styles.contactLink}>
              {s.phone}
            </a>
          )}
          {!s.email && !s.phone && <span className={styles.muted}>—</span>}
        </td>
        <td>{s.owner?.name ?? <span className={styles.muted}>Nobody</span>}</td>
        <td>
          <span className={cx(styles.pill, s.status === 'sent' ? styles.fine : styles.soon)}>
            {s.status === 'sent' ? 'Sent' : 'Pending'}
          </span>
          {s.status === 'pending' && s.attempts > 0 && (
            <span className={css({ display: 'block', color: 'muted', mt: '1' })}>
              {s.attempts} failed {s.attempts === 1 ? 'attempt' : 'attempts'}
            </span>
          )}
        </td>
        <td>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={onToggle}
            className={button({ variant: 'ghost', size: 'sm' })}
          >
            {open ? 'Hide' : 'View'} <span className={styles.srOnly}>lead from {who}</span>
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <td colSpan={9}>
            <div className={styles.details}>
              <SubmissionDetails id={s.id} headingId={`${detailsId}-heading`} staff={staff} onChanged={onChanged} />
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  )
}
