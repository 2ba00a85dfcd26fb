/**
 * The characters a spreadsheet starts a formula with. Excel, LibreOffice and Google Sheets also take
 * their full-width and small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) for them, which NFKC folds into these.
 */
const formulaStart = /^[=+\-@]/

/**
 * A cell a spreadsheet would read as a formula gets a leading apostrophe, so opening an export never runs
 * what a visitor typed: one starting with = + - @ (or a full-width or small form of them), with any
 * whitespace before it (spreadsheets trim a leading space, no-break space, ideographic space, line feed,
 * carriage return or tab), and one starting with a tab, CR or LF at all (some apps skip those). The
 * apostrophe is what spreadsheets themselves use for "this is text": the data stays readable.
 */
export function neutraliseFormula(value: string): string {
  const dangerous = /^[\t\r\n]/.test(value) || formulaStart.test(value.normalize('NFKC').trimStart())
  return dangerous ? `'${value}` : value
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
