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
        // Forced colours drop the navy background: the border keeps it a box.
        _highContrast: { borderWidth: '1px', borderColor: 'LinkText' },
      })}
    >
      Skip to main content
    </a>
  )
}
