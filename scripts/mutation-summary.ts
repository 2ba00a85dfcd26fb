/**
 * The summary of a Stryker JSON report (reports/mutation/mutation.json) that `npm run test:mutation`
 * writes to reports/mutation/README.md: when and on which commit, the score, the counts by status,
 * every survivor and every mutant left out by a `Stryker disable` comment with its reason.
 */

export interface ReportMutant {
  id: string
  mutatorName: string
  replacement?: string
  status: string
  statusReason?: string
  location: { start: { line: number; column: number } }
}

export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>
}

export interface RunFacts {
  /** When the run ended (ISO 8601). */
  date: string
  commit: string
  /** Mutated files with changes not in the commit. */
  uncommitted: string[]
  command: string
  seconds: number
}

const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError', 'RuntimeError'] as const

export function countByStatus(report: MutationReport): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(STATUSES.map((s) => [s, 0]))
  for (const file of Object.values(report.files))
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1
  return counts
}

/** Stryker's score: detected (killed or timed out) over every valid mutant but the ignored ones. */
export function mutationScore(counts: Record<string, number>): number {
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0)
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0)
  return valid === 0 ? 100 : (100 * detected) / valid
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()
const codeCell = (text: string) => `\`${cell(text).replace(/`/g, "'").slice(0, 80)}\``

/** The mutated line, as it reads in the source. */
function lineOf(source: string, line: number) {
  return source.split('\n')[line - 1] ?? ''
}

function mutantRows(report: MutationReport, statuses: string[], reason: (m: ReportMutant) => string) {
  const rows: string[] = []
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b)))
    for (const m of mutants.filter((x) => statuses.includes(x.status)).sort(byPlace)) {
      const where = `${file}:${m.location.start.line}`
      rows.push(
        `| ${where} | ${m.status} | ${m.mutatorName} | ${codeCell(lineOf(source, m.location.start.line))} | ${codeCell(m.replacement ?? '')} | ${cell(reason(m))} |`,
      )
    }
  return rows
}

/**
 * A `Stryker disable` reason as written: Stryker reports only the comment's first line, so the `//` lines
 * that follow it in the source (up to the code or another directive) are added back.
 */
export function fullReason(source: string, reason = ''): string {
  if (!reason) return ''
  const lines = source.split('\n')
  const start = lines.findIndex((l) => /\/\/\s*Stryker disable/.test(l) && l.trimEnd().endsWith(reason.trim()))
  if (start === -1) return reason
  const more: string[] = []
  for (const line of lines.slice(start + 1)) {
    const comment = line.match(/^\s*\/\/\s?(.*)$/)
    if (!comment || /Stryker (disable|restore)/.test(line)) break
    more.push(comment[1] ?? '')
  }
  return [reason, ...more].join(' ')
}

const byPlace = (a: ReportMutant, b: ReportMutant) =>
  a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column

/** `explained`: why each survivor is harmless, by `file:line mutator`; a survivor without one is flagged. */
export function summary(report: MutationReport, facts: RunFacts, explained: Record<string, string> = {}): string {
  const counts = countByStatus(report)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const score = mutationScore(counts)
  // The same score with the ignored (equivalent) mutants counted as survivors: the harshest reading.
  const harsh = mutationScore({ ...counts, Survived: (counts.Survived ?? 0) + (counts.Ignored ?? 0) })
  const explain = (m: ReportMutant, file: string) => explained[survivorKey(file, m)] ?? '**not explained yet**'
  const survivors: string[] = []
  for (const [file, data] of Object.entries(report.files))
    survivors.push(...mutantRows({ files: { [file]: data } }, ['Survived', 'NoCoverage'], (m) => explain(m, file)))
  const ignored: string[] = []
  for (const [file, data] of Object.entries(report.files))
    ignored.push(
      ...mutantRows({ files: { [file]: data } }, ['Ignored'], (m) => fullReason(data.source, m.statusReason)),
    )
  const minutes = (facts.seconds / 60).toFixed(1)
  return [
    '# Mutation report',
    '',
    'Written by `npm run test:mutation` (scripts/mutation.ts) after Stryker ran; decision 220 says what is',
    'mutated and by which tests. Open `mutation.html` here in a browser for every mutant in its source;',
    '`mutation.json` is the same data, and `stryker-incremental.json` lets the next run reuse these results.',
    '',
    `- **Date:** ${facts.date}`,
    `- **Commit:** ${facts.commit}${facts.uncommitted.length > 0 ? ` plus uncommitted changes to ${facts.uncommitted.join(', ')}` : ''}`,
    `- **Command:** \`${facts.command}\` (${minutes} min on this run)`,
    `- **Mutation score:** ${score.toFixed(2)} % (killed + timed out over killed + timed out + survived + no coverage)`,
    `- **Counting the ${counts.Ignored} mutants disabled as equivalent as survivors:** ${harsh.toFixed(2)} %`,
    '',
    '| Mutants | Killed | Timed out | Survived | No coverage | Ignored (equivalent) | Compile errors | Runtime errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${total} | ${counts.Killed} | ${counts.Timeout} | ${counts.Survived} | ${counts.NoCoverage} | ${counts.Ignored} | ${counts.CompileError} | ${counts.RuntimeError} |`,
    '',
    '## Survivors, and why each is harmless',
    '',
    survivors.length === 0 ? 'None.' : '| Where | Status | Mutator | Line | Replacement | Why it is harmless |',
    ...(survivors.length === 0 ? [] : ['| --- | --- | --- | --- | --- | --- |', ...survivors]),
    '',
    '## Mutants disabled as equivalent (a `Stryker disable` comment gives the reason)',
    '',
    ignored.length === 0 ? 'None.' : '| Where | Status | Mutator | Line | Replacement | Reason |',
    ...(ignored.length === 0 ? [] : ['| --- | --- | --- | --- | --- | --- |', ...ignored]),
    '',
  ].join('\n')
}

/** The key a survivor's reason is kept under in reports/mutation/explained.json. */
export const survivorKey = (file: string, m: ReportMutant) => `${file}:${m.location.start.line} ${m.mutatorName}`

/**
 * The reasons that still explain a survivor of this report. A reason is kept by line and mutator, so one
 * left behind by a killed mutant or a moved line would explain whatever new survivor lands there. The
 * reasons of files the report does not hold (a run narrowed with `--mutate`) are kept as they are.
 */
export function currentReasons(report: MutationReport, explained: Record<string, string>): Record<string, string> {
  const keys = new Set<string>()
  for (const [file, { mutants }] of Object.entries(report.files))
    for (const m of mutants) if (m.status === 'Survived' || m.status === 'NoCoverage') keys.add(survivorKey(file, m))
  const reported = (key: string) => key.slice(0, key.lastIndexOf(':')) in report.files
  return Object.fromEntries(Object.entries(explained).filter(([key]) => keys.has(key) || !reported(key)))
}

/**
 * The incremental file without its static mutants that were not detected (decision 221). Stryker reuses a
 * survivor while the tests that covered it are unchanged, and a static mutant (run when its module loads)
 * is covered by no test in particular: it was reused for ever, whatever tests were added since.
 */
export function withoutStaticSurvivors(report: {
  files: Record<string, { mutants: { static?: boolean; status: string }[] }>
}): number {
  let dropped = 0
  for (const file of Object.values(report.files)) {
    const kept = file.mutants.filter((m) => !m.static || m.status === 'Killed' || m.status === 'Timeout')
    dropped += file.mutants.length - kept.length
    file.mutants = kept
  }
  return dropped
}

/**
 * The files of `git status --porcelain`'s output, as git printed it. Each line starts with two status
 * columns and a space; the first may be a space (" M file"), so the output must not be trimmed first.
 */
export function uncommittedFiles(porcelain: string): string[] {
  return porcelain
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
}
