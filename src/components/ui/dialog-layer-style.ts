import type { CSSProperties } from 'react'

/**
 * What zag's layer stack (inside Ark's dialog) writes on a dialog when it opens as the only layer,
 * declared before it does (decision 236). The stack writes these a frame after the dialog is made, after
 * it has read the content's computed style, so each write used to cost the browser a second style pass
 * over the whole form before the dialog's first frame. A write of the value an element already has
 * changes nothing. On closing, the stack leaves them in place, so a second open finds them too.
 */
export const LAYER_CONTENT_STYLE = {
  '--layer-index': '0',
  '--nested-layer-count': '0',
  pointerEvents: 'auto',
} as CSSProperties

/** The same on the positioner and the backdrop, which also get the content's z-index (`auto`). */
export const LAYER_TARGET_STYLE = {
  '--layer-index': '0',
  '--nested-layer-count': '0',
  '--z-index': 'auto',
} as CSSProperties
