import { defineConfig } from '@pandacss/dev'

// Brand colours are chosen so every text pairing used on the site passes WCAG AA
// (navy/teal on white ≥ 7:1, white on navy/teal ≥ 5:1). Check contrast before changing them.
/** Where preset-base gives every element and pseudo-element the starting values of its composed utilities. */
const EVERY_ELEMENT = '*, ::before, ::after, ::backdrop'

export default defineConfig({
  preflight: true,
  hooks: {
    // The starting values of the composed utilities (filters, transforms, gradient stops: 33 custom
    // properties) are set once on the root and inherited, not on every element and its ::before and
    // ::after: there they gave each element its own copy to compute, a third of the first style pass of
    // a page (decision 231). No element here sets one of them for its children to inherit by mistake.
    'preset:resolved': ({ preset, name }) => {
      if (name !== '@pandacss/preset-base') return
      const { [EVERY_ELEMENT]: starting, ...rest } = (preset.globalCss ?? {}) as Record<string, object>
      if (!starting) throw new Error(`@pandacss/preset-base no longer sets ${EVERY_ELEMENT}: see decision 231`)
      return { ...preset, globalCss: { ...rest, ':root': { ...(rest[':root'] ?? {}), ...starting } } }
    },
  },
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Ark's dialog layer writes these on the open dialog's content and positioner (zag's dismissable layer)
  // after its first style pass. Nothing here reads them; as plain custom properties they are inherited,
  // so each write made the browser restyle the whole dialog again before its first frame (decision 232).
  globalVars: {
    '--layer-index': { syntax: '*', inherits: false, initialValue: '0' },
    '--nested-layer-count': { syntax: '*', inherits: false, initialValue: '0' },
    '--z-index': { syntax: '*', inherits: false, initialValue: '0' },
  },
  globalCss: {
    // Scrolling to a focused control or an anchor keeps it clear of the sticky header and, on phones, of
    // the quick-contact bar (WCAG 2.4.11; tests/wcag22.spec.ts).
    html: {
      scrollBehavior: 'smooth',
      scrollPaddingTop: '5rem',
      scrollPaddingBottom: { base: 'max(7rem, var(--toast-cover, 0px))', lg: '0' },
    },
    // An open dialog keeps the page behind it still. In CSS rather than the dialog's own scroll lock,
    // which measured the page on every open (about 100 ms on a 4×-slowed phone, issue 11's benchmark).
    'html:has([data-scope="dialog"][data-part="backdrop"][data-state="open"])': { overflow: 'hidden' },
    body: {
      // A modal dialog's layer sets \`pointer-events: none\` on the body (Ark's pointer blocking). That
      // property is inherited, so the browser restyled every element of the page on each open: 764 on
      // \`/\`, about 60 ms of a tap on a 4×-slowed phone (decision 203). The dialog's backdrop covers the
      // page, so nothing behind it can be pressed either way.
      pointerEvents: 'auto !important',
      fontFamily: 'body',
      color: 'text',
      bg: 'white',
      lineHeight: '1.6',
      WebkitFontSmoothing: 'antialiased',
      // A word longer than its line breaks rather than pushing a narrow page sideways; ordinary words never
      // do. Not 'anywhere': it lets every grid and flex track shrink to one letter, and the desk's table
      // then broke "New" and "View" letter by letter (issue 24). Tracks that must shrink below a long
      // word say so themselves (minmax(0, 1fr), min-width: 0), and addresses below may break anywhere.
      overflowWrap: 'break-word',
    },
    // An email address or a web address is one long "word" with no place to wrap: let it break anywhere.
    'a[href^="mailto:"], a[href^="tel:"], a[href^="http"], code': { overflowWrap: 'anywhere' },
    'a, button, input, select, textarea, summary': {
      _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    },
    // In forced colours a control drawn by its background alone turns into loose text: give every
    // button-like control an edge there (a control that sets its own border keeps it; this base layer
    // loses to any utility). tests/page-checks.ts checks it on every route and dialog.
    '@media (forced-colors: active)': {
      'button, summary, [role=button]': { borderWidth: '1px', borderStyle: 'solid', borderColor: 'ButtonText' },
    },
    '@media (prefers-reduced-motion: reduce)': {
      html: { scrollBehavior: 'auto' },
      // Except an animation the visitor started themselves (the logo strip's Play): an !important rule
      // in this base layer would beat any override in a later layer.
      '*:not([data-motion=playing]), *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    extend: {
      tokens: {
        fonts: {
          body: {
            value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          },
          heading: {
            value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          },
        },
        colors: {
          navy: {
            50: { value: '#eef4fa' },
            100: { value: '#d7e5f2' },
            200: { value: '#aac7e3' },
            600: { value: '#1d5c94' },
            700: { value: '#154a7a' },
            800: { value: '#0f3a61' },
            900: { value: '#0a2a47' },
          },
          teal: {
            50: { value: '#effaf8' },
            100: { value: '#ccefe9' },
            600: { value: '#0d7468' },
            700: { value: '#0b5f56' },
            800: { value: '#094c45' },
          },
          sun: {
            100: { value: '#fff4d6' },
            400: { value: '#f5b824' },
            700: { value: '#8a5a00' },
          },
          danger: {
            50: { value: '#fdf0ef' },
            600: { value: '#b42318' },
            700: { value: '#912018' },
          },
        },
      },
      semanticTokens: {
        colors: {
          text: { value: '#1c2735' },
          muted: { value: '#4a5668' },
          brand: { value: '{colors.navy.800}' },
          accent: { value: '{colors.teal.600}' },
          focus: { value: '#c26a00' },
          border: { value: '#d4dbe4' },
          surface: { value: '#f5f8fb' },
        },
      },
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      },
    },
  },
})
