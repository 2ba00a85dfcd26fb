import { errorTitle, problemCount, withoutErrorTitle } from '../../content/error-title'
import type { FormEcho } from '../../forms/form-echo'

/**
 * Keeps the page's title saying "Error: N problems to fix – …" while its form shows refused entries
 * (decision 321). The router sets the route's own title whenever it renders the head: as the page
 * hydrates (before a form's code has come, when the server rendered a refused post) and at times after,
 * so the head is watched and the words said again. One keeper per page: the page's start-up sets it
 * from the echo, the form's code takes over once it runs. It lets go on another page.
 */
let problems = 0
let path = ''
let head: MutationObserver | null = null

function say() {
  if (problems > 0 && location.pathname !== path) problems = 0
  const own = withoutErrorTitle(document.title)
  const shown = problems > 0 ? errorTitle(own, problems) : own
  if (document.title !== shown) document.title = shown
  if (problems === 0) {
    head?.disconnect()
    head = null
  }
}

export function keepErrorTitle(count: number) {
  problems = count
  path = location.pathname
  say()
  if (problems > 0 && !head) {
    head = new MutationObserver(say)
    head.observe(document.head, { childList: true, subtree: true, characterData: true })
  }
}

/** A page rendered for a refused post: its title keeps saying so until the form's code takes over. */
export function keepEchoTitle(echo: FormEcho) {
  keepErrorTitle(problemCount(echo.errors, echo.formError))
}
