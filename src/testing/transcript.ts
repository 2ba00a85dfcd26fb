import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { virtual } from '@guidepup/virtual-screen-reader'
import { expect } from 'vitest'

/**
 * What a screen-reader user hears, written down: the Guidepup virtual screen reader's spoken phrases,
 * step by step, as Markdown in docs/screen-reader/<journey>.md. `npm run test:transcripts`
 * (UPDATE_TRANSCRIPTS=1) writes the files; every other run compares and fails on a stale one.
 * Live-region announcements are the phrases that start with "polite:" or "assertive:".
 */
export interface TranscriptStep {
  title: string
  phrases: string[]
}

// vitest runs from the repository's root (import.meta.url is not a file: URL under jsdom).
const transcriptsDir = path.resolve(process.cwd(), 'docs/screen-reader')

export const updatingTranscripts = () => process.env.UPDATE_TRANSCRIPTS === '1'

/** Collects the phrases spoken during each step of a journey. */
export class Transcript {
  readonly steps: TranscriptStep[] = []
  private heard = 0

  constructor(
    readonly title: string,
    readonly intro: string,
    /** Replaces what changes from run to run (a date a month ahead) with a stable placeholder. */
    private readonly normalise: (phrase: string) => string = (phrase) => phrase,
  ) {}

  /** Starts the screen reader on the page; what it says on starting is the first step. */
  async start(title = 'The screen reader starts on the page') {
    await virtual.start({ container: document.body })
    this.heard = 0
    return this.take(title)
  }

  async stop() {
    await virtual.stop()
  }

  /** Records the phrases spoken since the last step as a step of its own, and returns them. */
  async take(title: string): Promise<string[]> {
    const log = await virtual.spokenPhraseLog()
    const phrases = log.slice(this.heard).map(this.normalise)
    this.heard = log.length
    this.steps.push({ title, phrases })
    return phrases
  }

  markdown(source: string): string {
    const lines = [
      `# What a screen-reader user hears: ${this.title}`,
      '',
      `Written by \`npm run test:transcripts\` from \`${source}\`, with the Guidepup virtual screen reader`,
      'in jsdom; `npm test` fails when this file is out of date. Each step lists what is spoken, in order.',
      'A phrase starting `polite:` or `assertive:` is a live-region announcement of that politeness;',
      'the others are what the screen reader reads where its cursor (or the keyboard focus) lands.',
      '',
      this.intro,
      '',
    ]
    this.steps.forEach((step, index) => {
      lines.push(`## ${index + 1}. ${step.title}`, '')
      if (step.phrases.length === 0) lines.push('*(nothing is spoken)*')
      for (const phrase of step.phrases) lines.push(`- ${phrase.replace(/([\\`*_[\]<>])/g, '\\$1') || '*(empty)*'}`)
      lines.push('')
    })
    return `${lines.join('\n').trimEnd()}\n`
  }
}

/**
 * Writes docs/screen-reader/<name>.md with UPDATE_TRANSCRIPTS=1; otherwise fails, naming the file and
 * the command, when the committed file differs from what the screen reader said in this run.
 */
export function expectTranscript(name: string, markdown: string) {
  const file = path.join(transcriptsDir, `${name}.md`)
  const shown = `docs/screen-reader/${name}.md`
  if (updatingTranscripts()) {
    mkdirSync(transcriptsDir, { recursive: true })
    writeFileSync(file, markdown)
    return
  }
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : null
  expect(committed, `${shown} is missing: run \`npm run test:transcripts\` and commit it`).not.toBeNull()
  expect(committed, `${shown} is out of date: run \`npm run test:transcripts\` and review the change`).toBe(markdown)
}
