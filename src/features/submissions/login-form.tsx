import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { TextField } from '../../components/ui/form-fields'
import { deskCopy } from './desk-copy'
import { styles } from './desk-styles'

const noSubscription = () => () => {}

/** Email and password fields and the Log in button; `idPrefix` keeps two of them on one page apart. */
export function LoginFields(props: {
  idPrefix: string
  error: string | null
  errorId: string
  busy: boolean
  email?: string
  onSubmit: (email: string, password: string) => void
}) {
  // False in the prerendered page and while it hydrates: until the page's code runs, a submit would be the
  // browser's own GET, with the password in the address. A disabled default button stops Enter too.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const passwordId = `${props.idPrefix}-password`
  // After a refused login, put the person back in the password field with the message read out.
  useEffect(() => {
    if (!props.error) return
    const password = document.getElementById(passwordId) as HTMLInputElement | null
    password?.focus()
    password?.select()
  }, [props.error, passwordId])
  const invalid = props.error ? true : undefined
  const describedBy = props.error ? props.errorId : undefined
  return (
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
  onSubmit: (email: string, password: string) => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const errorId = useId()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount && !props.error) headingRef.current?.focus()
  }, [])
  return (
    <section aria-labelledby="submissions-login-heading" className={styles.card}>
      <h2 id="submissions-login-heading" ref={headingRef} tabIndex={-1} className={styles.h2}>
        Staff login
      </h2>
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
