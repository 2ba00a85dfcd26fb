import type { ServicePagesCopy } from './types'

/** Long copy for the Maintaining Registration & Compliance group page and its four child services. */
export const compliancePages = {
  'maintaining-compliance': {
    summary:
      'Registration is not the finish line. Registered NDIS providers must keep meeting the NDIS Practice Standards, manage incidents and complaints, keep worker screening current and renew on time. Our Maintaining Registration & Compliance services keep your organisation audit-ready between audits, so compliance becomes part of how you work rather than a scramble before each deadline.',
    whatItIs: [
      'Once you are registered, the NDIS Commission expects your systems to work every day, not just during an audit. That means recording and responding to incidents, notifying reportable incidents to the Commission (most within 24 hours), handling complaints fairly, keeping worker screening and training records up to date, and charging within the NDIS Pricing Arrangements and Price Limits, which the NDIA reviews each year and usually changes on 1 July.',
      'Registration usually lasts three years. Providers with certification-level registration groups also have a mid-term audit during that period, and every provider must apply to renew before their registration expires. Each of these steps is much easier when evidence has been kept as you go.',
      'This group of services gives you as much or as little help as you need, from a single policy review to an ongoing compliance partner. Because registration is being reformed after the NDIS Review, we keep an eye on changes and check the current rules with the NDIS Commission, so you are not caught out.',
    ],
    whoItIsFor: [
      'Registered providers approaching their renewal date',
      'Providers preparing for a mid-term or renewal audit',
      'Small teams without a dedicated quality or compliance officer',
      'Growing organisations whose policies no longer match how they operate',
      'Providers that received non-conformities and want to stop them recurring',
    ],
    included: [
      'NDIS Registration Renewal: planning your renewal application, updating your evidence and preparing you for your next audit.',
      'NDIS Online Self-Assessment: completing the NDIS Commission self-assessment with responses that match your evidence.',
      'Ongoing NDIS Compliance Support: a compliance partner for incidents, complaints, worker screening records, policy reviews and continuous improvement.',
      'NDIS Policies, Procedures and Key Documentation: policies, procedures, forms and registers written for your services and mapped to the NDIS Practice Standards.',
    ],
    process: [
      {
        title: 'Compliance health check',
        detail:
          'We review your registration details, upcoming dates, policies and records, and identify gaps or risks.',
      },
      {
        title: 'Agree priorities',
        detail: 'You receive a short, prioritised action list and a quote for the support you choose.',
      },
      {
        title: 'Fix and maintain',
        detail:
          'We work with your team to close gaps, update documentation and set up simple routines that keep evidence current.',
      },
      {
        title: 'Prepare for key dates',
        detail: 'Ahead of mid-term audits and renewal, we make sure your self-assessment, records and team are ready.',
      },
    ],
    timeframe:
      'A compliance health check usually takes one to two weeks. Ongoing support runs for as long as it is useful to you, and we recommend starting renewal preparation several months before your registration expires.',
    faqs: [
      {
        question: 'How do I know when my registration expires?',
        answer:
          'Your certificate of registration and your record in the NDIS Commission Portal show the expiry date. The NDIS Commission usually contacts providers about renewal, but applying on time is your responsibility, so put the date in your calendar well in advance.',
      },
      {
        question: 'Do the NDIS rules change?',
        answer:
          'Yes. The Pricing Arrangements and Price Limits are reviewed every year, and the registration system is being reformed after the NDIS Review. We track changes, check the current rules with the NDIS Commission and the NDIA, and tell you what they mean for your policies and practice.',
      },
      {
        question: 'We only have a few staff. Do we still need all of this?',
        answer:
          'Obligations scale with your supports and size, but the basics apply to every registered provider: incident and complaints management, worker screening, risk management and following the NDIS Code of Conduct. We keep systems proportionate so they are easy for a small team to run.',
      },
      {
        question: 'What happens if we fall out of compliance?',
        answer:
          'The NDIS Commission has a range of compliance and enforcement powers, and serious or ongoing problems can affect your registration. Most issues are far easier to fix when they are caught early, which is why regular reviews matter.',
      },
    ],
    related: ['audit-support', 'ndis-audit-preparation', 'ndis-pricing', 'starting-ndis-business'],
  },

  'ndis-renewal-registration': {
    summary:
      'NDIS registration usually lasts three years, and renewing it involves the same core steps as registering: an application in the NDIS Commission Portal, a self-assessment and an audit by an approved quality auditor. We plan your renewal early, bring your evidence up to date and prepare your team, so the process is calm and on time.',
    whatItIs: [
      'Renewal is your chance to show the NDIS Commission that your organisation has kept meeting the NDIS Practice Standards throughout your registration period. You apply in the NDIS Commission Portal before your registration expires, confirm or update your registration groups, complete a self-assessment and engage an approved quality auditor for a recertification or verification audit, depending on your groups.',
      'A renewal audit looks at what has actually happened over your registration period, not just at your written policies. Auditors typically sample incident records, complaints, worker screening and training records, participant files and evidence of continuous improvement. Gaps that built up quietly over time often surface here.',
      'We help you find and fix those gaps before the auditor does. If your services have changed since you first registered, we also help you review whether your registration groups still fit. The renewal process is affected by the registration reforms, so we check the current rules with the NDIS Commission as we plan.',
    ],
    whoItIsFor: [
      'Registered providers in the final year of their registration period',
      'Providers whose services, staff or leadership have changed since they registered',
      'Organisations that registered with another consultant or on their own',
      'Providers who had non-conformities at their last audit',
    ],
    included: [
      'A renewal timeline worked back from your expiry date',
      'A review of your registration groups against the supports you now deliver',
      'A gap review of your policies, procedures, records and registers',
      'Updates to documents that no longer reflect current practice or rules',
      'Guidance with the renewal application and self-assessment in the NDIS Commission Portal',
      'A mock audit and help preparing staff for auditor interviews',
      'Support closing any non-conformities raised by your auditor',
    ],
    process: [
      {
        title: 'Plan the renewal',
        detail:
          'We confirm your expiry date, your registration groups and the audit you will need, then set a timeline.',
      },
      {
        title: 'Review and update',
        detail: 'We review your records and documentation and help you fix gaps and update anything out of date.',
      },
      {
        title: 'Apply and self-assess',
        detail: 'You lodge your renewal application and complete your self-assessment with our guidance.',
      },
      {
        title: 'Audit',
        detail:
          'You engage an approved quality auditor. We run a mock audit beforehand and support you during and after the real one.',
      },
      {
        title: 'Decision',
        detail:
          'The NDIS Commission considers your application and audit report, and we help with any follow-up until it decides.',
      },
    ],
    timeframe:
      "We recommend starting renewal preparation four to six months before your registration expires. The audit and the NDIS Commission's assessment can take several weeks, and their timing is outside anyone's control.",
    faqs: [
      {
        question: 'When should I start preparing for renewal?',
        answer:
          'Earlier than most providers expect. Starting four to six months before expiry gives you time to fix gaps, book an auditor for a suitable date and lodge without rushing. Renewal timeframes can change, so check the current rules with the NDIS Commission.',
      },
      {
        question: 'What happens if my registration expires before the renewal is decided?',
        answer:
          'Generally, if you lodge your renewal application before your registration expires, your registration continues while the NDIS Commission considers it. If you miss the expiry date, you may need to apply again as a new provider. Check the current rules with the NDIS Commission for your situation.',
      },
      {
        question: 'Is a renewal audit easier than the first one?',
        answer:
          'Not necessarily. An initial audit focuses largely on whether your systems are in place, while a renewal audit looks for evidence that they have been used over time. Providers with good records usually find it straightforward; those without them can find it harder than the first.',
      },
      {
        question: 'Can I change my registration groups at renewal?',
        answer:
          'Yes, renewal is a natural time to review them. Adding higher-risk groups may change the type of audit you need, so we work through the implications with you before you lodge.',
      },
    ],
    related: ['online-self-assessment', 'ndis-audit-preparation', 'compliance-support', 'key-documentation'],
  },

  'online-self-assessment': {
    summary:
      'Every NDIS registration and renewal includes a self-assessment against the NDIS Practice Standards, completed in the NDIS Commission Portal, and it is often where your auditor starts. We help you write clear, honest responses that describe how your organisation actually works and point to the evidence your auditor will ask to see.',
    whatItIs: [
      'The self-assessment asks you to explain how your organisation meets the NDIS Practice Standards that apply to your registration groups. For higher-risk supports that means the Core Module, covering rights and responsibilities, governance and operational management, provision of supports and the support provision environment, plus any relevant supplementary modules. Lower-risk groups that need a verification audit have a smaller set of requirements.',
      'A common mistake is treating the self-assessment as a box-ticking exercise, or copying generic wording that does not match reality. Auditors compare what you write with your documents, records and staff interviews. When the two do not line up, it raises questions that can lead to non-conformities.',
      'We help you prepare responses that are accurate, specific and linked to real evidence. If we find a gap while drafting, we tell you, so you can fix it before the audit rather than during it.',
    ],
    whoItIsFor: [
      'New applicants lodging their first registration application',
      'Registered providers preparing a renewal self-assessment',
      'Providers adding registration groups through a variation',
      'Teams who started the self-assessment and got stuck',
    ],
    included: [
      'An explanation of which standards and modules apply to your registration groups',
      'A working session to gather information from the people who run your services',
      'Draft responses for each applicable standard, written in plain language',
      'An evidence map linking each response to the documents and records that support it',
      'A gap list with practical suggestions for anything that is missing',
      'A final review before you submit in the NDIS Commission Portal',
    ],
    process: [
      {
        title: 'Confirm the scope',
        detail: 'We confirm your registration groups and which standards and modules your self-assessment must cover.',
      },
      {
        title: 'Gather information',
        detail: 'We talk with you and your key people about how your services really operate.',
      },
      {
        title: 'Draft and map',
        detail: 'We draft your responses and link each one to supporting evidence, flagging any gaps.',
      },
      {
        title: 'Review and submit',
        detail:
          'You review and approve the responses, then submit them yourself in the NDIS Commission Portal with our guidance.',
      },
    ],
    timeframe:
      'Most self-assessments take one to three weeks, depending on the number of registration groups and how much of your evidence is already in place.',
    faqs: [
      {
        question: 'Can you complete the self-assessment for us?',
        answer:
          "We draft the responses with you, but the self-assessment is your organisation's statement to the NDIS Commission and it must be accurate. You review, approve and submit it through your own PRODA login, so you stay in control of what is lodged.",
      },
      {
        question: 'How long should our responses be?',
        answer:
          'Long enough to explain what you do and where the evidence is, and no longer. Clear, specific answers that name your actual policies, registers and practices are more useful to an auditor than pages of generic text.',
      },
      {
        question: 'What if we do not yet meet a standard?',
        answer:
          'Be honest about it. We help you understand what is needed and plan how to close the gap before your audit. Overstating your compliance usually creates bigger problems once the auditor arrives.',
      },
      {
        question: 'Is the self-assessment the same for verification and certification?',
        answer:
          'No. Certification covers the Core Module and any relevant supplementary modules, while verification focuses on a smaller set of requirements. The portal shows what applies to your application, and these requirements may change as registration is reformed, so check the current rules with the NDIS Commission.',
      },
    ],
    related: ['ndis-registration', 'ndis-renewal-registration', 'ndis-audit-preparation', 'key-documentation'],
  },

  'compliance-support': {
    summary:
      "In a registered NDIS business, compliance questions turn up every week: a possible reportable incident, a tricky complaint, a new worker's screening check, a change to the Price Limits. Our ongoing compliance support gives you an experienced partner to call on, plus regular reviews that keep your systems working and your organisation ready for its next audit.",
    whatItIs: [
      'Ongoing compliance support is for registered providers who want expert help on hand without employing a full-time quality manager. We help you apply your policies to real situations as they happen, and we keep your systems, records and documents current between audits.',
      'Much of the work is practical. When an incident occurs, we help you work out whether it is a reportable incident that must be notified to the NDIS Commission, most within 24 hours. When a complaint comes in, we help you respond fairly and record it properly. We also help you keep worker screening, training and continuous improvement records up to date, and review your charging when the NDIS Pricing Arrangements and Price Limits change, usually on 1 July.',
      'Support is tailored to your size and services, and fees are quoted on request. Your organisation remains responsible for its decisions and notifications; our role is to make sure you have good information and a clear process when you need them.',
    ],
    whoItIsFor: [
      'Registered providers without a dedicated quality or compliance role',
      'Managers who want a second opinion before acting on an incident or complaint',
      'Providers with a mid-term, renewal or variation audit on the horizon',
      'Growing organisations taking on new staff and services',
      'Providers working through non-conformities or requests from the NDIS Commission',
    ],
    included: [
      'Access to a consultant for compliance questions during our support hours',
      'Guidance on incident management, including whether and how to notify reportable incidents',
      'Complaints management support, from first response to recording the outcome',
      'Reviews of worker screening and training records',
      'Regular reviews of your incident, complaints, risk and continuous improvement registers',
      'Policy updates when NDIS rules, the Practice Standards or the Pricing Arrangements change',
      'Internal audits to check your systems work the way they are written',
    ],
    process: [
      {
        title: 'Initial review',
        detail:
          'We review your current systems and records to understand where you stand and what needs attention first.',
      },
      {
        title: 'Agree the support',
        detail:
          'We agree the level of support, review schedule and contact arrangements that suit your organisation, and provide a quote.',
      },
      {
        title: 'Day-to-day help',
        detail: 'You contact us when questions arise, and we help you respond promptly and record what was done.',
      },
      {
        title: 'Regular check-ins',
        detail:
          'At agreed intervals we review your registers and records, update documents and report on progress and risks.',
      },
    ],
    timeframe:
      'The initial review usually takes one to two weeks, and ongoing support then follows the schedule we agree. Urgent incident questions are prioritised within our support hours, Monday to Friday, 8am to 6pm AEST.',
    faqs: [
      {
        question: 'Will you notify reportable incidents for us?',
        answer:
          "Notifying the NDIS Commission remains your organisation's responsibility, and it is done through your own NDIS Commission Portal access. We help you decide whether an incident is reportable, what to include and what follow-up is needed, so you can notify quickly and accurately. Most reportable incidents must be notified within 24 hours.",
      },
      {
        question: 'What should we do in an emergency outside business hours?',
        answer:
          'If anyone is at risk, contact emergency services first and follow your incident management procedure. Your notification obligations to the NDIS Commission still apply out of hours, and we can help with follow-up and records from the next business day.',
      },
      {
        question: 'Do we need compliance support if we passed our audit?',
        answer:
          'Passing an audit shows your systems were in place at that time. The NDIS Commission expects them to keep working, and mid-term and renewal audits look for evidence over the whole registration period. Regular support makes those audits far simpler.',
      },
      {
        question: 'Can you help us respond to the NDIS Commission?',
        answer:
          'Yes. If the NDIS Commission contacts you about a complaint, an incident or a compliance matter, we help you understand what is being asked and prepare a clear, accurate response with the right evidence.',
      },
    ],
    related: ['key-documentation', 'ndis-renewal-registration', 'ndis-pricing', 'audit-support'],
  },

  'key-documentation': {
    summary:
      'Your policies and procedures are the backbone of NDIS compliance. They tell your staff what to do and show your auditor how you meet the NDIS Practice Standards. We write policies, procedures, forms and registers for the supports you actually deliver, in plain language your team can follow, and map each one to the standards it addresses.',
    whatItIs: [
      'Auditors do not just check whether you have a policy; they check whether it fits your services and whether your staff follow it. Generic template packs often describe services you do not deliver, use jargon your team does not understand or contradict each other. That creates risk at audit and confusion in day-to-day work.',
      'We build your documentation around your registration groups and your way of working. A typical set covers governance, risk management, participant rights, privacy and consent, incident management, complaints management, worker screening and human resources, service agreements, support planning, and emergency and disaster management, plus any areas your supports add, such as behaviour support or high intensity daily personal activities.',
      'Each document is mapped to the relevant NDIS Practice Standards and the NDIS Code of Conduct. We also prepare the forms and registers that produce the evidence auditors look for, such as incident, complaints, risk, worker screening and continuous improvement registers.',
    ],
    whoItIsFor: [
      'New providers preparing for registration',
      'Providers whose template documents no longer match their services',
      'Organisations adding registration groups that bring new requirements',
      'Providers who received documentation-related non-conformities',
    ],
    included: [
      'A review of your existing documents and the supports you deliver',
      'Tailored policies and procedures mapped to the NDIS Practice Standards and the NDIS Code of Conduct',
      'Forms and templates, including incident reports, complaint forms and service agreements',
      'Registers for incidents, complaints, risks, worker screening, training and continuous improvement',
      'A mapping document showing which document addresses which standard',
      'A walkthrough session so your team understands and can use the system',
      'Editable files you can update as your organisation grows',
    ],
    process: [
      {
        title: 'Scope',
        detail:
          'We review your registration groups, services and existing documents, and agree what needs to be written or updated.',
      },
      {
        title: 'Draft',
        detail: 'We prepare tailored drafts, asking questions wherever your real-world practice needs to be reflected.',
      },
      {
        title: 'Review',
        detail: 'You review the drafts with your key people, and we make revisions.',
      },
      {
        title: 'Implement',
        detail: 'We deliver the final documents and mapping, and walk your team through putting them into practice.',
      },
    ],
    timeframe:
      'A full documentation set typically takes two to four weeks, depending on the number of registration groups and how quickly we receive your feedback. Updating an existing set is usually quicker.',
    faqs: [
      {
        question: 'Can we just use a template pack instead?',
        answer:
          'You can, but templates need careful tailoring. Auditors regularly find template policies that refer to services the provider does not offer or processes nobody follows. Documentation written for your organisation saves time at audit and is easier for staff to use.',
      },
      {
        question: 'Which policies do we need?',
        answer:
          'It depends on your registration groups. Every registered provider needs core documents such as incident management, complaints management, risk management and worker screening, and higher-risk supports need more, based on the relevant supplementary modules. We confirm the list with you at the start.',
      },
      {
        question: 'How often should policies be reviewed?',
        answer:
          'At least once a year, and whenever something significant changes, such as new services, a serious incident or a change to NDIS rules or the Pricing Arrangements. We can schedule reviews as part of our ongoing compliance support.',
      },
      {
        question: 'Will the documents be in a format we can edit?',
        answer:
          'Yes. You receive editable files, so you can keep them up to date as your organisation changes and add your own branding.',
      },
    ],
    related: ['ndis-certification-package', 'compliance-support', 'ndis-audit-preparation', 'online-self-assessment'],
  },
} satisfies ServicePagesCopy
