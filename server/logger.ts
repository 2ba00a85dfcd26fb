export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string, error?: unknown): void
}

/**
 * What a log may say about an error: its class and codes, never its message or fields. A database
 * error's message, detail and parameters quote the row ("Failing row contains (…, Jane, jane@…)"),
 * and an SMTP reply can quote the message; logs must not carry visitors' personal data.
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const fields = error as Error & { code?: unknown; responseCode?: unknown }
  const codes = [fields.code, fields.responseCode].filter(
    (c): c is string | number => typeof c === 'string' || typeof c === 'number',
  )
  return [error.constructor?.name || error.name, ...codes].join(' ')
}

/** The stack's frames only: its first line repeats the message. */
function frames(error: unknown): string {
  if (!(error instanceof Error) || !error.stack) return ''
  const lines = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
  return lines.length > 0 ? `\n${lines.join('\n')}` : ''
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) =>
    console.error(error === undefined ? message : `${message}: ${errorSummary(error)}${frames(error)}`),
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
