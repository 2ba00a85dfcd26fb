/**
 * What changes when the page's scripts never run (blocked, failed, or switched off): the controls that only
 * a script makes work (`data-needs-script`: the header's menu buttons, the logo strip's Pause) are not shown,
 * their `<noscript>` links stand in for the menus, and the logo strip stands still with every logo on show
 * (moving content needs a working Pause, WCAG 2.2.2). In the head, where a `<noscript>` may hold a style;
 * with scripts on, browsers read its content as text and apply none of it.
 */
const NO_SCRIPT_CSS = [
  '[data-needs-script]{display:none!important}',
  '[data-logo-viewport]{mask-image:none!important}',
  '[data-logo-viewport]>*{animation:none!important;width:auto!important}',
  '[data-logo-viewport] ul{flex-wrap:wrap;justify-content:center;gap:1.5rem 2rem;padding-inline-end:0}',
  '[data-logo-copy]{display:none!important}',
].join('')

export function NoScriptStyle() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  )
}
