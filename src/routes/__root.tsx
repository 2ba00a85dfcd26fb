import { createRootRoute, HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useEarlyTaps } from '../components/early-taps'
import { NoScriptStyle } from '../components/no-script-style'
import { notFoundCopy } from '../content/not-found'
import { pageTitle, site } from '../content/site'
import { LeadDialogHost } from '../features/lead-forms/lead-dialog-host'
import { MobileCallBarPart, SiteFooterPart } from '../features/navigation/layout-parts'
import { SiteHeader } from '../features/navigation/site-header'
import { SkipLink } from '../features/navigation/skip-link'
import { useFocusOnNavigation } from '../features/navigation/use-focus-on-navigation'
import { NotFoundPart } from '../features/not-found/not-found-part'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page draws its own frame (the lead desk's staff shell): no public header, footer or call bar. */
    ownShell?: boolean
  }
}

export const Route = createRootRoute({
  head: ({ matches }) => {
    // Unknown paths (and unknown service slugs) get the not-found title and stay out of search results.
    const notFound = matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0f3a61' },
        ...(notFound
          ? [
              { title: pageTitle(notFoundCopy.title) },
              { name: 'description', content: notFoundCopy.description },
              { name: 'robots', content: 'noindex' },
            ]
          : [{ title: site.name }]),
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    }
  },
  component: RootDocument,
  notFoundComponent: () => <NotFoundPart />,
})

function RootDocument() {
  useFocusOnNavigation()
  useEarlyTaps()
  const ownShell = useMatches({ select: (matches) => matches.some((m) => m.staticData?.ownShell) })
  return (
    <html lang="en-AU">
      <head>
        <HeadContent />
        <NoScriptStyle />
      </head>
      <body>
        {ownShell ? <Outlet /> : <PublicShell />}
        <Scripts />
      </body>
    </html>
  )
}

function PublicShell() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={css({ outline: 'none', minH: '60vh' })}>
        <Outlet />
      </main>
      <SiteFooterPart />
      <MobileCallBarPart />
      <LeadDialogHost />
    </>
  )
}
