/**
 * Client providers shown in the home page's logo strip. These organisations are fictional: the names
 * and wordmarks were made for this site and do not depend on, or refer to, any real business.
 */
export interface ClientLogo {
  name: string
  /** Path under /public. Every logo is an SVG wordmark drawn at 160 x 48. */
  logo: string
  width: number
  height: number
}

const LOGO_WIDTH = 160
const LOGO_HEIGHT = 48

function client(name: string, file: string): ClientLogo {
  return { name, logo: `/images/clients/${file}.svg`, width: LOGO_WIDTH, height: LOGO_HEIGHT }
}

/** Read by `npm run check:launch`: delete it once the logos are real clients who agreed to be shown. */
export const placeholderNotice =
  'These client providers are fictional: show real clients, with their consent, before launch.'

export const clients: readonly ClientLogo[] = [
  client('Saltbush & Stone Community Care', 'saltbush-stone'),
  client('Blue Wren Respite House', 'blue-wren-respite'),
  client('Tallowwood Therapy Co.', 'tallowwood-therapy'),
  client('Quenda Creek Supports', 'quenda-creek'),
  client('Lyrebird Lane Living', 'lyrebird-lane'),
  client('Bottlebrush Allied Health', 'bottlebrush-allied-health'),
  client('Mallee Sky Supports', 'mallee-sky'),
  client('Ironbark Hill Care Collective', 'ironbark-hill'),
  client('Kelpie Coast Plan Partners', 'kelpie-coast'),
]

/** The logo strip's own words. It hydrates with the home page (not deferred), so its copy is not in home.ts. */
export const clientStrip = {
  heading: 'Trusted by disability service providers across Australia',
  listLabel: 'Some of the providers we have helped register',
  pause: 'Pause logos',
  play: 'Play logos',
} as const
