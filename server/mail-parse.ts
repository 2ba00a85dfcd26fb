/** Reading our own .eml files back, for tests (vitest and Playwright alike: no test runner imports here). */

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text: string
  html: string
  /** The text/calendar part (a booking invitation), '' when there is none. */
  calendar: string
}

/** Enough MIME for our own messages: unfolded headers, RFC 2047 subjects, QP/base64 parts, nested multiparts. */
export function parseMail(raw: string): ParsedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = parseHeaders(head ?? '')
  const parsed: ParsedMail = {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    calendar: '',
  }
  readPart(headers, rest.join('\n\n'), parsed)
  return parsed
}

function readPart(headers: Map<string, string>, body: string, into: ParsedMail): void {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const [partHead, ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
      readPart(parseHeaders(partHead ?? ''), partBody.join('\n\n'), into)
    }
    return
  }
  const decoded = decodeTransfer(body, headers.get('content-transfer-encoding') ?? '7bit')
  if (type.startsWith('text/html')) into.html = decoded
  else if (type.startsWith('text/calendar') || type.startsWith('application/ics')) into.calendar ||= decoded
  else if (type.startsWith('text/plain')) into.text = decoded
}

function parseHeaders(head: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim())
  }
  return map
}

function decodeTransfer(body: string, encoding: string): string {
  const enc = encoding.toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  const normalised = body.replace(/\r\n/g, '\n').replace(/\n$/, '')
  if (enc !== 'quoted-printable') return normalised
  const softBreaksGone = normalised.replace(/=\n/g, '')
  return Buffer.from(
    softBreaksGone.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}
