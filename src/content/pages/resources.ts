import { guides } from '../guides'
import { claims } from '../site'
import { pageMeta } from './meta'
import type { CallToAction, PageMeta, TextSection } from './types'

export type GuideValue = (typeof guides)[number]['value']

/** A group of checklist items under a heading (an h3 within its section). */
export interface ChecklistGroup {
  heading: string
  items: string[]
}

/** One section of a guide (an h2): an optional intro, then items, groups of items, or both. */
export interface ChecklistSection {
  heading: string
  intro?: string
  items?: string[]
  groups?: ChecklistGroup[]
}

export interface Guide extends PageMeta {
  /** The guide's value in the download-guide form; also its URL slug under /shop/. */
  value: GuideValue
  /** The guide's name, exactly as the download-guide form lists it. */
  label: string
  /** One or two sentences for the shop card. */
  teaser: string
  /** Three or four "what's inside" points for the shop card. */
  highlights: string[]
  intro: string[]
  sections: ChecklistSection[]
  closing: TextSection
  disclaimer: string
}

const guideLabel = (value: GuideValue): string => {
  const guide = guides.find((g) => g.value === value)
  if (!guide) throw new Error(`Unknown guide ${value}`)
  return guide.label
}

const checkCurrentRules =
  'Check current rules with the NDIS Commission (ndiscommission.gov.au) before you rely on any item in this checklist.'

export const registrationReadinessChecklist: Guide = {
  value: 'registration-readiness-checklist',
  label: guideLabel('registration-readiness-checklist'),
  title: 'NDIS Registration Readiness Checklist',
  description:
    'A free, printable checklist for new NDIS providers: business set-up, registration groups, worker screening, policies and records to have ready before you apply.',
  teaser:
    'Everything to have in place before you apply to the NDIS Commission, from your business structure and registration groups to worker screening, policies and registers.',
  highlights: [
    'Business foundations and key personnel',
    'Choosing registration groups and your audit type',
    'Worker screening and training records',
    'Policies mapped to the NDIS Practice Standards',
  ],
  intro: [
    'Use this checklist before you apply to the NDIS Quality and Safeguards Commission (the NDIS Commission) to become a registered NDIS provider. Work through each section and tick off what is done. Anything left unticked is something an auditor, or the Commission, is likely to ask you about.',
    'What you need depends on the supports you will deliver, and the rules are updated from time to time. The registration system was being reformed when we wrote this guide, so check current rules with the NDIS Commission before you apply.',
  ],
  sections: [
    {
      heading: 'Your business foundations',
      items: [
        'You have chosen a legal structure (sole trader, partnership, company, trust or incorporated association) and know which entity will apply. Registration is held by that entity.',
        'The entity has an ABN, a company has an ACN, and any business name you trade under is registered with ASIC.',
        'You have had accounting advice on GST. Many NDIS supports can be GST-free when the conditions are met, but not every support is.',
        'You have a business bank account and a bookkeeping system that can track services, claims and payments for each participant.',
        'You hold public liability and professional indemnity insurance, and workers compensation cover as required in your state or territory.',
        'You know who your key personnel are: the people who make or significantly influence decisions, such as directors, the chief executive and senior managers. The NDIS Commission assesses their suitability, so have their details ready.',
      ],
    },
    {
      heading: 'Your supports and registration groups',
      items: [
        'You have listed exactly which supports you will deliver, to whom and where.',
        'You have matched each support to the correct registration group using current NDIS Commission guidance, and chosen only groups you are ready to deliver.',
        'You know whether your groups need a verification audit (for lower-risk supports) or a certification audit (for higher-risk or more complex supports).',
        'You know whether any supplementary modules apply, such as high intensity daily personal activities, specialist behaviour support, implementing behaviour support plans, early childhood supports, specialised support coordination or specialist disability accommodation.',
        'You hold the qualifications, professional registrations or experience your groups require. For example, many therapy supports need registration with AHPRA or membership of the relevant professional body.',
        'You know which states and territories you will operate in.',
      ],
    },
    {
      heading: 'Portal access',
      items: [
        'The person who will lodge the application has a PRODA account, which is used to log in to the NDIS Commission Portal. The provider portals are being updated, so check the current access steps.',
        'You use a business email address, not a personal inbox, for correspondence with the Commission.',
        'You have your entity details, ABN and key personnel details ready to enter.',
      ],
    },
    {
      heading: 'Workers and worker screening',
      items: [
        'You have identified your risk-assessed roles, including key personnel roles and roles with more than incidental contact with people with disability.',
        'Every worker in a risk-assessed role has an NDIS Worker Screening Check clearance from the worker screening unit in their state or territory. Check current rules on when a worker can start while an application is in progress.',
        'You keep a worker screening register with each worker’s role, clearance number and expiry date, and you have linked your workers to your organisation in the NDIS Worker Screening Database.',
        'Every worker has completed the NDIS Worker Orientation Module, “Quality, Safety and You”, and you keep a copy of each certificate.',
        'Workers hold the qualifications their roles need, current first aid and CPR where required, a valid driver licence if they transport participants, and the right to work in Australia.',
        'You check references before appointing workers.',
        'You have position descriptions, an induction that covers the NDIS Code of Conduct, and a plan for supervision and ongoing training.',
      ],
    },
    {
      heading: 'Policies and procedures, by Practice Standards area',
      intro:
        'Your policies should describe what you actually do, in plain language, and cover each NDIS Practice Standard that applies to you. A verification audit focuses on risk, incidents, complaints and human resources; a certification audit assesses the full Core Module and any supplementary modules.',
      groups: [
        {
          heading: 'Rights and responsibilities',
          items: [
            'Person-centred supports: how each participant’s goals, preferences, culture and beliefs shape their supports.',
            'Privacy and dignity: how you collect, use, store and share participants’ information, with consent.',
            'Independence and informed choice: how participants make decisions, with support where they want it, and can involve an advocate.',
            'Preventing violence, abuse, neglect, exploitation and discrimination, and what workers must do if they suspect it.',
          ],
        },
        {
          heading: 'Governance and operational management',
          items: [
            'Governance: who makes decisions, how conflicts of interest are managed and how key personnel oversee quality.',
            'Risk management, with a risk register you review regularly.',
            'Quality management and continuous improvement.',
            'Information management and record keeping.',
            'Feedback and complaints, including telling participants they can complain to the NDIS Commission.',
            'Incident management, including notifying reportable incidents to the NDIS Commission within the required timeframes.',
            'Human resource management: recruitment, screening, induction, training, supervision and performance.',
            'Continuity of supports, and emergency and disaster management.',
          ],
        },
        {
          heading: 'Provision of supports',
          items: [
            'Access to supports: how people find out about, start and leave your services.',
            'Support planning, with regular reviews and reviews when needs change.',
            'Service agreements with participants.',
            'Responsive support provision, including how you work with other providers.',
            'Transitions to or from your service.',
          ],
        },
        {
          heading: 'Support provision environment (where it applies)',
          items: [
            'Safe environments for participants and workers.',
            'Managing participants’ money and property.',
            'Medication management.',
            'Mealtime management for participants who need support to eat and drink safely.',
            'Waste management, including infection prevention and control.',
          ],
        },
      ],
    },
    {
      heading: 'Participant documents',
      items: [
        'A service agreement template that explains supports, prices, cancellations and how to end the agreement, consistent with the current NDIS Pricing Arrangements and Price Limits.',
        'Information on participants’ rights, complaints and advocacy in accessible formats, such as Easy Read.',
        'Consent forms for sharing information and for using photos or stories.',
        'Intake, support plan and risk assessment forms.',
        'Progress or shift note templates that show supports were delivered as agreed.',
      ],
    },
    {
      heading: 'Registers and records',
      items: [
        'Incident register.',
        'Complaints and feedback register.',
        'Risk register.',
        'Continuous improvement register.',
        'Worker screening, qualifications and training register.',
        'Conflicts of interest register.',
        'Records of regulated restrictive practices, if any participant’s behaviour support plan includes them.',
        'Document control: every policy shows a version number, approval date and next review date.',
      ],
    },
    {
      heading: 'Before you submit',
      items: [
        'You have drafted your self-assessment for each applicable standard, noting the evidence behind each answer.',
        'Your key personnel have read the policies and can explain how the business meets its obligations.',
        'You have looked at the NDIS Commission’s list of approved quality auditors and know how you will request quotes once you have your scope of audit.',
        'You have a realistic budget and timeline, including the auditor’s fees, which auditors charge to you directly.',
        'You are ready to start supports safely once registered.',
      ],
    },
  ],
  closing: {
    heading: 'Timeframes and keeping up to date',
    paragraphs: [
      `With documents and evidence in order, the providers we support are typically registered in about ${claims.registrationWeeks}. Timing depends on your audit type, your auditor’s availability and the NDIS Commission’s assessment.`,
      `The NDIS Practice Standards, registration groups and Commission processes change from time to time. ${checkCurrentRules}`,
    ],
  },
  disclaimer:
    'This checklist is general information to help you prepare. It is not legal, financial or professional advice for your situation.',
}

export const auditPreparationChecklist: Guide = {
  value: 'audit-preparation-checklist',
  label: guideLabel('audit-preparation-checklist'),
  title: 'NDIS Audit Preparation Checklist',
  description:
    'A free, printable NDIS audit checklist: plan your verification or certification audit, gather evidence by Practice Standard and prepare your team.',
  teaser:
    'A step-by-step checklist for your initial, mid-term or renewal audit: planning, the evidence auditors ask for under each Practice Standards area, and what to do afterwards.',
  highlights: [
    'Choosing and booking an approved quality auditor',
    'Evidence by Practice Standards area and module',
    'Preparing workers and participants',
    'Running a mock audit and closing non-conformities',
  ],
  intro: [
    'An NDIS audit checks that your organisation meets the NDIS Practice Standards that apply to your registration. It is carried out by an approved quality auditor that you engage, who reports to the NDIS Quality and Safeguards Commission (the NDIS Commission). Use this checklist in the months and weeks before an initial, mid-term or renewal audit.',
    'There are two types of audit. A verification audit is a desktop review of documents and evidence for lower-risk supports. A certification audit has two stages, a document review and then an on-site or remote assessment that can include interviews with workers and participants, with a mid-term audit during the registration period. Audit requirements change, so check current rules with the NDIS Commission.',
  ],
  sections: [
    {
      heading: 'Plan the audit',
      items: [
        'Confirm your audit type and the standards and modules in scope, using the scope of audit from your NDIS Commission application.',
        'Request quotes from more than one approved quality auditor on the NDIS Commission’s list, and check each is approved for your audit type.',
        'Agree dates, whether the audit will be on site, remote or both, and which locations, participants and workers may be sampled.',
        'Name one audit coordinator to liaise with the auditor and collect evidence.',
        'Book time for key personnel and a sample of workers to be available.',
        'For a renewal, know your registration expiry date and leave enough time for the audit and any corrective action before it.',
      ],
    },
    {
      heading: 'Documents for the document review',
      items: [
        'Current policies and procedures, each with a version number, approval date and review date.',
        'A map showing where each applicable standard and quality indicator is evidenced.',
        'Your completed self-assessment.',
        'An organisation chart, a list of key personnel, and governance records such as meeting minutes.',
        'Insurance certificates, business registration details and any licences.',
        'Templates: service agreements, support plans, risk assessments, and incident and complaint forms.',
      ],
    },
    {
      heading: 'Evidence by Practice Standards area',
      intro:
        'Auditors look for proof that your policies happen in practice. For each area that applies to you, gather real examples from the period under audit.',
      groups: [
        {
          heading: 'Rights and responsibilities',
          items: [
            'Records showing participants were told about their rights in a way they understand.',
            'Signed consent for collecting and sharing information.',
            'Support plans that reflect each participant’s goals, preferences and culture.',
            'Training records and examples showing how you prevent and respond to abuse, neglect, exploitation and discrimination.',
          ],
        },
        {
          heading: 'Governance and operational management',
          items: [
            'Meeting minutes showing that quality, risk and incidents are discussed and acted on.',
            'A current risk register that has been reviewed and updated.',
            'A continuous improvement register with completed actions.',
            'A complaints register showing how each complaint was handled, the outcome and what changed.',
            'An incident register showing how incidents were managed, and that reportable incidents were notified to the NDIS Commission on time.',
            'Complete worker files: screening clearance, orientation module certificate, qualifications, induction, training, supervision and performance reviews.',
            'Continuity of supports and emergency and disaster management plans, including plans for individual participants where needed.',
            'Secure, organised records, with access limited to the people who need them.',
          ],
        },
        {
          heading: 'Provision of supports',
          items: [
            'Intake and assessment records for each participant.',
            'Signed service agreements that match the supports delivered.',
            'Support plans reviewed on schedule and when needs change.',
            'Progress or shift notes showing supports were delivered as planned.',
            'Transition plans for participants who joined or left your service.',
          ],
        },
        {
          heading: 'Support provision environment (where it applies)',
          items: [
            'Risk assessments for participants’ homes and other places where you deliver supports.',
            'Medication administration records and evidence of workers’ medication training.',
            'Mealtime management plans and evidence that workers follow them.',
            'Records of any participants’ money and property you manage.',
            'Infection prevention and control procedures, and waste management records.',
          ],
        },
      ],
    },
    {
      heading: 'Supplementary modules, if they are in scope',
      items: [
        'High intensity daily personal activities: a plan for each high intensity support need, and evidence that workers are trained and competent in that support.',
        'Behaviour support: behaviour support plans from an NDIS behaviour support practitioner, any state or territory authorisation needed for regulated restrictive practices, and records of their use reported to the NDIS Commission as required.',
        'Early childhood supports: evidence of family-centred, evidence-based practice and collaboration with families and other professionals.',
        'Any other module in your scope of audit: evidence against each of its quality indicators.',
      ],
    },
    {
      heading: 'Prepare your people',
      items: [
        'Workers know where to find policies and can explain how they report an incident, receive a complaint and protect participants’ privacy.',
        'Workers know the NDIS Code of Conduct and can give examples of it in their daily work.',
        'Key personnel can explain how they oversee quality, risk, complaints and incidents.',
        'Participants are invited to speak with the auditor, told that it is voluntary, and offered support such as an interpreter, a familiar person or an accessible format.',
        'Rosters let sampled workers meet the auditor without leaving supports short.',
      ],
    },
    {
      heading: 'Run a mock audit',
      items: [
        'Sample several participant and worker files and check each one against the standards.',
        'Trace one incident and one complaint from the first report to closure.',
        'Look for expired clearances, overdue plan reviews and policies past their review date.',
        'Fix the gaps you find, and record what you changed in your continuous improvement register.',
      ],
    },
    {
      heading: 'On the day',
      items: [
        'A quiet room or a reliable video link, and someone who can find records quickly.',
        'Evidence organised so you can show it, not just describe it.',
        'Honest answers: if you do not know something, say so and find out.',
        'Notes from the opening and closing meetings, including any findings.',
      ],
    },
    {
      heading: 'After the audit',
      items: [
        'Read the audit report carefully. Non-conformities are rated major or minor: major ones usually have to be fixed, with evidence, before the audit can be finalised, while minor ones need a corrective action plan. Confirm the timeframes with your auditor.',
        'Send corrective actions and evidence within the timeframes your auditor sets.',
        'Expect the auditor to send the final report to the NDIS Commission, which makes the registration decision.',
        'Add every finding to your continuous improvement register.',
        'Diarise your next audit: a mid-term audit for certification, and a renewal audit before your registration expires.',
      ],
    },
  ],
  closing: {
    heading: 'Keeping up to date',
    paragraphs: [
      'Audit processes, the NDIS Practice Standards and the list of approved quality auditors are updated from time to time, and your auditor may ask for evidence that is not listed here.',
      checkCurrentRules,
    ],
  },
  disclaimer:
    'This checklist is general information to help you prepare. It is not legal, financial or professional advice for your situation.',
}

/** Every free guide, in the order of the download-guide form's list. */
export const guidePages: readonly Guide[] = [registrationReadinessChecklist, auditPreparationChecklist]

export function findGuide(slug: string): Guide | undefined {
  return guidePages.find((g) => g.value === slug)
}

/** The path of a guide's readable page. */
export function guidePath(guide: Pick<Guide, 'value'>): string {
  return `/shop/${guide.value}`
}

export interface ResourcesPageCopy extends PageMeta {
  heading: string
  intro: string
  guidesHeading: string
  highlightsLabel: string
  howItWorks: string
  help: CallToAction
  /** Fixed wording of every guide page. */
  guidePage: {
    eyebrow: string
    backLink: string
    printLabel: string
    help: CallToAction
  }
}

export const resourcesPage: ResourcesPageCopy = {
  ...pageMeta.resources,
  heading: 'Free NDIS resources',
  intro:
    'Practical checklists we use with our own clients, free for any provider. Work through them on your own, or use them to plan your next conversation with us.',
  guidesHeading: 'Free guides',
  highlightsLabel: 'Inside this guide',
  howItWorks:
    'Enter your name and email address and the guide opens straight away. You can read it online or print it to tick off as you go.',
  help: {
    heading: 'Want a hand working through it?',
    text: 'Book a free call and we will go through your checklist with you, or tell us about your business and we will recommend where to start.',
  },
  guidePage: {
    eyebrow: 'Free checklist',
    backLink: 'All free resources',
    printLabel: 'Print this checklist',
    help: {
      heading: 'Want a hand with this checklist?',
      text: 'Book a free call and we will work through it with you and tell you what to tackle first.',
    },
  },
}
