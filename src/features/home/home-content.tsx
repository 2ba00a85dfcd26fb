import type { ReactNode } from 'react'
import { deferred } from '../../components/deferred'
import { ClientLogoStrip } from './client-logo-strip'

/**
 * The home page's sections, server-rendered in full, hydrating with the page's interactive code
 * (decision 016). The route's loader preloads them, so a client-side navigation to `/#contact` renders
 * every section before the browser looks for the anchor.
 */
const HomeIntro = deferred('home-intro', () => import('./home-page').then((m) => m.HomeIntro))
const HomeSections = deferred('home-sections', () => import('./home-page').then((m) => m.HomeSections))

/**
 * The logo strip is not deferred (decision 170): its Pause is a button, which has no HTML action to fall
 * back on, and React drops a tap on a deferred part whose code has not arrived. It hydrates with the page.
 */
export function HomeContent({ contactForm }: { contactForm: ReactNode }) {
  return (
    <>
      <HomeIntro />
      <ClientLogoStrip />
      <HomeSections contactForm={contactForm} />
    </>
  )
}

/** Fetch the deferred sections' code now (the route's loader, for a client-side navigation). */
HomeContent.preload = () => Promise.all([HomeIntro.preload(), HomeSections.preload()])
