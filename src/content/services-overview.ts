import { pageMeta } from './pages/meta'
import type { ServiceGroupId } from './services-catalogue'

/** Copy of the /services overview page. Group titles and service lists come from the catalogue. */
export const servicesOverview = {
  ...pageMeta.services,
  intro: [
    "Whether you are starting a disability support business or have been registered for years, Bluegum Provider Consulting helps you meet the NDIS Commission's requirements and run a service that participants and families trust. With 8+ years of experience, we have processed 500+ applications and helped 200+ providers become registered.",
    'Our services are grouped by where you are on your journey. Start with registration, keep your compliance on track between audits, prepare for your audit with confidence, then grow with extra licences, business advice and branding that reaches participants, families and support coordinators. Every engagement is quoted on request, and your first consultation is free.',
  ],
  groupIntros: {
    starting:
      'Plan, set up and register your disability support business with the NDIS Commission, with registration typically taking about 6-10 weeks.',
    compliance:
      'Stay registered and audit-ready with help on renewals, self-assessments, policies and the day-to-day compliance work between audits.',
    audit:
      'Understand your verification or certification audit, prepare with a mock audit and get support until any non-conformities are closed.',
    growth:
      'Expand with RTO registration, labour hire licensing and practical business advice for a sustainable NDIS business.',
    branding:
      'Accessible websites, logos, marketing materials, social media and brand strategy that help the right participants and referrers find you.',
    other:
      'Plain-English guides to the NDIS Pricing Arrangements and Price Limits, the supports the NDIS funds and the registration groups providers register for.',
  } satisfies Record<ServiceGroupId, string>,
  howWeWork: [
    {
      title: 'A free first conversation',
      detail:
        "We listen to where you are and what you need, explain your options honestly and tell you if a service isn't the right fit.",
    },
    {
      title: 'A clear written quote',
      detail:
        'Before any work starts you receive a scope, a realistic timeframe and a quote, so there are no surprises.',
    },
    {
      title: 'Done with you, not just for you',
      detail:
        'We tailor documents and applications to the supports you deliver, and make sure your team understands them and can use them every day.',
    },
    {
      title: 'Support through every step',
      detail:
        'We stay with you through submission, audit and the follow-up questions, and keep you informed about what happens next.',
    },
  ],
}
