import { createHmac, randomUUID } from 'node:crypto'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { except } from 'hono/combine'
import { csrf } from 'hono/csrf'
import { html } from 'hono/html'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { errorTitle } from '../src/content/error-title'
import { isShown, type LeadFormDescriptor, type LeadValue, wireData } from '../src/forms/descriptor'
import type { FieldErrors } from '../src/forms/fields'
import { valuesFromFormData } from '../src/forms/form-data'
import type { FormEcho } from '../src/forms/form-echo'
import { formAnchor, formAtPath, formPageOf, ownFormPageAt, type PageFormKind, sentPath } from '../src/forms/form-pages'
import { leadForms } from '../src/forms/lead-kinds'
import type { Config } from './config'
import { arrivedOverHttps } from './hsts'
import { canonicalJson, clientAddress, requestHost } from './http'
import { bodyWithin, isUtf8ContentType, lateBodyMessage, readUtf8Text } from './json-body'
import {
  type IntakeResult,
  type LeadIntake,
  MAX_FORM_POST_BODY_BYTES,
  RATE_LIMITED_MESSAGE,
  STORE_RETRY_AFTER,
  STORE_UNAVAILABLE_MESSAGE,
  UUID,
} from './lead-intake'
import { keptSecretSetting } from './leads'
import type { Logger } from './logger'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'
import type { Queryable } from './store'

/**
 * A whole HTML document for the page at `url` with `echo` rendered into its form: the site's own server
 * render (server/page-renderer.ts), so the visitor gets the page they sent, with their entries and errors.
 */
export type PageRenderer = (url: string, echo?: FormEcho) => Promise<string>

export interface FormPostDeps {
  config: Pick<Config, 'trustProxy' | 'leadBodyTimeoutMs'>
  store: Queryable
  intake: LeadIntake
  /** Without one (serverless without the SSR bundle), a refused post gets a plain page instead. */
  renderPage?: PageRenderer
  logger: Logger
  now: () => number
}

export const CONFLICT_MESSAGE =
  'These details could not be sent as they are: this form was already sent with other details. Please check them and send again.'

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

/**
 * Every lead form's page takes its form as a plain POST (decision 015): `<form method="post">` to the
 * page's own address, so the forms work before (or without) the page's JavaScript. The post goes
 * through the same intake as `POST /api/send-email`: same schema, store first, same idempotency.
 * Stored → 303 to the form's confirmation page; refused → the page again with the entries and errors.
 */
export function registerFormPosts(app: Hono, deps: FormPostDeps): void {
  const formPostKey = keptSecretSetting(deps.store, 'form_post_key')
  /** The derived id of a post without one; null when the store cannot give the key. */
  const deriveId = async (c: Context, kind: PageFormKind, data: object) => {
    try {
      return derivedId(await formPostKey(), kind, data, clientAddress(c, deps.config.trustProxy), deps.now())
    } catch (error) {
      deps.logger.error('Could not read the form post key', error)
      return null
    }
  }
  const notAFormPage = (c: Context) => formAtPath(c.req.path) === null

  // A "Get Started" link names its service: /apply?interest=…. The prerendered page cannot know it, so
  // with a renderer a form's own page is rendered for the address when its entry reads something from it
  // (`fromAddress`), and a visitor without JavaScript applies for the service they chose. Otherwise (no
  // renderer, nothing the site offers in the address) the prerendered page is served, without a render
  // or a log line.
  app.get('*', async (c, next) => {
    const kind = deps.renderPage ? ownFormPageAt(c.req.path) : null
    const fromAddress = kind ? formPageOf(kind)?.fromAddress : undefined
    if (!deps.renderPage || !fromAddress?.(c.req.query())) return next()
    try {
      const url = new URL(c.req.url)
      const page = await deps.renderPage(`${url.pathname}${url.search}`)
      c.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(page)))
      c.header('Cache-Control', 'no-cache')
      return c.html(page)
    } catch (error) {
      deps.logger.error(`Could not render ${c.req.path} for its address`, error)
      return next()
    }
  })
  const tooLarge = bodyLimit({
    maxSize: MAX_FORM_POST_BODY_BYTES,
    onError: (c) =>
      messagePage(c, 413, 'Too much to send', [
        `The form is too large. Send at most ${Math.floor(MAX_FORM_POST_BODY_BYTES / 1024)} KB.`,
      ]),
  })
  const { leadBodyTimeoutMs } = deps.config
  const fullBody = bodyWithin(leadBodyTimeoutMs, tooLarge, (c) =>
    messagePage(c, 408, 'The form took too long to arrive', [lateBodyMessage(leadBodyTimeoutMs)]),
  )

  app.post(
    '*',
    except(notAFormPage, sameOriginOnly(deps.config.trustProxy), fullBody, async (c) => {
      const page = formAtPath(c.req.path)
      if (!page) return c.notFound() // not reached: `except` lets only form pages through
      const { kind, fixed } = page
      const descriptor = leadForms[kind]

      if (!isUtf8ContentType(c.req.header('content-type'), FORM_CONTENT_TYPE))
        return messagePage(c, 415, 'This form cannot be sent this way', [
          `Send the form from its page (Content-Type: ${FORM_CONTENT_TYPE}).`,
        ])
      const text = await readUtf8Text(c.req.raw)
      if (text === null || hasBrokenEscapes(text))
        return messagePage(c, 400, 'This form could not be read', [
          'The form arrived with text that is not valid UTF-8. Please go back and send it again.',
        ])
      const form = new URLSearchParams(text)
      // The address fixes some values (the guide of /download/<guide>): whatever was posted for them is ignored.
      const values = { ...valuesFromFormData(descriptor, form), ...fixed }

      const posted = form.get('id') ?? ''
      const postedId = UUID.test(posted) ? posted.toLowerCase() : null
      const id = postedId ?? (await deriveId(c, kind, wireData(descriptor, values)))
      const attempt = { kind, values, postedId, id: id ?? randomUUID() }
      const result: IntakeResult =
        id === null // the key of derived ids is in the store, which did not answer
          ? { outcome: 'unavailable', id: attempt.id, retryAfter: STORE_RETRY_AFTER }
          : await deps.intake.accept(c, { id, form: kind, data: values, website: form.get('website') })
      return answer(c, deps, descriptor, result, attempt)
    }),
  )
}

interface Attempt {
  kind: PageFormKind
  values: FormEcho['values']
  postedId: string | null
  /** The id the intake was given: posted, or derived from the post. */
  id: string
}

function answer(
  c: Context,
  deps: FormPostDeps,
  descriptor: LeadFormDescriptor,
  result: IntakeResult,
  attempt: Attempt,
) {
  const { kind, values } = attempt
  const echo = (status: ContentfulStatusCode, fields: Partial<FormEcho>) =>
    pageAgain(c, deps, status, { kind, values, errors: {}, id: attempt.id, ...fields })
  switch (result.outcome) {
    case 'stored':
    case 'replay':
    case 'dropped':
      c.header('Cache-Control', 'no-store')
      return c.redirect(sentPath(kind, values), 303)
    case 'invalid':
      // Nothing was stored. The corrected form is a new submission: a posted id is kept (the form's own),
      // a derived one is not (it belongs to these entries), so the page gets an id of its own.
      return echo(422, { errors: errorsInFieldOrder(descriptor, result.fields), id: attempt.postedId ?? randomUUID() })
    case 'rate-limited':
      c.header('Retry-After', String(result.retryAfter))
      return echo(429, { formError: RATE_LIMITED_MESSAGE })
    case 'unavailable':
      // The same id again: if the store did keep it after all, the next try is recognised as a retry.
      c.header('Retry-After', String(result.retryAfter))
      return echo(503, { formError: STORE_UNAVAILABLE_MESSAGE })
    case 'conflict':
      return echo(409, { formError: CONFLICT_MESSAGE, id: randomUUID() })
    case 'missing-id':
    case 'missing-form':
    case 'unknown-form':
    case 'broken-text':
      // Not reached: the id, the form and UTF-8 text are settled above.
      return messagePage(c, 400, 'This form could not be read', ['Please go back and send it again.'])
  }
}

/**
 * The same-origin check of every form post: Hono's `csrf`. A post passes when its `Sec-Fetch-Site` is
 * `same-origin` or its `Origin` is the site's own (behind `TRUST_PROXY` proxies: the scheme and host the
 * browser used, from X-Forwarded-Proto/-Host). A post with neither header is refused too (decision 015).
 */
function sameOriginOnly(trustProxy: number): MiddlewareHandler {
  const ownOrigin = (c: Context) =>
    `${arrivedOverHttps(c, trustProxy) ? 'https' : 'http'}://${requestHost(c, trustProxy)}`
  const check = csrf({ origin: (origin, c) => origin.toLowerCase() === ownOrigin(c) })
  return async (c, next) => {
    try {
      await check(c, async () => {})
    } catch (error) {
      if (!(error instanceof HTTPException) || error.status !== 403) throw error
      return messagePage(c, 403, 'Send this form from our website', [
        'This form can only be sent from its page on this website. Nothing was sent.',
      ])
    }
    await next()
  }
}

/**
 * Whether a form body has percent-escapes that are not UTF-8 (`%FF`, half a character): URLSearchParams
 * would quietly turn them into U+FFFD. Browsers escape every byte of a character together, so checking
 * each run of escapes finds them all.
 */
function hasBrokenEscapes(text: string): boolean {
  return (text.match(/(?:%[0-9a-f]{2})+/gi) ?? []).some((run) => {
    try {
      decodeURIComponent(run)
      return false
    } catch {
      return true
    }
  })
}

/**
 * The idempotency key of a post that carries no id (a prerendered page cannot hold one per visitor):
 * a keyed hash of the form, its values, the client's address and the UTC day, written as a UUID. The
 * same page sent twice (a double click, a reload that posts again) is one lead and one mail.
 */
function derivedId(key: string, kind: PageFormKind, data: object, address: string, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10)
  const bytes = createHmac('sha256', key)
    .update(JSON.stringify([kind, canonicalJson(data), address, day]))
    .digest()
    .subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50 // version 5: name-based (SHA)
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // RFC 9562 variant
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Field → first message, in the form's field order (`preferredTimeSlots.2` counts as `preferredTimeSlots`). */
function errorsInFieldOrder(descriptor: LeadFormDescriptor, fields: FieldErrors): Record<string, string> {
  const errors: Record<string, string> = {}
  const reported = Object.entries(fields)
  for (const { name } of descriptor.fields) {
    const first = reported.find(([key]) => key === name || key.startsWith(`${name}.`))
    if (first) errors[name] = first[1]
  }
  // Nothing else is expected from a form post (its values are the form's fields); kept after them if it comes.
  const names = new Set(descriptor.fields.map((f) => f.name))
  for (const [key, message] of reported) if (!names.has(key.split('.')[0] ?? key)) errors[key] ??= message
  return errors
}

/** The form's page again, rendered by the site with the echo, or the plain page when it cannot be. */
async function pageAgain(c: Context, deps: FormPostDeps, status: ContentfulStatusCode, echo: FormEcho) {
  c.header('Cache-Control', 'no-store')
  if (deps.renderPage) {
    try {
      const page = await deps.renderPage(c.req.path, echo)
      c.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(page)))
      c.header('Content-Type', 'text/html; charset=utf-8')
      return c.body(page, status)
    } catch (error) {
      deps.logger.error(`Could not render ${c.req.path} for a refused form post`, error)
    }
  }
  return plainFormPage(c, status, echo)
}

/** Without the site's renderer: what went wrong, what the visitor sent (escaped), and the way back. */
async function plainFormPage(c: Context, status: ContentfulStatusCode, echo: FormEcho) {
  const descriptor = leadForms[echo.kind]
  const labelOf = (name: string) => descriptor.fields.find((f) => f.name === name)?.label ?? name
  const problems = echo.formError
    ? [echo.formError]
    : Object.entries(echo.errors).map(([name, message]) => `${labelOf(name)}: ${message}`)
  const sent = descriptor.fields
    .filter((f) => f.widget !== 'hidden' && isShown(f, echo.values))
    .map((f) => [f.label, shownValue(echo.values[f.name])] as const)
    .filter(([, value]) => value !== '')
  return messagePage(
    c,
    status,
    'There is a problem',
    problems,
    html`<h2>What you sent</h2>
      <dl>
        ${sent.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}
      </dl>`,
    problems.length,
  )
}

const shownValue = (value: LeadValue | undefined) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : typeof value === 'string' ? value : (value ?? []).join(', ')

/** A small page of our own: a heading, messages, optional extra (already escaped) markup, and a link back. */
async function messagePage(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  messages: readonly string[],
  extra: ReturnType<typeof html> | '' = '',
  /** The count the title gives, for a refused form's problems. */
  problems?: number,
) {
  const page = formAtPath(c.req.path)
  const back = page ? `${c.req.path}#${formAnchor(page.kind)}` : '/'
  const document = await html`<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${errorTitle(title, problems)}</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <ul>
        ${messages.map((message) => html`<li>${message}</li>`)}
      </ul>
      ${extra}
      <p><a href="${back}">Go back to the form</a></p>
    </main>
  </body>
</html>
`
  c.header('Cache-Control', 'no-store')
  c.header('Content-Type', 'text/html; charset=utf-8')
  return c.body(document.toString(), status)
}
