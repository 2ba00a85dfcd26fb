import type { ServicePagesCopy } from './types'

export const startingPages = {
  'starting-ndis-business': {
    summary:
      'Starting a disability support business takes more than a caring team. You need the right structure, safe workers, sound systems and, if you want to register, an application and audit that the NDIS Quality and Safeguards Commission will accept. Our Starting Your NDIS Business services take you through each step in order, at a pace that suits you.',
    whatItIs: [
      'This group brings together everything a new provider needs before and during their first NDIS registration. Some clients already trade and want to register; others start from a blank page. Either way, we begin with the supports you want to offer and who you want to support, then map out the work that comes next.',
      'Registration itself is handled by the NDIS Quality and Safeguards Commission (the NDIS Commission). You choose registration groups, complete an online self-assessment against the NDIS Practice Standards and engage an approved quality auditor. The type of audit depends on your supports: lower-risk supports need a verification audit, while higher-risk supports, such as assistance with daily personal activities, need a certification audit.',
      'You can use one service or combine several. Registration is being reformed following the NDIS Review, so we check the current rules with the NDIS Commission at each stage and tell you about changes that affect you.',
    ],
    whoItIsFor: [
      'People planning a disability support business who are not sure where to begin',
      'Support workers and allied health professionals moving from employment to running their own business',
      'Unregistered providers who want to register so they can support NDIA-managed participants',
      'Founders who want one adviser across setup, registration and their first audit',
    ],
    included: [
      'NDIS Business Setup: choosing a structure, getting your ABN, insurance, worker screening and core systems in place before you apply.',
      'NDIS Provider Registration: choosing registration groups, lodging your NDIS Commission application, completing the self-assessment and engaging your auditor.',
      "How to Become an NDIS Provider: Certification Package: our complete package of policies, procedures, application support and audit preparation, through to the NDIS Commission's decision.",
      "Guide to PRODA and the NDIS Provider Portals: plain-English help getting access to PRODA, the NDIS Commission Portal and the NDIA's provider portal.",
    ],
    process: [
      {
        title: 'Free initial consultation',
        detail: 'We talk through your plans and where you are now, and recommend the services you actually need.',
      },
      {
        title: 'A plan in writing',
        detail: 'You receive a clear scope of work and a quote, so you know what to expect before you commit.',
      },
      {
        title: 'Setup and documentation',
        detail:
          'We help put your business foundations, policies, procedures and records in place, tailored to your supports and your team.',
      },
      {
        title: 'Application and audit',
        detail:
          'We guide you through the NDIS Commission application, the self-assessment and your audit with an approved quality auditor.',
      },
      {
        title: 'Registration decision',
        detail:
          'The NDIS Commission assesses your application and audit report and makes its decision. We stay with you until then.',
      },
    ],
    timeframe:
      "Many of our clients are registered in about 6-10 weeks. Auditor availability and NDIS Commission assessment times vary and are outside anyone's control, so we build realistic buffers into your plan.",
    faqs: [
      {
        question: 'Do I have to be registered to provide NDIS supports?',
        answer:
          'Not always. Participants who self-manage their funding or use a plan manager can generally choose unregistered providers, while NDIA-managed participants must use registered providers. Some supports, such as those involving regulated restrictive practices, can only be delivered by registered providers. These rules are changing after the NDIS Review, so check the current rules with the NDIS Commission before you decide.',
      },
      {
        question: 'Where should I start if I do not have a business yet?',
        answer:
          'Start with NDIS Business Setup. Getting your structure, insurance, worker screening and basic systems right first makes registration much smoother.',
      },
      {
        question: 'Can you guarantee my registration will be approved?',
        answer:
          'No one can guarantee an outcome, because the decision belongs to the NDIS Commission. What we can do is make sure your application, self-assessment and evidence are complete, accurate and ready for audit. Our 100% success rate to date reflects that preparation, but it is not a promise for any individual application.',
      },
      {
        question: 'How much does it cost?',
        answer:
          'Our fees are quoted on request after an initial consultation, because the work depends on your supports, your registration groups and what you already have in place. Separately, you pay your approved quality auditor directly for the audit. The NDIS Commission does not charge an application fee.',
      },
    ],
    related: ['ndis-certification-package', 'ndis-funded-services', 'audit-support', 'maintaining-compliance'],
  },

  'ndis-setup': {
    summary:
      'A well set-up business makes NDIS registration far simpler. We help new disability support providers choose a structure, get an ABN, arrange insurance, organise worker screening and build the everyday systems the NDIS Practice Standards expect, so that by the time you apply for registration you already operate the way an auditor hopes to see.',
    whatItIs: [
      'NDIS Business Setup covers the groundwork beneath a registration application. It is practical help with decisions that are easy to get wrong at the start: whether to trade as a sole trader, partnership, company or trust, what insurance you need, how you will screen and onboard workers, and how you will record incidents, complaints and participant information.',
      'We are not accountants or lawyers, and we will tell you when you need one. For tax, GST and legal questions we recommend professional advice, and we are happy to work alongside your advisers so your business setup and your NDIS obligations line up.',
      'Everything we put in place is built with the NDIS Practice Standards and the NDIS Code of Conduct in mind. The Code of Conduct applies to every provider and worker, registered or not, so these foundations are worth having even if you decide to start as an unregistered provider.',
    ],
    whoItIsFor: [
      'New founders setting up a disability support business for the first time',
      'Sole traders who plan to grow into a company with employees',
      'Unregistered providers tidying up their setup before applying for registration',
      'Organisations from other sectors creating a separate NDIS business',
    ],
    included: [
      'A setup consultation covering your planned supports, service area and growth plans',
      'Guidance on business structure, ABN and business name registration, with referrals to accountants or lawyers where needed',
      'An insurance checklist, including public liability and professional indemnity, to discuss with your broker',
      'A worker screening plan: which roles are risk-assessed and how to apply for and verify NDIS worker screening checks',
      'Starter systems for incident management, complaints, participant records and privacy',
      'Service agreement and pricing guidance aligned with the NDIS Pricing Arrangements and Price Limits',
      'A readiness checklist showing what is still needed before you apply for registration',
    ],
    process: [
      {
        title: 'Discovery call',
        detail:
          'We learn about your supports, your team and your timeline, and identify the setup tasks that apply to you.',
      },
      {
        title: 'Setup roadmap',
        detail:
          'You receive an ordered checklist showing what you will do, what we will do and what your accountant or broker will handle.',
      },
      {
        title: 'Build your foundations',
        detail:
          'We work through structure, insurance, worker screening and your core systems together, checking each item off as it is done.',
      },
      {
        title: 'Readiness review',
        detail:
          'We review everything against what registration will require and agree on the next step, whether that is applying straight away or trading unregistered for a while.',
      },
    ],
    timeframe:
      'Most setups take two to six weeks, depending on how quickly insurance and worker screening applications come back. Worker screening processing times are set by each state and territory and can vary.',
    faqs: [
      {
        question: 'Which business structure is best for an NDIS provider?',
        answer:
          'It depends on your plans, your risk and your tax position. A sole trader structure is simple to start with, while a company often suits a business planning to employ staff and grow. We explain the trade-offs in NDIS terms and recommend you confirm the decision with an accountant.',
      },
      {
        question: 'Who needs an NDIS worker screening check?',
        answer:
          "Workers in risk-assessed roles, such as roles that deliver key supports or involve more than incidental contact with participants, need a clearance from their state or territory worker screening unit. Clearances generally last five years. Registered providers must keep a record of their risk-assessed roles and each worker's clearance.",
      },
      {
        question: 'What insurance do I need?',
        answer:
          "Most providers hold public liability and professional indemnity insurance, and workers compensation applies once you employ staff under your state or territory's scheme. The right cover depends on your supports, so we give you a checklist to take to a broker. Auditors will ask to see current certificates.",
      },
      {
        question: 'Can I start delivering supports before I am registered?',
        answer:
          'In many cases, yes: unregistered providers can support self-managed and plan-managed participants, provided they follow the NDIS Code of Conduct. Some supports can only be delivered by registered providers, and the rules are being reformed. Check the current rules with the NDIS Commission for the supports you plan to offer.',
      },
    ],
    related: ['ndis-registration', 'key-documentation', 'ndis-pricing', 'business-consulting'],
  },

  'ndis-registration': {
    summary:
      'NDIS provider registration is a structured process run by the NDIS Quality and Safeguards Commission. We guide you through each stage: choosing the right registration groups, lodging your application in the NDIS Commission Portal, completing the self-assessment and engaging an approved quality auditor, so that nothing is missed and avoidable delays are kept to a minimum.',
    whatItIs: [
      'Registration shows participants, families and the NDIA that your organisation meets the NDIS Practice Standards for the supports you deliver. It is also required if you want to support participants whose plans are managed by the NDIA. Applications are made online in the NDIS Commission Portal, which you reach by logging in with PRODA.',
      'The most important early decision is which registration groups to apply for, because each group shapes your audit. Lower-risk groups need a verification audit: a desktop review of evidence such as qualifications, insurance, incident and complaints management and risk management. Higher-risk supports, including assistance with daily personal activities, supported independent living, behaviour support and early childhood supports, need a certification audit against the Core Module and any relevant supplementary modules.',
      'Our registration service focuses on getting the application right and keeping it moving. If you also want a full set of policies and procedures written for you, our certification package combines this service with tailored documentation and audit preparation.',
    ],
    whoItIsFor: [
      'Businesses ready to apply that want an expert to manage the application',
      'Unregistered providers registering so they can support NDIA-managed participants',
      'Providers unsure which registration groups match the supports they deliver',
      'Applicants whose earlier attempt at registration stalled',
    ],
    included: [
      'A registration group review that matches your supports to the right groups and the audit type each one needs',
      'Help setting up PRODA and NDIS Commission Portal access for the right people in your organisation',
      'Preparation and review of your application details before you lodge',
      'Guidance completing the online self-assessment against the NDIS Practice Standards',
      'Help choosing and engaging an approved quality auditor, including comparing quotes and audit scope',
      "Follow-up on your application through to the NDIS Commission's decision",
    ],
    process: [
      {
        title: 'Scope your registration',
        detail:
          'We confirm the supports you will deliver and agree on your registration groups and the type of audit you will need.',
      },
      {
        title: 'Prepare and lodge',
        detail:
          'We help you complete the application in the NDIS Commission Portal and check every detail before it is submitted.',
      },
      {
        title: 'Self-assessment',
        detail:
          'You complete the self-assessment with our guidance, describing how your organisation meets each applicable standard.',
      },
      {
        title: 'Engage your auditor',
        detail: 'You choose an approved quality auditor, and we help you prepare for the audit they carry out.',
      },
      {
        title: 'Commission decision',
        detail:
          'The NDIS Commission reviews your application and audit report. We help you respond to any requests for information until a decision is made.',
      },
    ],
    timeframe:
      "With documentation in place, many of our clients are registered in about 6-10 weeks. Certification audits, auditor availability and NDIS Commission assessment times can extend this, and those steps are outside anyone's control.",
    faqs: [
      {
        question: 'Does the NDIS Commission charge an application fee?',
        answer:
          'No. The NDIS Commission does not charge an application fee. You do pay the approved quality auditor you engage, and their fee depends on the type of audit, your registration groups and the size of your organisation.',
      },
      {
        question: 'How do I know whether I need a verification or certification audit?',
        answer:
          'It depends on the registration groups you apply for. If any of your groups involve higher-risk supports, such as assistance with daily personal activities or supported independent living, you will generally need a certification audit. Registration groups may change under the current reforms, so we check the current rules with the NDIS Commission before you lodge.',
      },
      {
        question: 'Can I add registration groups later?',
        answer:
          'Yes. Registered providers can apply to vary their registration to add groups, which may involve a further audit. It often makes sense to start with the supports you are ready to deliver well, then expand.',
      },
      {
        question: 'What happens after I am registered?',
        answer:
          'Registration is usually for three years. You must keep meeting the Practice Standards, follow the NDIS Code of Conduct, manage incidents and complaints, and charge within the NDIS Pricing Arrangements and Price Limits for NDIA-managed and plan-managed participants. Providers with certification-level registration groups also have a mid-term audit during the registration period.',
      },
    ],
    related: ['ndis-certification-package', 'ndis-audit', 'online-self-assessment', 'guide-to-proda'],
  },

  'ndis-certification-package': {
    summary:
      'Our How to Become an NDIS Provider package is the complete path from first conversation to registration decision. We write your policies and procedures, prepare your NDIS Commission application and self-assessment, get your team ready for audit and stay with you until the NDIS Commission decides. It is our most popular service: one team, one plan.',
    whatItIs: [
      'Becoming a registered NDIS provider means showing the NDIS Quality and Safeguards Commission, through an approved quality auditor, that your organisation meets the NDIS Practice Standards for every support you plan to deliver. This package brings together everything involved: documentation, application, self-assessment, audit preparation and follow-up.',
      'Your documentation is written for your organisation, not copied from a generic template. We map each policy and procedure to the Practice Standards that apply to you, including the Core Module and any supplementary modules your registration groups require. Then we help your team put it into practice, because auditors look for systems that work day to day.',
      'Over more than eight years we have processed more than 500 applications and helped more than 200 providers become registered, with a 100% success rate to date. That experience shapes every step, although the decision always rests with the NDIS Commission and no outcome can be guaranteed.',
    ],
    whoItIsFor: [
      'New providers who want one team to handle registration from start to finish',
      'Applicants for higher-risk supports that need a certification audit',
      'Unregistered providers ready to register and support NDIA-managed participants',
      'Providers who tried to register on their own and now want experienced help',
    ],
    included: [
      'An initial consultation and registration group review',
      'A tailored set of policies, procedures, forms and registers mapped to the NDIS Practice Standards',
      'Incident management, complaints management, risk management and worker screening systems ready for everyday use',
      'Help with PRODA access and preparing and lodging your NDIS Commission application',
      'Guided completion of your online self-assessment',
      'Help choosing an approved quality auditor, and a mock audit to prepare your team',
      'Support during the audit and help addressing any non-conformities',
      'Follow-up with you until the NDIS Commission makes its decision',
    ],
    process: [
      {
        title: 'Initial consultation',
        detail:
          'We discuss your supports and goals, confirm your registration groups and audit type, and give you a quote.',
      },
      {
        title: 'Documentation preparation',
        detail:
          'We write and tailor your policies, procedures, forms and registers, then walk your team through how to use them.',
      },
      {
        title: 'Application submission',
        detail: 'We help you lodge your application in the NDIS Commission Portal and complete your self-assessment.',
      },
      {
        title: 'Audit preparation and audit',
        detail:
          'You engage an approved quality auditor. We run a mock audit, help you gather evidence and support you through the audit itself.',
      },
      {
        title: 'Registration decision',
        detail:
          'The NDIS Commission assesses your application and audit report. We help with any follow-up questions until you receive its decision.',
      },
    ],
    timeframe:
      "Many clients complete the journey in about 6-10 weeks. Certification audits are done in two stages and can take longer, and NDIS Commission assessment times vary and are outside anyone's control.",
    faqs: [
      {
        question: 'Is this the same as "how to become an NDIS provider" or "how to register as an NDIS provider"?',
        answer:
          'Yes. However you search for it, this package is our complete service for becoming a registered NDIS provider, combining our registration service with tailored documentation and audit preparation.',
      },
      {
        question: 'Do I still need to be involved if you prepare the paperwork?',
        answer:
          'Yes, and that is deliberate. Auditors interview your key people and look for evidence that your policies are followed in practice, so we work with you rather than around you, and keep the time you spend focused.',
      },
      {
        question: 'What does the package cost?',
        answer:
          'Fees are quoted on request after your initial consultation, because they depend on your registration groups, size and existing documentation. Auditor fees are separate and paid by you directly to the auditor. The NDIS Commission does not charge an application fee.',
      },
      {
        question: 'What if the auditor finds non-conformities?',
        answer:
          'That is common and does not mean your application has failed. We help you fix each issue and provide evidence to close it within the timeframe the auditor sets.',
      },
      {
        question: 'Do you guarantee approval?',
        answer:
          'No. Every registration decision is made by the NDIS Commission, so no consultant can honestly guarantee one. What we can do is make sure your application is complete, accurate and backed by real evidence, which is what our track record is built on.',
      },
    ],
    related: ['ndis-registration', 'key-documentation', 'ndis-audit-preparation', 'guide-to-proda'],
  },

  'guide-to-proda': {
    summary:
      "PRODA, the NDIS Commission Portal and the NDIA's provider portal each do a different job, and mixing them up is one of the most common reasons new providers lose time. This guide explains what each system is for, who in your organisation needs access and how to avoid the set-up problems we see most often.",
    whatItIs: [
      "PRODA (Provider Digital Access) is the Australian Government's online authentication service. It is not an NDIS system itself: it is the secure login you use to reach several government portals. Each person who needs access sets up their own PRODA account using their own identity documents, and the organisation is then linked to the people who act for it.",
      "The NDIS Commission Portal is where you apply for registration, complete your self-assessment, manage your registration details, renew, and notify the NDIS Commission of reportable incidents and other changes. You reach it by logging in with PRODA. On the NDIA's side, the myplace provider portal has been used for service bookings and payment requests; as participants move to the NDIA's new PACE system, it is being replaced by the my NDIS provider portal. Portal names and features are changing, so check the current details with the NDIA and the NDIS Commission.",
      "We help you set up access correctly the first time. PRODA accounts are personal and must not be shared, so we guide each person through their own login rather than asking for anyone's details.",
    ],
    whoItIsFor: [
      'New applicants setting up PRODA for the first time',
      'Providers who cannot see their organisation after logging in',
      'Business owners who need to give staff access without sharing logins',
      'Registered providers preparing for the move to the my NDIS provider portal',
    ],
    included: [
      "A plain-English explanation of PRODA, the NDIS Commission Portal and the NDIA's provider portals",
      'Step-by-step guidance creating individual PRODA accounts and verifying identity',
      'Help linking your organisation and giving the right staff the right level of access',
      'Troubleshooting common problems, such as names or business details that do not match government records',
      'A walkthrough of everyday tasks, from updating registration details to notifying incidents',
      'Pointers to the official NDIA and NDIS Commission contact channels for issues only they can resolve',
    ],
    process: [
      {
        title: 'Check what you need',
        detail:
          'We confirm which portals your organisation needs now and later, and who in your team should have access.',
      },
      {
        title: 'Set up PRODA',
        detail: 'Each person creates and verifies their own PRODA account, with our guidance on the identity steps.',
      },
      {
        title: 'Connect your organisation',
        detail:
          "We help you link your organisation and reach the NDIS Commission Portal, and later the NDIA's provider portal once you are registered.",
      },
      {
        title: 'Learn the everyday tasks',
        detail: 'We show your team the functions they will use most and how to update access when staff change.',
      },
    ],
    timeframe:
      'An individual PRODA account can often be set up in a single session once identity documents are at hand. Linking an organisation and fixing mismatched records can take longer, particularly when a government help line is needed.',
    faqs: [
      {
        question: 'What is the difference between PRODA and the NDIS Commission Portal?',
        answer:
          'PRODA is the login; the NDIS Commission Portal is one of the places it lets you into. You use the NDIS Commission Portal for registration, renewals, your self-assessment and incident notifications, and you reach it by logging in with PRODA.',
      },
      {
        question: 'Can my staff use my PRODA login?',
        answer:
          'No. PRODA accounts belong to individuals and should never be shared. Each staff member needs their own account, and the organisation then gives them the access they need. This also keeps a clear record of who did what.',
      },
      {
        question: 'Do I need the myplace or my NDIS provider portal before I am registered?',
        answer:
          "Generally, no. The NDIA's provider portal is used once you are registered, for tasks such as payment requests for NDIA-managed participants. The NDIA is moving to the my NDIS provider portal as participants transition to PACE, so check the current arrangements with the NDIA.",
      },
      {
        question: "Why can't I see my organisation after logging in?",
        answer:
          'Usually the organisation has not yet been linked to your PRODA account, or the details entered do not match government records such as your ABN registration. We help you work out which it is and what to do next. Some fixes can only be made by the relevant agency.',
      },
    ],
    related: ['ndis-registration', 'ndis-certification-package', 'starting-ndis-business'],
  },
} satisfies ServicePagesCopy
