import { useMachine } from '@xstate/react'
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { button } from '../../components/ui/button'
import type { SubmissionSummary } from '../../lib/admin-api'
import { formKindLabel, formKindOptions } from './form-kind-labels'
import { formatMelbourneTime } from './format'
import { SubmissionDetails } from './submission-details'
import { submissionsMachine } from './submissions.machine'
import { csvExportHref, hasSession, listSubmissions, logIn, logOut } from './submissions-api'

const liveMachine = submissionsMachine.provide({
  actors: {
    checkSession: fromPromise(() => hasSession()),
    logIn: fromPromise(({ input }: { input: { password: string } }) => logIn(input.password)),
    logOut: fromPromise(() => logOut()),
    loadList: fromPromise(({ input }: { input: { form: string } }) => listSubmissions(input.form)),
  },
})

const styles = {
  page: css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } }),
  h1: css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'brand', mb: '6' }),
  h2: css({ fontSize: 'xl', fontWeight: 'semibold', color: 'brand', _focusVisible: { outline: 'none' } }),
  card: css({ maxW: 'md', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '6', bg: 'white' }),
  label: css({ display: 'block', fontWeight: 'semibold', mb: '1', mt: '4' }),
  input: css({
    display: 'block',
    w: 'full',
    minH: '11',
    px: '3',
    borderWidth: '2px',
    borderColor: 'muted',
    borderRadius: 'md',
    bg: 'white',
    color: 'text',
    '&[aria-invalid=true]': { borderColor: 'danger.600' },
  }),
  error: css({ color: 'danger.700', fontWeight: 'semibold', mt: '2' }),
  hint: css({ color: 'muted', mt: '1' }),
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '4' }),
  status: css({ color: 'muted', mb: '3' }),
  tableWrap: css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' }),
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { textAlign: 'left', px: '3', py: '2.5', verticalAlign: 'top', borderBottomWidth: '1px' },
    '& thead th': { bg: 'surface', fontWeight: 'semibold', color: 'text', whiteSpace: 'nowrap' },
  }),
  caption: css({ textAlign: 'left', fontWeight: 'semibold', color: 'text', p: '3' }),
  cellText: css({ overflowWrap: 'anywhere', maxW: '20rem' }),
  pill: css({ display: 'inline-block', borderRadius: 'full', px: '2.5', py: '0.5', fontWeight: 'semibold' }),
  sent: css({ bg: 'teal.50', color: 'teal.800' }),
  pending: css({ bg: 'sun.100', color: 'sun.700' }),
  // Links stacked in a cell are not inline in a sentence, so they get the 24 px target of WCAG 2.5.8.
  contactLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '6',
    color: 'navy.700',
    textDecoration: 'underline',
    _hover: { color: 'navy.900' },
  }),
  srOnly: css({ srOnly: true }),
}

/** The consultancy's view of its leads (spec §2 /submissions), behind the admin login. */
export function SubmissionsPage({ localBackups }: { localBackups?: ReactNode }) {
  const [state, send] = useMachine(liveMachine)
  const { loginError } = state.context
  // Set when the person logs in or out: the view they acted in disappears, so the new one takes focus.
  // Never on first load, where focus belongs to the page.
  const moveFocus = useRef(false)

  return (
    <div className={styles.page}>
      <h1 className={styles.h1}>Form submissions</h1>
      {state.matches('checking') && <p role="status">Checking whether you are logged in…</p>}
      {state.matches('anonymous') && (
        <LoginForm
          error={loginError}
          busy={state.matches({ anonymous: 'loggingIn' })}
          focusOnMount={moveFocus.current}
          onSubmit={(password) => {
            moveFocus.current = true
            send({ type: 'login.submit', password })
          }}
        />
      )}
      {state.matches('authenticated') && (
        <Leads
          submissions={state.context.submissions}
          filter={state.context.filter}
          loading={state.matches({ authenticated: 'loading' })}
          loggingOut={state.matches({ authenticated: 'loggingOut' })}
          focusOnMount={moveFocus.current}
          error={state.context.listError}
          onFilter={(form) => send({ type: 'filter.change', form })}
          onReload={() => send({ type: 'list.reload' })}
          onLogout={() => {
            moveFocus.current = true
            send({ type: 'session.logout' })
          }}
        />
      )}
      {localBackups}
    </div>
  )
}

function LoginForm(props: {
  error: string | null
  busy: boolean
  focusOnMount: boolean
  onSubmit: (password: string) => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const errorId = useId()
  const hintId = useId()

  // After a refused login, put the person back in the field with the message read out.
  useEffect(() => {
    if (!props.error) return
    inputRef.current?.focus()
    inputRef.current?.select()
  }, [props.error])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount && !props.error) headingRef.current?.focus()
  }, [])

  return (
    <section aria-labelledby="submissions-login-heading" className={styles.card}>
      <h2 id="submissions-login-heading" ref={headingRef} tabIndex={-1} className={styles.h2}>
        Staff login
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit(inputRef.current?.value ?? '')
        }}
      >
        <label htmlFor="submissions-password" className={styles.label}>
          Password
        </label>
        <p id={hintId} className={styles.hint}>
          The admin password set for this site.
        </p>
        <input
          ref={inputRef}
          id="submissions-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
          className={styles.input}
        />
        {props.error && (
          <p id={errorId} role="alert" className={styles.error}>
            <span className={styles.srOnly}>Error: </span>
            {props.error}
          </p>
        )}
        <button type="submit" disabled={props.busy} className={cx(button(), css({ mt: '5' }))}>
          {props.busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </section>
  )
}

interface LeadsProps {
  submissions: SubmissionSummary[]
  filter: string
  loading: boolean
  loggingOut: boolean
  focusOnMount: boolean
  error: string | null
  onFilter: (form: string) => void
  onReload: () => void
  onLogout: () => void
}

function Leads(props: LeadsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const count = props.submissions.length
  const filterLabel = props.filter ? formKindLabel(props.filter) : ''

  // Arriving here after logging in: move focus from the vanished login form to this section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount) headingRef.current?.focus()
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
        <div>
          <label htmlFor="submissions-filter" className={css({ display: 'block', fontWeight: 'semibold', mb: '1' })}>
            Form
          </label>
          <select
            id="submissions-filter"
            value={props.filter}
            onChange={(event) => props.onFilter(event.target.value)}
            className={cx(styles.input, css({ w: 'auto', pr: '8' }))}
          >
            <option value="">All forms</option>
            {formKindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={props.onReload} className={button({ variant: 'outline', size: 'sm' })}>
          Refresh
        </button>
        <a href={csvExportHref(props.filter)} download className={button({ variant: 'outline', size: 'sm' })}>
          Export CSV
        </a>
        <button
          type="button"
          onClick={props.onLogout}
          disabled={props.loggingOut}
          className={button({ variant: 'secondary', size: 'sm' })}
        >
          Log out
        </button>
      </div>

      <p role="status" className={styles.status}>
        {props.loading
          ? 'Loading leads…'
          : `${count === 0 ? 'No' : count} ${count === 1 ? 'lead' : 'leads'}${filterLabel ? ` from the ${filterLabel} form` : ''}.`}
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
              Leads{filterLabel ? ` from the ${filterLabel} form` : ''}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Form</th>
                <th scope="col">Received (Melbourne)</th>
                <th scope="col">Name</th>
                <th scope="col">Contact</th>
                <th scope="col">Delivery</th>
                <th scope="col">
                  <span className={styles.srOnly}>Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.submissions.map((s) => (
                <LeadRow key={s.id} submission={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function LeadRow({
  submission: s,
  open,
  onToggle,
}: {
  submission: SubmissionSummary
  open: boolean
  onToggle: () => void
}) {
  const detailsId = `lead-${s.id}`
  const who = s.name ?? 'this lead'
  return (
    <Fragment>
      <tr>
        <td>{formKindLabel(s.form)}</td>
        <td>
          <time dateTime={s.receivedAt}>{formatMelbourneTime(s.receivedAt)}</time>
        </td>
        <td className={styles.cellText}>{s.name ?? <span className={css({ color: 'muted' })}>—</span>}</td>
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
          {!s.email && !s.phone && <span className={css({ color: 'muted' })}>—</span>}
        </td>
        <td>
          <span className={cx(styles.pill, s.status === 'sent' ? styles.sent : styles.pending)}>
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
          <td colSpan={6}>
            <SubmissionDetails id={s.id} headingId={`${detailsId}-heading`} />
          </td>
        </tr>
      )}
    </Fragment>
  )
}
