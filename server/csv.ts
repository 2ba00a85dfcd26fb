/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab/CR that some apps skip)
 * gets a leading apostrophe, so opening an export never runs what a visitor typed.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** RFC 4180 quoting: quote when needed, double the quotes. */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value)
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows to CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '')
}
