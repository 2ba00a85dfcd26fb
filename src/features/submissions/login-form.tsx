import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { fieldIds, TextField } from '../../components/ui/form-fields'
import { loginCodeCopy } from '../../content/desk-login-code'
import { deskTabsCopy } from '../../content/desk-tabs'
import { deskCopy } from './desk-copy'
import type { ElsewhereReason } from './desk-session.machine'
import { styles } from './desk-styles'

const noSubscription = () => () => {}

/** Email and password fields and the Log in button; `idPrefix` keeps two of them on one page apart. */
export function LoginFields(props: {
  idPrefix: string
  error: string | null
  errorId: string
  busy: boolean
  email?: string
  /** The server asked for the code it emailed (decision 180): a new browser while the account is held back. */
  askCode?: boolean
  onSubmit: (email: string, password: string, code?: string) => void
}) {
  // False in the prerendered page and while it hydrates: until the page's code runs, a submit would be the
  // browser's own GET, with the password in the address. A disabled default button stops Enter too.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const passwordId = `${props.idPrefix}-password`
  const codeId = `${props.idPrefix}-code`
  const aboutCode =
    props.askCode &&
    (props.error === loginCodeCopy.codeNeeded ||
      props.error === loginCodeCopy.codeWrong ||
      props.error === loginCodeCopy.codeFormat)
  // After a refused login, put the person back in the field to fix, with the message read out: the code
  // when the answer was about it, else the password.
  useEffect(() => {
    if (!props.error) return
    const field = document.getElementById(aboutCode ? codeId : passwordId) as HTMLInputElement | null
    field?.focus()
    field?.select()
  }, [props.error, passwordId, codeId, aboutCode])
  const invalid = props.error && !aboutCode ? true : undefined
  const describedBy = props.error ? props.errorId : undefined
  const codeInvalid = props.error === loginCodeCopy.codeWrong || props.error === loginCodeCopy.codeFormat
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4', mt: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const code = form.get('code')
        props.onSubmit(
          String(form.get('email') ?? ''),
          String(form.get('password') ?? ''),
          code === null ? undefined : String(code),
        )
      }}
    >
      <TextField
        id={`${props.idPrefix}-email`}
        label="Email address"
        name="email"
        type="email"
        autoComplete="username"
        spellCheck={false}
        defaultValue={props.email}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <TextField
        id={passwordId}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      {props.askCode && (
        <TextField
          id={codeId}
          label={loginCodeCopy.fieldLabel}
          hint={loginCodeCopy.fieldHint}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={codeInvalid || undefined}
          aria-describedby={[fieldIds(codeId).hint, props.error ? props.errorId : null].filter(Boolean).join(' ')}
        />
      )}
      <div>
        <button type="submit" disabled={!live || props.busy} className={button()}>
          {props.busy ? 'Logging in…' : 'Log in'}
        </button>
      </div>
    </form>
  )
}

export function LoginError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className={styles.error}>
      <span className={styles.srOnly}>Error: </span>
      {error}
    </p>
  )
}

/** The staff login, prerendered into the page (decision 121). */
export function LoginForm(props: {
  error: string | null
  busy: boolean
  focusOnMount: boolean
  askCode: boolean
  /** Another tab of this browser signed this one out, and why (decision 262). */
  signedOutElsewhere?: ElsewhereReason | null
  onSubmit: (email: string, password: string, code?: string) => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const errorId = useId()
  const notice = props.signedOutElsewhere ? deskTabsCopy.signedOutElsewhere[props.signedOutElsewhere] : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    // Signed out by another tab: the notice says why, so it takes focus (and is read), as a refused
    // change's notice does (decision 261).
    if (props.focusOnMount && notice) noticeRef.current?.focus()
    else if (props.focusOnMount && !props.error) headingRef.current?.focus()
  }, [])
  return (
    <section aria-labelledby="submissions-login-heading" className={styles.card}>
      <h2 id="submissions-login-heading" ref={headingRef} tabIndex={-1} className={styles.h2}>
        Staff login
      </h2>
      {notice && (
        // Focused when drawn, and an alert inside, as a refused change's notice is (decision 261).
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <div role="alert">
            <p className={styles.noticeTitle}>{notice.title}</p>
            <p>{notice.text}</p>
            <p>{deskTabsCopy.keptNote}</p>
          </div>
        </div>
      )}
      <LoginError id={errorId} error={props.error} />
      {/* Without JavaScript the Log in button stays disabled: say why, rather than leave it dead. */}
      <noscript>
        <p className={styles.error}>{deskCopy.needsJavaScript}</p>
      </noscript>
      <LoginFields idPrefix="submissions" errorId={errorId} {...props} />
      <p className={styles.help}>Your own staff account. Ask an administrator to add you or reset your password.</p>
    </section>
  )
}
