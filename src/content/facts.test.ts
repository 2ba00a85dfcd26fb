import { describe, expect, it } from 'vitest'
import { contactSection } from './home'
import { confirmationCopy } from './lead-form-pages'
import { notices } from './notices'
import { aboutPage } from './pages/about'
import { pricingPage } from './pages/pricing'
import { knownServiceInterests, pricingPackageInterests } from './service-interests'
import { site } from './site'
import { supportHours } from './support-hours'

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Every string of every content module (the site's copy), with the module it is in. */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true })
const copy: [string, string][] = Object.entries(modules).flatMap(([file, mod]) =>
  strings(Object.values(mod)).map((text): [string, string] => [file, text]),
)
const sentences = (pattern: RegExp) => copy.filter(([, text]) => pattern.test(text))

describe('promises and times the copy makes (issue 25)', () => {
  it('counts support hours as labelled: the spec\'s "Mon-Fri 8AM-6PM AEST", at UTC+10 all year', () => {
    expect(site.supportHours).toBe('Mon-Fri 8AM-6PM AEST')
    expect(supportHours).toMatchObject({ timeZone: 'Australia/Brisbane', opens: 8, closes: 18, days: [1, 2, 3, 4, 5] })
  })

  it('says "during support hours" wherever the 4-hour email response is promised', () => {
    // The contact card shows it as two parts: "Email response within 4 hours" and this detail under it.
    expect(contactSection.emailResponseDetail).toBe('during support hours')
    // site.emailResponse is the fragment the sentences are built from, not a sentence itself.
    const promised = sentences(/within 4 hours/i).filter(([, text]) => text !== site.emailResponse)
    expect(promised.length).toBeGreaterThan(0)
    for (const [file, text] of promised) {
      const qualified =
        /support hours/i.test(text) || (file.endsWith('home.ts') && text === `Email response ${site.emailResponse}`)
      expect(qualified, `${file}: ${text}`).toBe(true)
    }
  })

  it("keeps the spec's success text word for word, and says when to expect the reply under it", () => {
    expect(notices.schedulingSuccess.description).toBe(
      "We'll contact you within 24 hours to confirm your preferred time slot and send calendar details.",
    )
    expect(notices.signupSuccess.description).toBe(
      'Thank you for your interest. Our team will contact you within 24 hours.',
    )
    expect(confirmationCopy.replyTiming).toBe(
      'We reply during our support hours, Mon-Fri 8AM-6PM AEST. If you sent this on a Friday evening, at a weekend or just before a public holiday, expect our reply by 6 PM AEST on the next working day.',
    )
  })
})

describe('the services a link may name (issue 25)', () => {
  it("knows every Get Started button's service, and nothing a link could make up", () => {
    expect(pricingPage.packages.map((p) => p.serviceInterest)).toEqual([...pricingPackageInterests])
    expect(knownServiceInterests.has(aboutPage.cta.serviceInterest)).toBe(true)
    expect(knownServiceInterests.has('NDIS Audit Support')).toBe(true)
    expect(knownServiceInterests.has('Call 0400000000 now for refund')).toBe(false)
  })
})
