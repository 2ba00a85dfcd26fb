import { virtual } from '@guidepup/virtual-screen-reader'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notFoundCopy } from './content/not-found'
import { render } from './entry-server'
import { prerenderPaths } from './prerender-paths'
import { expectTranscript, Transcript, updatingTranscripts } from './testing/transcript'

/**
 * Every prerendered page and the 404 as a screen-reader user skims them: by landmark, then by heading.
 * The pages are the server's render of each route (the HTML the prerender writes, without the build's
 * scripts and styles), read in jsdom by the Guidepup virtual screen reader. Written to
 * docs/screen-reader/pages.md.
 */

// The address the prerender renders as 404.html (scripts/prerender.ts).
const notFoundPath = '/this-page-does-not-exist'
const pages = [...prerenderPaths, notFoundPath]
const original = console.error
beforeAll(() => {
  // jsdom cannot compute ::before/::after styles, which the accessible-name computation asks for.
  console.error = (...args: unknown[]) => {
    if (String(args[0]).includes("Not implemented: Window's getComputedStyle() method: with pseudo-elements")) return
    original(...args)
  }
})
afterAll(() => {
  console.error = original
})

/** Moves with one of the screen reader's quick keys until it comes round to where it started. */
async function skim(command: 'moveToNextLandmark' | 'moveToNextHeading') {
  await virtual.start({ container: document.body })
  const heard: string[] = []
  let first: Node | null = null
  for (let moves = 0; moves < 200; moves++) {
    await virtual.perform(virtual.commands[command])
    const node = virtual.activeNode
    if (moves === 0) first = node
    else if (node === first) break
    heard.push(await virtual.lastSpokenPhrase())
  }
  await virtual.stop()
  return heard
}

describe('every page: landmarks and heading outline', () => {
  it(`${pages.length} pages: one main, banner, contentinfo; one h1; no skipped heading level; the skip link first`, {
    timeout: 600_000,
  }, async () => {
    const transcript = new Transcript(
      'every page, by landmark and by heading',
      [
        `The ${pages.length} pages: every prerendered route (src/prerender-paths.ts) and an unknown address`,
        `(${notFoundPath}, the 404 page). For each, what a screen reader says moving by landmark (D in NVDA,`,
        'the rotor in VoiceOver), then by heading (H). The skip link is the first link of every page.',
      ].join('\n'),
    )
    const problems: string[] = []
    for (const path of pages) {
      const { html } = await render(path, { routes: {} } as never)
      // (Under jsdom the router does not know it renders on a server, so the 404 page answers 200 here;
      // the prerender checks its 404 status in the build.)
      document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML

      const firstLink = document.body.querySelector('a')
      if (firstLink?.textContent !== 'Skip to main content' || firstLink.getAttribute('href') !== '#main-content')
        problems.push(`${path}: the first link is not the skip link`)
      if (document.getElementById('main-content')?.tagName !== 'MAIN') problems.push(`${path}: no #main-content main`)
      const notFound = document.querySelector('h1')?.textContent === notFoundCopy.title
      if (notFound !== (path === notFoundPath)) problems.push(`${path}: ${notFound ? 'not found' : 'found'}`)

      const landmarks = await skim('moveToNextLandmark')
      const headings = await skim('moveToNextHeading')
      transcript.steps.push({ title: `${path}: landmarks`, phrases: landmarks })
      transcript.steps.push({ title: `${path}: headings`, phrases: headings })

      for (const role of ['banner', 'main', 'contentinfo'])
        if (landmarks.filter((l) => l === role || l.startsWith(`${role}, `)).length !== 1)
          problems.push(`${path}: not exactly one ${role} landmark`)
      // The lead desk has its own staff shell, without the public site’s navigation (decision 143).
      if (!path.startsWith('/submissions') && !landmarks.includes('navigation, Main'))
        problems.push(`${path}: no main navigation`)
      const levels = headings.map((h) => Number(/, level (\d)$/.exec(h)?.[1] ?? 0))
      if (levels.filter((l) => l === 1).length !== 1) problems.push(`${path}: not exactly one h1`)
      levels.forEach((level, index) => {
        const previous = levels[index - 1] ?? 0
        if (level > previous + 1) problems.push(`${path}: “${headings[index]}” skips a level after h${previous}`)
      })
    }
    document.body.innerHTML = ''
    if (updatingTranscripts()) expectTranscript('pages', transcript.markdown('src/pages.screen-reader.test.tsx'))
    expect(problems).toEqual([])
    expectTranscript('pages', transcript.markdown('src/pages.screen-reader.test.tsx'))
  })
})
