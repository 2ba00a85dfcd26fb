import { describe, expect, it } from 'vitest'
import { deskCopy } from '../features/submissions/desk-copy'
import { contactSection } from './home'
import { confirmationCopy, schedulingPage } from './lead-form-pages'
import { notices } from './notices'
import { aboutPage } from './pages/about'
import { buyPage } from './pages/business-sale'
import { pricingPage } from './pages/pricing'
import { privacyPage } from './pages/privacy'
import { serviceDescriptions } from './service-descriptions'
import { knownServiceInterests, pricingPackageInterests } from './service-interests'
import { site } from './site'
import { supportHours } from './support-hours'
import { testimonials } from './testimonials'

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
      'We reply during our support hours, Mon-Fri 8AM-6PM AEST. If you sent this after 4 PM AEST on a Friday or on the day before a public holiday in Victoria (where our office is), at a weekend or on a public holiday, expect our reply by 6 PM AEST on the next working day.',
    )
  })
})

describe('the booking page promises what the desk keeps', () => {
  it('promises contact within 24 hours to confirm a time, as the success notice does, not a booking confirmed within 24 hours', () => {
    // The due clock stops at the first contact (decisions 116, 152): a booking is confirmed when a time is agreed.
    for (const text of [schedulingPage.ownPage.intro, schedulingPage.ownPage.metaDescription]) {
      expect(text).not.toMatch(/confirm (your booking )?within 24 hours/)
      expect(text).toMatch(/contact you within 24 hours to confirm/)
    }
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

describe('NDIS facts the copy states (issue 25)', () => {
  it('says therapeutic supports are audited by verification, not certification', () => {
    for (const [file, text] of sentences(/therap/i)) expect(text, file).not.toMatch(/certification audit/i)
  })

  it('says price limits bind every provider serving NDIA-managed or plan-managed participants, not only registered ones', () => {
    const pricing = sentences(/price limits|pricing arrangements/i)
    for (const [file, text] of pricing)
      expect(text, file).not.toMatch(
        /registered providers (may|can)? ?charge|what registered providers|prices registered providers/i,
      )
    expect(serviceDescriptions['ndis-pricing']).toMatch(
      /providers, registered or not, charge NDIA-managed and plan-managed participants/,
    )
  })
})

describe('the NDIA portals the copy names', () => {
  it('never names myplace alone: the NDIA is replacing it with the my NDIS provider portal as participants move to PACE', () => {
    for (const [file, text] of sentences(/myplace/i)) expect(text, file).toMatch(/my NDIS/)
  })
})

describe('the privacy policy says what the code does (issue 25)', () => {
  const policy = strings(privacyPage).join('\n')

  it('names both staff cookies, session and device', () => {
    expect(policy).not.toMatch(/only cookie/i)
    expect(policy).toMatch(/two cookies[^.]*session cookie[^.]*device cookie/i)
  })

  it('deletes closed (archived) enquiries after 2 years, and says an open one is kept until closed', () => {
    expect(policy).not.toMatch(/deleted 2 years after we close them \(our last contact/)
    expect(policy).toMatch(/closes \(archives\)[^.]*deletes it automatically 2 years after it was closed/)
  })

  it('says a deleted or purged enquiry stays in backups for up to 35 days, the limit decision 119 sets on them', () => {
    expect(policy).toMatch(
      /backups of the enquiry system for no longer than 35 days[^.]*gone from every backup within 35 days/,
    )
  })

  it('lists "irrelevant" among corrections, and the right to attach a statement (APP 13.1, 13.4)', () => {
    expect(policy).toMatch(/inaccurate, out of date, incomplete, irrelevant or misleading \(APP 13\)/)
    expect(policy).toMatch(/attach a statement/)
  })

  it('does not call erasure APP 13 in the desk, and the guide pages promise no follow-up tips', () => {
    expect(deskCopy.privacyHelp).not.toMatch(/delete it \(APP 13\)/)
    expect(sentences(/follow-up tips/i)).toEqual([])
    expect(sentences(/mailing list/i).every(([, text]) => !/we (will )?(send|email) you (tips|news)/i.test(text))).toBe(
      true,
    )
  })
})

describe('other copy says one true thing (issue 25)', () => {
  it('the buy page does not promise to suggest businesses: we are not brokers', () => {
    expect(buyPage.enquiry.text).not.toMatch(/businesses that suit your plans/)
    expect(buyPage.enquiry.text).toMatch(/We are not business brokers/)
  })

  it('no name is both on our team and a client in a testimonial', () => {
    const team = new Set(aboutPage.team.members.map((m) => m.name))
    expect(testimonials.filter((t) => team.has(t.name)).map((t) => t.name)).toEqual([])
  })
})
