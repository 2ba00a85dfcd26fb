import { JOURNEY_SERVICE_INTEREST } from '../service-interest'
import { claims, site } from '../site'
import { pageMeta } from './meta'
import type { CallToAction, PageLink, PageMeta, Point } from './types'

export interface TeamMember {
  name: string
  role: string
  bio: string
}

export interface Stat {
  value: string
  label: string
}

export interface AboutPageCopy extends PageMeta {
  heading: string
  intro: string
  stats: Stat[]
  statsNote: string
  story: { heading: string; paragraphs: string[] }
  approach: { heading: string; intro: string; points: Point[] }
  values: { heading: string; points: Point[] }
  team: { heading: string; intro: string; note: string; members: TeamMember[] }
  whyUs: { heading: string; points: string[]; links: PageLink[] }
  cta: CallToAction & { signupLabel: string; serviceInterest: string }
}

const rating = `${claims.rating.value.toFixed(1)}`

export const aboutPage: AboutPageCopy = {
  ...pageMeta.about,
  heading: `About ${site.name}`,
  intro:
    'We help disability service organisations become registered NDIS providers and stay compliant once they are. That means plain advice, documents written around how you actually work, and a consultant who knows your file by name.',
  stats: [
    { value: claims.providersRegistered, label: 'providers registered' },
    { value: claims.yearsExperience, label: 'years of experience' },
    { value: claims.successRate, label: 'success rate' },
    { value: claims.applicationsProcessed, label: 'applications processed' },
    { value: claims.registrationWeeks, label: 'typical time to registration' },
    { value: rating, label: `rating from ${claims.rating.count} reviews` },
  ],
  statsNote:
    'Registration decisions are made by the NDIS Quality and Safeguards Commission. Our track record describes the applications we have supported so far; it cannot guarantee the outcome of a future application.',
  story: {
    heading: 'Our story',
    paragraphs: [
      'Bluegum began in Melbourne with a simple observation. Skilled support workers, therapists and coordinators were starting their own disability services, and what held them back was rarely the quality of their care. It was the paperwork: showing, in writing, how they protect participants’ rights, manage risk, handle complaints and incidents, and screen and train their workers.',
      `Over more than eight years we have turned that experience into a practical, repeatable way of working. We have helped ${claims.providersRegistered} providers become registered and processed ${claims.applicationsProcessed} applications, working with sole traders and growing organisations alike.`,
      'We are still a small team based in Melbourne, and we work with providers across Australia by video call and phone. Our name comes from the blue gum, a eucalypt native to south-eastern Australia: hardy, local and built for the long haul.',
    ],
  },
  approach: {
    heading: 'How we work',
    intro:
      'Registration is not a form you fill in once. It is a set of systems you will run every day, so we build them with you rather than for you.',
    points: [
      {
        title: 'We start with your services',
        detail:
          'First we learn what you do and who you support, then choose the registration groups that fit. Registering for supports you do not deliver only adds audit scope and cost.',
      },
      {
        title: 'Documents that match reality',
        detail:
          'Your policies, procedures and forms are written around your services, your size and your team, and mapped to the NDIS Practice Standards. Auditors test whether you do what your documents say, so we make sure you can.',
      },
      {
        title: 'Evidence before the audit',
        detail:
          'We check your records, registers and worker screening evidence against what approved quality auditors look for, and fix gaps before the audit rather than after it.',
      },
      {
        title: 'Straight answers',
        detail:
          'If something will slow your application or needs a specialist, such as legal or tax advice, we tell you early. Where rules are changing, we check current guidance from the NDIS Commission instead of guessing.',
      },
    ],
  },
  values: {
    heading: 'What we value',
    points: [
      {
        title: 'Participants first',
        detail:
          'Registration exists to keep people with disability safe and in control of their supports. We help you build systems that do that every day, not just on audit day.',
      },
      {
        title: 'Honesty',
        detail:
          'We give realistic timeframes, explain what is and is not in our control, and never promise an outcome that only the NDIS Commission can decide.',
      },
      {
        title: 'Plain language',
        detail:
          'Everything we write for you should make sense to your newest support worker, and to the participants and families you work with.',
      },
      {
        title: 'Respect and inclusion',
        detail:
          'We work with providers of every size and background, including First Nations and culturally and linguistically diverse organisations, and we care about culturally safe, accessible services.',
      },
    ],
  },
  team: {
    heading: 'Our team',
    intro: 'You will work with a small group of consultants who each know your project.',
    note: 'The people below are fictional team profiles written for this demonstration site; they do not describe real individuals.',
    members: [
      {
        name: 'Priya Natarajan',
        role: 'Principal Consultant, Registration',
        bio: 'Priya leads our registration work. She came to consulting from quality and risk roles in community services, and guides providers from the first conversation through to the NDIS Commission’s decision.',
      },
      {
        name: 'Tom Whitlock',
        role: 'Audit Readiness Lead',
        bio: 'Tom runs our mock audits and evidence reviews. He helps teams understand what an approved quality auditor will ask for, and how to show it calmly on the day.',
      },
      {
        name: 'Mereana Walker',
        role: 'Compliance Partner',
        bio: 'Mereana supports registered providers between audits: incident and complaints systems, worker screening records, policy reviews and registration renewals.',
      },
      {
        name: 'Daniel Nguyen',
        role: 'Client Success Manager',
        bio: 'Daniel is often your first point of contact. He books consultations, keeps each project on schedule and makes sure no question waits in an inbox.',
      },
    ],
  },
  whyUs: {
    heading: 'Why providers choose us',
    points: [
      `${claims.providersRegistered} providers registered and ${claims.applicationsProcessed} applications processed.`,
      `${claims.yearsExperience} years of experience with NDIS registration, audits and the NDIS Practice Standards.`,
      `A ${claims.successRate} success rate, with honest advice about anything that could affect your application.`,
      `Registration typically in about ${claims.registrationWeeks}, with a clear plan from the first week.`,
      `Rated ${rating} from ${claims.rating.count} reviews.`,
      `Email replies ${site.emailResponse} during our support hours (${site.supportHours}).`,
    ],
    links: [
      { label: 'See our packages and how quoting works', href: '/pricing' },
      { label: 'Browse all of our services', href: '/services' },
      { label: 'Download a free registration checklist', href: '/shop' },
    ],
  },
  cta: {
    heading: 'Ready to talk about your registration?',
    text: 'Book a free call and we will walk through your services, the registration groups that fit and a realistic timeline, with no obligation.',
    signupLabel: 'Start your registration',
    serviceInterest: JOURNEY_SERVICE_INTEREST,
  },
}
