import { describe, expect, it } from 'vitest'
import { site } from '../src/content/site'
import {
  factsToConfirm,
  fictionalPhoneNumbers,
  groupByFact,
  isExampleProfile,
  isFictionalPhoneNumber,
  isValidAbn,
  placeholdersIn,
  reservedDomains,
  saysItIsFictional,
  siteFactProblems,
} from './launch-check'

describe('ABN checksum (ATO weighting, modulus 89)', () => {
  it.each(['51 824 753 556', '51824753556', '53 004 085 616', '83 914 571 673'])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true)
  })

  it.each([
    ['the placeholder', '12 345 678 901'],
    ['one digit changed', '51 824 753 557'],
    ['two digits swapped', '15 824 753 556'],
    ['too short', '51 824 753 55'],
    ['too long', '51 824 753 5566'],
    ['letters', '51 824 753 55a'],
    ['empty', ''],
    ['all zeros', '00 000 000 000'],
  ])('refuses %s', (_name, abn) => {
    expect(isValidAbn(abn)).toBe(false)
  })
})

describe('phone numbers ACMA reserves for fiction', () => {
  it.each([
    '03 5550 1234',
    '(02) 5550 0000',
    '07 7010 9999',
    '08 5550 4321',
    '+61 3 5550 1234',
    'tel:+61355501234',
    '0491 570 156',
    '0491 579 455',
    '+61 491 570 006',
    '1800 160 401',
    '1300 975 711',
  ])('flags %s', (phone) => {
    expect(isFictionalPhoneNumber(phone)).toBe(true)
  })

  it.each(['03 9963 6800', '1300 363 992', '0491 570 155', '0412 345 678', '04 9157 0157 1', '03 5551 1234'])(
    'passes the real-looking %s',
    (phone) => {
      expect(isFictionalPhoneNumber(phone)).toBe(false)
    },
  )

  it('finds them inside text', () => {
    expect(fictionalPhoneNumbers('Call 03 5550 1234 or 0491 570 156, or the OAIC on 1300 363 992.')).toEqual([
      '03 5550 1234',
      '0491 570 156',
    ])
  })
})

describe('addresses on domains reserved for examples', () => {
  it('finds .example, .test, .invalid and example.com in emails, links and text', () => {
    expect(
      reservedDomains(
        'hello@bluegum.example, https://www.site.test/about, x@example.com, example.org, a.invalid; real@bluegum.com.au',
      ),
    ).toEqual(['bluegum.example', 'www.site.test', 'example.com', 'example.org', 'a.invalid'])
  })

  it('does not flag real domains that merely contain the word', () => {
    expect(reservedDomains('examples.com.au and https://testing.org and counterexample.net')).toEqual([])
  })
})

describe('example social profiles and made-up content', () => {
  it.each([
    ['https://www.linkedin.com/company/bluegum-provider-consulting-example', true],
    ['https://www.facebook.com/bluegumconsulting.example', true],
    ['https://social.example/bluegum', true],
    ['not a link', true],
    ['https://www.linkedin.com/company/bluegum-provider-consulting', false],
  ])('%s is an example profile: %s', (href, expected) => {
    expect(isExampleProfile(href)).toBe(expected)
  })

  it('recognises text that says it is made up', () => {
    expect(saysItIsFictional('The people below are fictional team profiles')).toBe(true)
    expect(saysItIsFictional('written for this demonstration site')).toBe(true)
    expect(saysItIsFictional('Priya leads our registration work.')).toBe(false)
  })
})

describe('the launch check over content', () => {
  it('flags today’s site facts: the ABN and every social profile', () => {
    const problems = siteFactProblems(site).map((f) => f.where)
    expect(problems).toEqual(['site.abn', 'site.social.0.href', 'site.social.1.href', 'site.social.2.href'])
  })

  it('passes real-looking facts', () => {
    const real = {
      abn: '51 824 753 556',
      social: [{ name: 'LinkedIn', href: 'https://www.linkedin.com/company/bluegum-provider-consulting' }],
    }
    expect(siteFactProblems(real)).toEqual([])
    expect(placeholdersIn({ ...real, email: 'hello@bluegum.com.au', phone: '03 9963 6800' })).toEqual([])
  })

  it('finds placeholders at any depth with their path, and groups one fact found in several places', () => {
    const content = {
      page: { details: [{ value: '03 5550 1234' }, { href: 'tel:+61355501234' }], note: 'fictional people' },
      email: 'hello@bluegum.example',
    }
    const findings = placeholdersIn(content, 'x.ts: ')
    expect(findings.map((f) => f.where)).toEqual([
      'x.ts: page.details.0.value',
      'x.ts: page.details.1.href',
      'x.ts: page.note',
      'x.ts: email',
    ])
    const facts = groupByFact(findings)
    expect(facts).toHaveLength(3)
    expect(facts[0]?.places).toEqual(['x.ts: page.details.0.value', 'x.ts: page.details.1.href'])
  })
})

describe('facts a real business must confirm (issue 25)', () => {
  const content = {
    site: {
      address: { street: 'Level 2, 10 Wattle Lane', locality: 'Melbourne' },
      acknowledgement: 'We acknowledge the Wurundjeri Woi-wurrung people',
    },
    claims: { providersRegistered: '200+' },
    privacy: {
      lastUpdated: { display: '21 November 2026' },
      strings: [
        'Contact our Privacy Officer at the address below.',
        'If you pay us online, the payment is handled by our payment provider.',
        'You can ask us which providers we use and the countries involved.',
      ],
    },
  }

  it('lists the office, the acknowledgement, the claims, structured data, OG image, privacy officer, overseas countries and the date', () => {
    const whats = factsToConfirm(content).map((item) => item.what)
    for (const fact of [
      /office address/,
      /acknowledgement of Country/,
      /claims/,
      /structured data/,
      /OG\) image/,
      /privacy officer/,
      /overseas-disclosure countries/,
      /Last updated/,
    ])
      expect(
        whats.some((w) => fact.test(w)),
        String(fact),
      ).toBe(true)
    expect(factsToConfirm(content).find((i) => /office address/.test(i.what))?.value).toBe(
      'Level 2, 10 Wattle Lane, Melbourne',
    )
  })

  it('flags the policy mentioning online payments, which the site does not take, only while it does', () => {
    expect(factsToConfirm(content).some((i) => /online payments/.test(i.what))).toBe(true)
    const without = { ...content, privacy: { ...content.privacy, strings: ['Contact our Privacy Officer.'] } }
    expect(factsToConfirm(without).some((i) => /online payments/.test(i.what))).toBe(false)
  })
})
