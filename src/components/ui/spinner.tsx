import { css } from 'styled-system/css'

const ring = css({
  width: '10',
  height: '10',
  borderRadius: 'full',
  borderWidth: '4px',
  borderColor: 'navy.100',
  borderTopColor: 'teal.600',
  animation: 'spin 0.8s linear infinite',
})

/** An accessible busy indicator: a status region with a name, the ring hidden from assistive tech. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '16' })}
    >
      <span aria-hidden="true" className={ring} />
      <span className={css({ color: 'muted' })}>{label}…</span>
    </div>
  )
}

/** Shown by the router while a page's code or data loads. */
export function PageSpinner() {
  return <Spinner label="Loading page" />
}
