import type { ServicePagesCopy } from './types'

export const auditPages = {
  'audit-support': {
    summary:
      'An NDIS audit is the step that turns an application into a registration, and it is also how you keep that registration. Our audit support covers the whole journey: working out which audit applies, choosing an approved quality auditor, preparing your evidence and team, and closing any non-conformities afterwards.',
    whatItIs: [
      'Every provider registering with the NDIS Quality and Safeguards Commission (NDIS Commission) must be audited by an approved quality auditor. Which audit you face depends on the registration groups you apply for. Lower-risk supports go through a verification audit, a desktop review of your evidence. Higher-risk supports, such as assistance with daily personal activities, supported independent living (SIL) and behaviour support, go through a certification audit against the NDIS Practice Standards.',
      'This group brings together our audit services. NDIS audits explained sets out how each audit works and what auditors look for. Audit preparation puts your organisation through a structured mock audit and evidence review, so gaps are fixed before the real auditor arrives.',
      "We are not an approved quality auditor and we don't conduct audits. We sit on your side of the table, and with 8+ years of experience and 200+ providers registered, we know what auditors commonly ask for and where new providers get caught out.",
    ],
    whoItIsFor: [
      'Applicants who have lodged their registration application and now need an auditor',
      'Registered providers facing a mid-term audit or a renewal audit',
      'Providers adding registration groups that move them from verification to certification',
      'Organisations that have received non-conformities and need help closing them out',
    ],
    included: [
      'Confirmation of which audit type and modules apply to your registration groups',
      'Help requesting and comparing quotes from approved quality auditors',
      'An evidence review against the NDIS Practice Standards and Quality Indicators',
      'A prioritised action list for any gaps we find',
      'Support on audit days, including help locating evidence',
      'Corrective action plans and evidence to close minor or major non-conformities',
    ],
    process: [
      {
        title: 'Confirm your scope',
        detail:
          'We review your registration groups, the scope of audit issued by the NDIS Commission and your documents to confirm the audit type, modules and timing.',
      },
      {
        title: 'Choose an auditor',
        detail:
          'We help you compare quotes from approved quality auditors and book dates that leave time to prepare. You engage and pay the auditor directly.',
      },
      {
        title: 'Prepare your evidence and team',
        detail: 'An evidence review, mock audit and staff briefings give you a prioritised list of fixes.',
      },
      {
        title: 'Get through the audit',
        detail:
          'We help you get ready for the document review and any on-site or remote visits, and stay available while they happen.',
      },
      {
        title: 'Close out findings',
        detail:
          'If the auditor raises non-conformities, we help you write corrective actions and gather evidence to close them on time.',
      },
    ],
    timeframe:
      'Preparation usually takes two to six weeks, depending on the state of your documents and the type of audit. Audit dates depend on auditor availability, so we recommend contacting auditors as soon as your application is submitted.',
    faqs: [
      {
        question: 'Do I need a verification audit or a certification audit?',
        answer:
          "It depends on the registration groups you apply for. If you apply for any group that requires certification, you will need a certification audit, and the scope of audit document from the NDIS Commission confirms what applies. Because the registration rules are being reformed, check the current requirements with the NDIS Commission, or talk to us and we'll work through your groups with you.",
      },
      {
        question: 'How much does an NDIS audit cost?',
        answer:
          'Each auditing body sets its own fees, which vary with the audit type, registration groups and modules, your size and number of sites, so get more than one quote. Our own audit support is quoted on request.',
      },
      {
        question: 'What happens if the auditor finds a problem?',
        answer:
          "The auditor records a minor or major non-conformity. You'll need to fix the issue and provide evidence within the timeframe set, and a major non-conformity can hold up a registration decision. We help you respond quickly and in a way the auditor can verify.",
      },
      {
        question: 'If we work with you, is passing guaranteed?',
        answer:
          'No consultant can guarantee an audit result, and you should be wary of anyone who does. We make sure you understand the requirements, your evidence is organised and your team is prepared.',
      },
    ],
    related: ['ndis-audit', 'ndis-audit-preparation', 'ndis-registration', 'compliance-support'],
  },

  'ndis-audit': {
    summary:
      'Verification and certification audits are how the NDIS Commission checks that a provider can deliver safe, quality supports. This page explains which audit applies to your registration groups, what happens at each stage, what auditors typically look for and how long it takes, so you can plan your registration or renewal with fewer surprises.',
    whatItIs: [
      'A verification audit applies to lower-risk supports. It is a desktop review: the auditor checks evidence of the qualifications and experience of your key staff, your insurance, and how you manage incidents, complaints and risk. There is usually no site visit.',
      'A certification audit applies to higher-risk supports, including assistance with daily personal activities, supported independent living (SIL), group and centre activities, behaviour support and early childhood supports. You are assessed against the Core Module of the NDIS Practice Standards plus any supplementary modules that match your services, such as High Intensity Daily Personal Activities, Specialist Behaviour Support, Implementing Behaviour Support Plans, Early Childhood Supports, Specialised Support Coordination or Specialist Disability Accommodation.',
      'Certification happens in two stages. Stage one is a document review of your policies, procedures and records. Stage two is an on-site or remote assessment in which the auditor interviews managers and staff and, with their consent, participants. Certified providers also have a mid-term (surveillance) audit part-way through registration, which usually runs for three years.',
      "Either audit can raise minor or major non-conformities, which must be closed with evidence within set timeframes. The auditor's report then goes to the NDIS Commission, which decides on registration.",
    ],
    whoItIsFor: [
      'People who want to understand the audit before choosing registration groups',
      'Applicants who have just received their scope of audit',
      'Providers moving from verification to certification by adding higher-risk supports',
      'Registered providers preparing for a mid-term or renewal audit',
    ],
    included: [
      'A review of your registration groups to confirm which audit type and modules apply',
      'A walk-through of the Practice Standards and Quality Indicators relevant to your services',
      'A checklist of the evidence auditors commonly ask for',
      'Guidance on what to expect from auditor interviews, including participant interviews',
      'Advice on reading and responding to the audit report',
    ],
    process: [
      {
        title: 'Confirm your scope',
        detail:
          'We confirm whether your registration groups need a verification or certification audit, and which modules apply.',
      },
      {
        title: 'Map your evidence',
        detail:
          'We check your policies, records, worker screening, insurance and staff qualifications against the standards and flag gaps.',
      },
      {
        title: 'Engage an auditor',
        detail: 'You request quotes from approved quality auditors and book your audit, paying the auditor directly.',
      },
      {
        title: 'Complete the audit',
        detail:
          'Verification is a remote evidence review. Certification is a stage one document review, then a stage two on-site or remote assessment.',
      },
      {
        title: 'Respond and receive a decision',
        detail:
          'You close any non-conformities with evidence, the auditor finalises the report and the NDIS Commission decides on your registration.',
      },
    ],
    timeframe:
      'A verification audit is often completed within a few weeks of booking, while a two-stage certification audit usually takes longer. Auditor availability and how quickly you can supply evidence have the biggest effect on timing.',
    faqs: [
      {
        question: 'What is the difference between verification and certification?',
        answer:
          'Verification is a desktop review of core evidence for lower-risk supports. Certification is a more detailed, two-stage assessment for higher-risk supports, with interviews, an on-site or remote visit and a mid-term audit.',
      },
      {
        question: 'Will the auditor talk to our participants?',
        answer:
          'In a certification audit, the auditor may ask to speak with participants, but only with their consent, and participants can decline. We can help you explain the process to participants and families respectfully and accessibly.',
      },
      {
        question: 'What do auditors look at most closely?',
        answer:
          'Common focus areas include incident, complaints and risk management, worker screening records, staff qualifications and training, and service agreements. Certification auditors also test whether staff know and follow your procedures.',
      },
      {
        question: 'How long does registration last?',
        answer:
          'Registration usually runs for three years, after which you are audited again to renew, and certified providers also have a mid-term audit in between. Check your certificate of registration and the current NDIS Commission rules, as requirements can change.',
      },
      {
        question: 'Can I choose my own auditor?',
        answer:
          "Yes. You choose an approved quality auditor from the NDIS Commission's list and pay their fees directly. Compare quotes and check availability early, as auditors can be booked out well ahead.",
      },
    ],
    related: ['ndis-audit-preparation', 'audit-support', 'ndis-funded-services', 'ndis-registration'],
  },

  'ndis-audit-preparation': {
    summary:
      'Audit preparation is a structured rehearsal for the real thing. We review your evidence against the NDIS Practice Standards, run a mock audit with your key people and give you a clear, prioritised list of fixes. Your team walks into the verification or certification audit knowing what will be asked and where to find the answers.',
    whatItIs: [
      "Many audit findings come from evidence that is hard to find, policies that don't match what staff actually do, or records that were never kept consistently. Preparation brings these gaps to the surface while there is time to fix them.",
      'We work through the Practice Standards and Quality Indicators that apply to your registration groups, including the Core Module and any supplementary modules for certification. We sample real records, such as incident reports, complaints, service agreements, support plans, risk assessments, and worker screening and training records, and compare them with your policies and your self-assessment.',
      'For certification audits, we also run mock interviews with managers and frontline staff, using the kinds of questions auditors ask. You finish with a written report, a prioritised action plan and, if you want it, our help to carry out the fixes.',
    ],
    whoItIsFor: [
      'Applicants with an audit booked or about to be booked',
      'Registered providers preparing for a mid-term or renewal audit',
      'Organisations that received non-conformities last time and want a cleaner result',
      "Providers using a purchased policy set who aren't sure it reflects how they really work",
    ],
    included: [
      'A pre-audit checklist tailored to your registration groups and modules',
      'A desktop review of your policies, procedures, forms and registers',
      'Sampling of participant and worker records against the Quality Indicators',
      'Mock interviews with management and frontline staff for certification audits',
      'A check that your self-assessment matches your evidence',
      'A written findings report with each gap rated by risk',
      'A prioritised action plan with practical fixes',
    ],
    process: [
      {
        title: 'Planning call',
        detail:
          'We confirm your registration groups, audit type and date, and arrange secure access to your documents.',
      },
      {
        title: 'Evidence review',
        detail: 'We review documents and sample records, noting evidence that is missing, out of date or inconsistent.',
      },
      {
        title: 'Mock audit',
        detail:
          'On site or by video, we interview key staff and walk through your systems the way an auditor would, so your team gets a realistic practice run.',
      },
      {
        title: 'Report and action plan',
        detail:
          'You receive a plain-English report and a prioritised action plan that separates must-fix items from improvements that can follow later.',
      },
      {
        title: 'Fix and recheck',
        detail: 'We help you update documents and brief staff, then run a follow-up review before the auditor arrives.',
      },
    ],
    timeframe:
      'For most organisations, preparation runs over two to four weeks, and longer for larger or multi-site providers. We recommend starting at least a month before your audit date so there is time to act on what we find.',
    faqs: [
      {
        question: 'How is a mock audit different from the real audit?',
        answer:
          'We use the same standards and ask similar questions, but our findings are for you, to help you improve. The real audit is conducted by an independent approved quality auditor, whose report goes to the NDIS Commission.',
      },
      {
        question: 'Our audit is next week. Can you still help?',
        answer:
          "Yes, with a focused review of the highest-risk areas, such as incident management, complaints, risk and worker screening. A short timeframe limits what can be fixed, so we'll be honest about what is realistic. If major gaps appear, it may be better to talk to your auditor about moving the date.",
      },
      {
        question: 'Do you provide policies and procedures if you find gaps?',
        answer:
          'Yes. If documents are missing or do not fit your services, we can write or adapt them through our key documentation service. We tailor them to how you actually operate, because auditors check whether staff follow what is written.',
      },
      {
        question: 'How much of our staff time will it take?',
        answer:
          'Most of the evidence review happens on our side. For certification audits, we interview a few managers and frontline workers in short sessions, which shows whether procedures are understood in practice.',
      },
      {
        question: 'Does preparation guarantee we will pass?',
        answer:
          'No one can guarantee an audit outcome. Preparation reduces the chance of surprises and helps you respond well if the auditor does raise non-conformities.',
      },
    ],
    related: ['ndis-audit', 'key-documentation', 'online-self-assessment', 'audit-support'],
  },
} satisfies ServicePagesCopy
