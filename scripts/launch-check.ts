/**
 * Detectors for business facts that are still placeholders: what `npm run check:launch` looks for in
 * the site's content before it goes live. Pure functions, so each rule is unit-tested.
 */

export interface Finding {
  /** Where the value lives, like `site.abn` or `pages/about.aboutPage.team.note`. */
  where: string
  value: string
  problem: string
}

/**
 * The ATO's ABN check: subtract 1 from the first digit, weight the 11 digits by
 * 10, 1, 3, 5, …, 19, and the sum must divide by 89.
 */
export function isValidAbn(abn: string): boolean {
  const compact = abn.replace(/[\s-]/g, '')
  if (!/^\d{11}$/.test(compact) || compact[0] === '0') return false
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
  const digits = [...compact].map(Number)
  digits[0] = (digits[0] ?? 0) - 1
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0)
  return sum % 89 === 0
}

// ACMA's numbers for use in creative works (films, TV, books, websites like this one before launch).
const FICTIONAL_MOBILES = new Set(
  [
    '570006',
    '570156',
    '570157',
    '570158',
    '570159',
    '570110',
    '570313',
    '570737',
    '571266',
    '571491',
    '571804',
    '572549',
    '572665',
    '572983',
    '573770',
    '573087',
    '574118',
    '574632',
    '575254',
    '575789',
    '576398',
    '576801',
    '577426',
    '577644',
    '578957',
    '578148',
    '578888',
    '579212',
    '579760',
    '579455',
  ].map((tail) => `0491${tail}`),
)
const FICTIONAL_SERVICE_NUMBERS = new Set([
  '1800160401',
  ...['707', '708', '709', '710', '711'].flatMap((n) => [`1800975${n}`, `1300975${n}`]),
])
/** Landlines 0X 5550 xxxx and 0X 7010 xxxx in every area code (02, 03, 07, 08). */
const FICTIONAL_LANDLINE = /^0[2378](?:5550|7010)\d{4}$/

/** A phone number as national digits: `+61 3 5550 1234`, `(03) 5550-1234`, `tel:+61355501234` → 0355501234. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits
}

export function isFictionalPhoneNumber(phone: string): boolean {
  const n = nationalDigits(phone)
  return FICTIONAL_LANDLINE.test(n) || FICTIONAL_MOBILES.has(n) || FICTIONAL_SERVICE_NUMBERS.has(n)
}

const PHONE_LIKE = /(?:\+61|\b0|\b1[38]00)[\d ()-]{6,14}\d/g

/** The fictional phone numbers written anywhere in a text. */
export function fictionalPhoneNumbers(text: string): string[] {
  return [...text.matchAll(PHONE_LIKE)].map((m) => m[0]).filter(isFictionalPhoneNumber)
}

// RFC 2606 / RFC 6761 names that can never be a real business's address.
const RESERVED_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost|example\.com|example\.net|example\.org)$/i
const DOMAIN_IN_TEXT = /(?:[a-z0-9-]+\.)+[a-z]{2,}/gi

/** Email addresses, links and bare domains in a text whose domain is reserved for examples. */
export function reservedDomains(text: string): string[] {
  return [...text.matchAll(DOMAIN_IN_TEXT)].map((m) => m[0]).filter((domain) => RESERVED_DOMAIN.test(domain))
}

/** A social profile link that is an example: a reserved domain, or "example" in the profile's path. */
export function isExampleProfile(href: string): boolean {
  try {
    const url = new URL(href)
    return RESERVED_DOMAIN.test(url.hostname) || /example/i.test(url.pathname)
  } catch {
    return true // not even a link
  }
}

/** Text that says of itself that it is made up (the /about team's note, demo copy). */
export function saysItIsFictional(text: string): boolean {
  return /\bfictional\b|\bfictitious\b|\bdemonstration site\b|\blorem ipsum\b/i.test(text)
}

/** Every string in a content value with its path: `['team.members.0.name', 'Priya']`. */
export function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key))
}

/** The placeholders in one content value (a module's exports), found by every text detector. */
export function placeholdersIn(value: unknown, prefix = ''): Finding[] {
  const findings: Finding[] = []
  for (const [key, text] of stringsIn(value)) {
    const path = prefix + key
    for (const phone of fictionalPhoneNumbers(text))
      findings.push({ where: path, value: phone, problem: 'a phone number ACMA reserves for fiction' })
    for (const domain of reservedDomains(text))
      findings.push({ where: path, value: domain, problem: 'an address on a domain reserved for examples' })
    if (saysItIsFictional(text))
      findings.push({ where: path, value: text.slice(0, 80), problem: 'content that says it is made up' })
  }
  return findings
}

/** The checks on the site facts themselves (`prefix`: where `site` lives): the ABN and the social profiles. */
export function siteFactProblems(
  site: { abn: string; social: readonly { name: string; href: string }[] },
  prefix = 'site',
): Finding[] {
  const findings: Finding[] = []
  if (!isValidAbn(site.abn))
    findings.push({ where: `${prefix}.abn`, value: site.abn, problem: 'not a valid ABN (the ATO checksum fails)' })
  site.social.forEach((profile, i) => {
    if (isExampleProfile(profile.href))
      findings.push({
        where: `${prefix}.social.${i}.href`,
        value: profile.href,
        problem: `an example ${profile.name} profile`,
      })
  })
  return findings
}

/**
 * Findings grouped by fact: one placeholder (a phone number, a domain, a profile) usually shows in
 * several places, and replacing it once in the site config clears them all. Places the fact's own
 * check already names (`site.social.0.href`) are not listed again under a text detector.
 */
export function groupByFact(findings: readonly Finding[]): { problem: string; value: string; places: string[] }[] {
  const claimed = new Set<string>()
  const groups = new Map<string, { problem: string; value: string; places: string[] }>()
  for (const f of findings) {
    if (claimed.has(f.where)) continue
    claimed.add(f.where)
    const sameFact = f.problem.includes('phone') ? nationalDigits(f.value) : f.value.toLowerCase().replace(/^www\./, '')
    const key = `${f.problem}|${sameFact}`
    const group = groups.get(key) ?? { problem: f.problem, value: f.value, places: [] }
    group.places.push(f.where)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** One fact a real business must confirm or replace: no detector can tell a made-up one from a true one. */
export interface ToConfirm {
  what: string
  where: string
  value: string
}

/**
 * What a real business must replace or confirm before launch, beyond the placeholders the detectors find
 * (issue 25): the office and the Country it stands on, the claims, the structured data and the OG image,
 * the privacy officer, the overseas countries, the policy's date, and its mention of online payments,
 * which this site does not take. Listed every time, with the values as they stand.
 */
export function factsToConfirm(content: {
  site: { address: Record<string, string>; acknowledgement: string }
  claims: Record<string, unknown>
  privacy: { lastUpdated: { display: string }; strings: readonly string[] }
}): ToConfirm[] {
  const { site, claims, privacy } = content
  const mentioning = (pattern: RegExp) =>
    privacy.strings.filter((text) => pattern.test(text)).map((t) => t.slice(0, 90))
  const items: ToConfirm[] = [
    {
      what: 'the office address',
      where: 'src/content/site.ts: site.address',
      value: Object.values(site.address).join(', '),
    },
    {
      what: 'the acknowledgement of Country, for the land the real office stands on',
      where: 'src/content/site.ts: site.acknowledgement',
      value: site.acknowledgement.slice(0, 90),
    },
    {
      what: 'the claims in the copy (providers, years, success rate, applications, rating): true and provable',
      where: 'src/content/site.ts: claims',
      value: stringsIn(claims)
        .map(([key, v]) => `${key} ${v}`)
        .join('; ')
        .slice(0, 160),
    },
    {
      what: 'the structured data (business name, address, rating, reviews) on the home page',
      where: 'src/content/structured-data.ts',
      value: 'built from site.ts and claims',
    },
    { what: 'the social sharing (OG) image', where: 'public/og-image.png', value: '/og-image.png' },
    {
      what: 'the privacy officer (a named person or role and their contact details)',
      where: 'src/content/pages/privacy.ts: privacyPage.contact',
      value: mentioning(/Privacy Officer/).at(-1) ?? '',
    },
    {
      what: 'the overseas-disclosure countries (name the providers and countries you actually use)',
      where: 'src/content/pages/privacy.ts: privacyPage.overseas',
      value: mentioning(/outside Australia|countries involved/)[0] ?? '',
    },
    {
      what: 'the privacy policy\'s "Last updated" date',
      where: 'src/content/pages/privacy.ts: privacyPage.lastUpdated',
      value: privacy.lastUpdated.display,
    },
  ]
  for (const text of mentioning(/pay us online|payment provider/i))
    items.push({
      what: 'the policy mentions online payments, which this site does not take: remove it or add the payments',
      where: 'src/content/pages/privacy.ts',
      value: text,
    })
  return items
}
