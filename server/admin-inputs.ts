import { sValidator } from '@hono/standard-validator'
import type { Context, ValidationTargets } from 'hono'
import { DateTime } from 'luxon'
import * as v from 'valibot'
import { loginCodeCopy } from '../src/content/desk-login-code'
import { isLeadKind, type LeadKind } from '../src/forms/lead-kinds'
import { isLeadStage, type LeadStageName, stageNeedsReason } from '../src/lib/lead-stages'
import { MY_DAY_MOST, MY_DAY_STEP } from '../src/lib/my-day-limits'
import { isConsultationType, isTimeSlot } from './booking'
import { deskTextProblem } from './desk-text'
import { jsonError } from './http'
import { MISSING_VERSION_MESSAGE, readVersion } from './lead-versions'
import { normaliseCode } from './login-codes'
import { normaliseEmail } from './staff'

/**
 * What each desk route accepts (issue 24): one valibot schema per route, checked by
 * `@hono/standard-validator` before the handler runs, each failure answered 400 with the first issue's
 * message (the messages staff and the tests read). Checks that need the database (does the lead exist,
 * is the version current, may the stage move) stay in the handlers.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const EMAIL_MESSAGE = 'Enter your email address, like name@example.com.'
const PERSON_EMAIL_MESSAGE = 'Enter the email address of the person asking, like name@example.com.'
const NOT_AN_OBJECT = 'Send a JSON object.'

/** Whether decimal text fits a PostgreSQL bigint: 19 digits can overflow it, and the query then fails (500). */
export const isBigint = (text: string) =>
  /^-?\d{1,19}$/.test(text) && BigInt(text) >= -(2n ** 63n) && BigInt(text) < 2n ** 63n

/**
 * A day the desk can look up, YYYY-MM-DD, in the years 1900 to 9999. Earlier is a typing slip, and the
 * year 1 starts in the year 0 in UTC, which PostgreSQL has not: the query failed with a 500.
 */
export const isIsoDay = (value: string) => ISO_DAY.test(value) && value >= '1900' && DateTime.fromISO(value).isValid

/*
 * The schemas take any value and refuse it with the desk's own words, so valibot infers `unknown` as
 * what they accept. Their input types are given instead as what the desk sends (`In`): the desk's typed
 * client (decision 181) reads them as the requests' types. What is checked is unchanged.
 */
const accepting = <In, S extends v.GenericSchema<unknown>>(schema: S) =>
  schema as unknown as v.GenericSchema<In, v.InferOutput<S>>

/**
 * A key that must be in the body. valibot refuses a missing key with its own words; given this value
 * instead, the field's own check refuses it with the field's own message.
 */
const MISSING = Symbol('missing')
const required = <S extends v.GenericSchema<unknown>>(schema: S) =>
  accepting<Exclude<v.InferInput<S>, undefined>, S>(v.optional(schema, MISSING as unknown) as unknown as S)
/** A value of type T, by a type guard; `message` when it is not one. */
const is = <T>(guard: (value: unknown) => boolean, message: string) =>
  accepting<T, v.GenericSchema<unknown, T>>(
    v.pipe(
      v.unknown(),
      v.check(guard, message),
      v.transform((value) => value as T),
    ),
  )
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

/** An email address, normalised as accounts keep it (null fails with `message`). */
const email = (message: string) =>
  required(
    accepting<string, v.GenericSchema<unknown, string>>(
      v.pipe(v.unknown(), v.transform(normaliseEmail), v.string(message)),
    ),
  )

/** Text staff typed, trimmed: refused when it holds what the desk cannot keep or show (deskTextProblem). */
const deskText = (what: string, max: number, tooLong: string, oneLine = false) =>
  accepting<string, v.GenericSchema<unknown, string>>(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' ? value.trim() : '')),
      v.string(),
      v.maxLength(max, tooLong),
      v.check(
        (text) => deskTextProblem(text, what, oneLine) === null,
        (issue) => deskTextProblem(String(issue.input), what, oneLine) ?? '',
      ),
    ),
  )

/** The version of the lead a change was based on (decision 131). */
const version = required(is<number>((value) => readVersion({ version: value }) !== null, MISSING_VERSION_MESSAGE))

export const loginBody = v.object(
  {
    email: email(EMAIL_MESSAGE),
    password: required(is<string>((p) => typeof p === 'string' && p !== '', 'Enter your password.')),
    // Absent or empty: no code. Anything else must read as one (decision 180).
    code: v.optional(
      accepting<string, v.GenericSchema<unknown, string | undefined>>(
        v.pipe(
          v.unknown(),
          v.transform((value) => (value === undefined || value === '' ? undefined : (normaliseCode(value) ?? null))),
          v.nullish(v.string()),
          v.check((value) => value !== null, loginCodeCopy.codeFormat),
          v.transform((value) => value ?? undefined),
        ),
      ),
    ),
  },
  NOT_AN_OBJECT,
)

export const stageBody = v.pipe(
  v.object(
    {
      version,
      stage: required(
        is<LeadStageName>(isLeadStage, 'Choose a stage: new, contacted, booked, won, not a fit or archived.'),
      ),
      reason: v.optional(deskText('reason', 500, 'Keep the reason to 500 characters or fewer.'), ''),
    },
    NOT_AN_OBJECT,
  ),
  v.forward(
    v.check(
      ({ stage, reason }) => !stageNeedsReason(stage) || reason !== '',
      'Give the reason this lead is not a fit.',
    ),
    ['reason'],
  ),
)

export const ownerBody = v.object(
  {
    version,
    owner: required(
      is<string | null>((owner) => owner === null || isUuid(owner), 'Choose a member of staff, or nobody.'),
    ),
  },
  NOT_AN_OBJECT,
)

export const noteBody = v.object(
  {
    text: v.optional(
      v.pipe(
        deskText('note', 5000, 'Keep a note to 5000 characters or fewer.'),
        v.minLength(1, 'Write the note before adding it.'),
      ),
      '',
    ),
    key: v.optional(v.custom<string>(isUuid, "The note's key is not a UUID. Reload the page and add the note again.")),
  },
  NOT_AN_OBJECT,
)

export const bookingBody = v.object(
  {
    version,
    slot: required(is<string>(isTimeSlot, 'Choose a time slot.')),
    // Empty or absent: the visitor's preferred date, which the handler reads from the lead.
    date: v.optional(
      is<string>(
        (date) => date === '' || (typeof date === 'string' && isIsoDay(date)),
        'Enter the date as YYYY-MM-DD.',
      ),
    ),
    // Empty or absent: the type the visitor chose.
    consultationType: v.optional(
      is<string>((type) => type === '' || isConsultationType(type), 'Choose the type of consultation.'),
    ),
  },
  NOT_AN_OBJECT,
)

export const versionBody = v.object({ version }, NOT_AN_OBJECT)

/**
 * A follow-up (decision 210): `date: null` clears it. Only its version is checked here; its day, time
 * and note are checked against the lead and today's date in the handler (readFollowUp).
 */
export const followUpBody = v.object(
  {
    version,
    // A missing date is the handler's to refuse in words ("Enter the follow-up date…"); valibot's own
    // refusal of a missing key would be the object's message, "Send a JSON object.".
    date: required(accepting<string | null, v.GenericSchema<unknown>>(v.unknown())),
    time: v.optional(accepting<string | null, v.GenericSchema<unknown>>(v.unknown())),
    note: v.optional(accepting<string | null, v.GenericSchema<unknown>>(v.unknown())),
  },
  NOT_AN_OBJECT,
)

export const eraseBody = v.pipe(
  v.object({ email: email(PERSON_EMAIL_MESSAGE), confirm: v.optional(v.unknown()) }, NOT_AN_OBJECT),
  v.forward(
    v.check(
      ({ email, confirm }) => normaliseEmail(confirm) === email,
      'Type the email address again to confirm the erasure.',
    ),
    ['confirm'],
  ),
)

/** Whose information to download: in a POST's body, never in the address (decision 315). */
export const personBody = v.object({ email: email(PERSON_EMAIL_MESSAGE) }, NOT_AN_OBJECT)

/** A query value as the desk sends it: trimmed, and absent when empty. */
const ONCE = 'Give each filter once: this address repeats one.'
const queryValue = v.pipe(
  v.optional(v.string(ONCE)),
  v.transform((value) => value?.trim() || undefined),
)
const dayFilter = (name: 'from' | 'to') =>
  v.pipe(
    queryValue,
    v.check((day) => day === undefined || isIsoDay(day), `Enter the "${name}" date as a real date, YYYY-MM-DD.`),
  )

/** The filters of the list and the export. `owner` may be "me", which the handler reads as the session's user. */
export const filterQuery = v.pipe(
  v.object({
    form: v.pipe(
      queryValue,
      v.check((form) => form === undefined || isLeadKind(form), 'Unknown form kind in the filter.'),
      v.transform((form) => form as LeadKind | undefined),
    ),
    stage: v.pipe(
      queryValue,
      v.check((stage) => stage === undefined || isLeadStage(stage), 'Unknown stage in the filter.'),
      v.transform((stage) => stage as LeadStageName | undefined),
    ),
    owner: v.pipe(
      queryValue,
      v.check(
        (owner) => owner === undefined || owner === 'me' || owner === 'none' || isUuid(owner),
        'Unknown owner in the filter.',
      ),
      v.transform((owner) => (owner === 'me' ? owner : owner?.toLowerCase())),
    ),
    q: v.pipe(
      queryValue,
      v.check((q) => q === undefined || q.length <= 100, 'Search for at most 100 characters.'),
      v.check(
        (q) => q === undefined || deskTextProblem(q, 'search', true) === null,
        (issue) => deskTextProblem(String(issue.input), 'search', true) ?? '',
      ),
    ),
    from: dayFilter('from'),
    to: dayFilter('to'),
    cursor: v.optional(v.string(ONCE)),
  }),
  v.check(({ from, to }) => !from || !to || from <= to, 'The "from" date must not be after the "to" date.'),
)

/** My day's `?show=`: how many leads each list shows, 100 at a time up to 1000 (decision 316). */
const SHOW_MESSAGE = `Ask for ${MY_DAY_STEP} to ${MY_DAY_MOST} leads a list, in steps of ${MY_DAY_STEP}.`
export const myDayQuery = v.object({
  show: v.optional(
    v.pipe(
      v.string(SHOW_MESSAGE),
      v.check(
        (text) =>
          /^\d{1,4}$/.test(text) &&
          Number(text) % MY_DAY_STEP === 0 &&
          Number(text) >= MY_DAY_STEP &&
          Number(text) <= MY_DAY_MOST,
        SHOW_MESSAGE,
      ),
      v.transform(Number),
    ),
    String(MY_DAY_STEP),
  ),
})

export const auditQuery = v.object({
  cursor: v.optional(
    v.pipe(
      v.string('The page cursor is not valid.'),
      v.check((cursor) => /^\d+$/.test(cursor) && isBigint(cursor), 'The page cursor is not valid.'),
    ),
  ),
})

/** One lead's read: `view=1` when the desk opens it (any other value is a reload), never refused. */
export const leadQuery = v.object({ view: v.optional(accepting<'1', v.GenericSchema<unknown>>(v.unknown())) })

export const leadParam = v.object({
  id: v.pipe(
    v.string(),
    v.check((id) => UUID.test(id)),
    v.toLowerCase(),
  ),
})

/** The validator for one request part: a failure answers `status` with the first issue's message. */
export function valid<T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
  refusal: (c: Context, message: string) => Response = (c, message) => jsonError(c, 400, message),
) {
  return sValidator(target, schema, (result, c) => {
    if (!result.success) return refusal(c, result.error[0]?.message ?? 'The request is not valid.')
  })
}
