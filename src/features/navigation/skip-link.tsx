import { css } from 'styled-system/css'

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className={css({
        position: 'absolute',
        left: '4',
        top: '-20',
        zIndex: 100,
        bg: 'navy.900',
        color: 'white',
        px: '4',
        py: '3',
        borderRadius: 'md',
        fontWeight: 'semibold',
        _focus: { top: '4' },
      })}
    >
      Skip to main content
    </a>
  )
}
