/**
 * A small guard for ADMIN_PASSWORD, not a strength meter: it refuses what a guesser tries first.
 * Length is checked separately (config.ts).
 */
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'login',
  'qwerty',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'changeme',
  'secret',
  'default',
  'abc',
  'abcdef',
  'test',
  'testing',
  'guest',
  'root',
  'user',
  'ndis',
  'bluegum',
  'consulting',
  'provider',
]
const SEQUENCES = ['01234567890123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm']
const MIN_DISTINCT = 6

/** Why `password` is too easy to guess, or null if it passes. */
export function weakPasswordReason(password: string): string | null {
  const lower = password.toLowerCase()
  if (new Set(lower).size < MIN_DISTINCT)
    return `uses fewer than ${MIN_DISTINCT} different characters (like "aaaaaaaaaaaa")`
  if (/^\d+$/.test(password)) return 'is only digits'
  for (const run of SEQUENCES)
    if (run.includes(lower) || [...run].reverse().join('').includes(lower))
      return 'is a run of keyboard or alphabet characters'
  // A common word with digits or symbols around it, or repeated ("password1234", "Admin!Admin!").
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '')
  for (const word of COMMON_WORDS) {
    const repeatedWord = new RegExp(`^(?:${word.replace(/[^a-z0-9]/g, '\\$&')}[^a-z]*)+$`)
    if (core === word || repeatedWord.test(core)) return `is a common password ("${word}" with digits or symbols)`
  }
  return null
}
