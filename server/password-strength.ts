import type { ZxcvbnResult } from '@zxcvbn-ts/core'

/**
 * How guessable a new password is (ADMIN_PASSWORD and staff passwords), estimated by zxcvbn-ts
 * (decision 127) rather than a hand-kept list. Its dictionaries (common passwords, English words and
 * names, keyboard layouts) are megabytes: they are imported on first use, and only by the server.
 */
const MIN_GUESSES_LOG10 = 10 // zxcvbn's top score: a guesser needs at least 10^10 tries
/** Words anyone guessing at this site would try first. */
const SITE_WORDS = ['ndis', 'provider', 'providers', 'bluegum', 'consulting', 'consultancy', 'disability', 'staff']

type Check = (password: string, userInputs: string[]) => ZxcvbnResult
let estimator: Promise<Check> | null = null

async function loadEstimator(): Promise<Check> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ])
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  return (password, userInputs) => zxcvbn.check(password, userInputs)
}

const SCALE: [number, string][] = [
  [9, 'billion'],
  [6, 'million'],
  [3, 'thousand'],
]

/** 10^n in words: "100 million". */
function aboutTenToThe(n: number): string {
  for (const [power, word] of SCALE) if (n >= power) return `${10 ** (n - power)} ${word}`
  return String(10 ** Math.max(n, 0))
}

/**
 * Why `password` is too easy to guess, as the rest of "it …", or null. `userInputs` (the person's
 * email, name) count as known words.
 */
export async function weakPasswordReason(password: string, userInputs: string[] = []): Promise<string | null> {
  estimator ??= loadEstimator().catch((error) => {
    estimator = null
    throw error
  })
  const result = (await estimator)(password, [...SITE_WORDS, ...userInputs.flatMap((s) => s.split(/[\s@.]+/))])
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null
  const warning = result.feedback.warning?.replace(/\.$/, '')
  const guesses = `could be found in about ${aboutTenToThe(Math.floor(result.guessesLog10))} guesses`
  return warning ? `${guesses} (${warning.charAt(0).toLowerCase()}${warning.slice(1)})` : guesses
}
