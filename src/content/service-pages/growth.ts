import type { ServicePagesCopy } from './types'

export const growthPages = {
  'licensing-business-growth': {
    summary:
      'Once your NDIS registration is in place, growth often brings new regulatory questions. Our Additional Licensing & Business Growth services help disability service providers expand with confidence, whether that means registering a training organisation, checking whether you need a labour hire licence or building a more sustainable business with practical consulting support.',
    whatItIs: [
      'Growing a disability support business rarely stops at NDIS registration. Some providers want to train their own workforce, others start supplying support workers to other organisations, and many simply need a clearer plan for pricing, cash flow and staffing. Each path has its own rules and, often, its own regulator.',
      'This group brings together three services. RTO registration helps you register a training organisation with ASQA, or with the VRQA or TAC WA where they apply, to deliver accredited disability training. Labour hire licence applications help you work out whether a state or territory labour hire scheme may cover your staffing arrangements and, if so, apply. Business consulting gives you practical advice on service mix, pricing within the NDIS Price Limits, cash flow, workforce and quality systems.',
      "We bring the same approach we use for NDIS registration: understand the rules, prepare evidence carefully and be honest about timeframes. Where a question needs a lawyer, an accountant or the regulator's own view, we'll tell you so.",
    ],
    whoItIsFor: [
      'Registered NDIS providers planning their next stage of growth',
      'Providers who want to train and qualify their own support workers',
      'Organisations supplying workers to other providers or businesses',
      'Owners who are busy but not as profitable as they expected, or unsure where to grow next',
      'Providers considering a new state or territory, or a new line of services',
    ],
    included: [
      'An initial growth conversation about your goals and current position',
      'Advice on which licences, registrations or approvals your plans may trigger',
      'RTO registration guidance, from scope of registration to application',
      'Labour hire licence assessment and application support in Victoria, Queensland, South Australia and the ACT',
      'Business consulting on pricing, cash flow, workforce and quality systems',
      'Referrals to legal or financial professionals where specialist advice is needed',
    ],
    process: [
      {
        title: 'Discovery',
        detail:
          'We talk through where your business is now and where you want it to go, so we can recommend the right starting point.',
      },
      {
        title: 'Regulatory map',
        detail:
          'We identify which regulators and requirements your plans may involve, and flag questions that need confirming with a regulator or a legal adviser.',
      },
      {
        title: 'Plan',
        detail:
          'You receive a sequenced plan showing what to do first, what you will need to prepare and realistic timeframes for each step.',
      },
      {
        title: 'Deliver',
        detail:
          'We work alongside you on the applications or consulting work you choose, keeping you informed at every stage.',
      },
      {
        title: 'Review',
        detail: 'As you grow, we check in so new licences and compliance requirements do not catch you by surprise.',
      },
    ],
    timeframe:
      'Timeframes vary widely across this group. Business consulting can start within days, labour hire applications depend on each regulator, and RTO registration commonly takes many months from first planning to a decision.',
    faqs: [
      {
        question: 'Do I need to be a registered NDIS provider first?',
        answer:
          'Not necessarily. RTO registration and labour hire licensing are separate from NDIS registration, and each has its own regulator. Many of our clients come to these services after registering with the NDIS Commission, and we can help you sequence them sensibly.',
      },
      {
        question: 'Which service should I start with?',
        answer:
          "Start with the problem you most need to solve. If you're not sure, a discovery conversation usually makes it clear. Business consulting is often the right first step when your growth plans are still taking shape.",
      },
      {
        question: 'Can you tell me whether my arrangement needs a labour hire licence?',
        answer:
          "We can explain how the schemes generally work, help you gather the facts and flag arrangements that may be caught. Whether a particular arrangement needs a licence depends on the scheme and is ultimately a legal question, so we recommend confirming it with the regulator or a lawyer, and we'll help you prepare for that.",
      },
      {
        question: 'How do you charge for these services?',
        answer:
          'Each engagement is quoted on request once we understand your scope. Regulators also charge their own application and licence fees, which they set and update, so check their current fee schedules when you budget.',
      },
    ],
    related: ['rto-registration', 'labour-hire-licence', 'business-consulting', 'maintaining-compliance'],
  },

  'rto-registration': {
    summary:
      'Delivering accredited training lets you build a skilled workforce for your own services and the wider disability sector. We guide you through registering a training organisation with ASQA, or with the VRQA or TAC WA where they apply, from choosing your scope to preparing the evidence the regulator will assess against the Standards for RTOs.',
    whatItIs: [
      'Only a registered training organisation (RTO) can issue nationally recognised vocational qualifications and statements of attainment. Most RTOs are registered with the Australian Skills Quality Authority (ASQA). Providers operating only in Victoria may register with the Victorian Registration and Qualifications Authority (VRQA), and those operating only in Western Australia with the Training Accreditation Council (TAC WA).',
      'For disability providers, the qualifications of most interest are usually CHC33021 Certificate III in Individual Support and CHC43121 Certificate IV in Disability Support, along with related skill sets and units. Training packages are updated from time to time, so check the current versions on training.gov.au before you settle your scope.',
      'The revised Standards for RTOs commenced on 1 July 2025. They focus on training and assessment, support for learners, the training workforce and governance. An initial application needs to show that your organisation is genuinely ready: sound governance and fit and proper people in charge, financial viability, suitably credentialled trainers and assessors, training and assessment strategies, learning resources, and assessment tools that produce valid and reliable results.',
    ],
    whoItIsFor: [
      'NDIS providers who want to train and qualify their own support workers',
      'Experienced disability trainers setting up their own training business',
      'Community organisations adding accredited training to their services',
      'Existing RTOs adding disability qualifications to their scope',
    ],
    included: [
      'Advice on regulator, scope of registration and business model',
      'Guidance on governance, fit and proper person requirements and financial viability evidence',
      'Support developing training and assessment strategies for your chosen qualifications',
      'Guidance on trainer and assessor credentials and industry currency',
      'A review of learning resources and assessment tools against the training package',
      'Policies and procedures mapped to the revised Standards for RTOs',
      'Application preparation and support responding to regulator requests',
    ],
    process: [
      {
        title: 'Feasibility',
        detail:
          "We look at your goals, learners and qualifications, confirm the regulator and outline what to budget for, including the regulator's own fees.",
      },
      {
        title: 'Build',
        detail:
          'We help you put governance, policies, training and assessment strategies, resources and trainers in place.',
      },
      {
        title: 'Pre-submission review',
        detail:
          'We check your evidence against the Standards for RTOs and the training package so gaps are resolved before the regulator sees them.',
      },
      {
        title: 'Apply',
        detail:
          'You lodge your application, and we help you respond to requests for information and prepare for any audit.',
      },
      {
        title: 'Operate',
        detail:
          'Once registered, we help you set up routines for ongoing compliance, from assessment validation to continuous improvement.',
      },
    ],
    timeframe:
      "Preparing a strong application usually takes a few months, and the regulator's assessment can take several more, often including an audit. Check the regulator's current processing information and plan for RTO registration to take many months overall.",
    faqs: [
      {
        question: 'Which regulator do I apply to?',
        answer:
          'Most applicants apply to ASQA. If you will deliver training only in Victoria, or only in Western Australia, and will not enrol overseas students, you may be able to register with the VRQA or TAC WA instead. Check the current rules with the relevant regulator, as the choice affects your application and ongoing obligations.',
      },
      {
        question: 'Can I deliver the Certificate III in Individual Support as soon as I am registered?',
        answer:
          'Only if that qualification is on your scope of registration. The training package also sets work placement requirements for this qualification, so you will need suitable placement arrangements in place. Check the current version on training.gov.au before you plan delivery.',
      },
      {
        question: 'Do our trainers need specific qualifications?',
        answer:
          "Yes. Trainers and assessors need the training credentials required under the Standards for RTOs, plus vocational competency and current industry skills in what they teach. Check the regulator's latest guidance on credential rules.",
      },
      {
        question: 'What does RTO registration cost?',
        answer:
          'The regulator charges its own application and ongoing fees, published on its website. You will also need to budget for resources, staff and systems. Our support is quoted on request.',
      },
      {
        question: 'Can you guarantee registration?',
        answer:
          'No. The regulator decides based on your evidence and may audit you first. We help make sure your application is complete, realistic and well supported.',
      },
    ],
    related: ['licensing-business-growth', 'business-consulting', 'labour-hire-licence'],
  },

  'labour-hire-licence': {
    summary:
      'If your business supplies support workers to other providers or businesses, you may need a labour hire licence. Victoria, Queensland, South Australia and the ACT each run their own scheme, and operating without a licence where one is required carries heavy penalties. We help you understand whether a scheme may apply and prepare a thorough application.',
    whatItIs: [
      'Labour hire licensing schemes aim to protect workers and prevent exploitation by making sure businesses that supply workers meet their workplace, tax and safety obligations. Broadly, if you supply a worker to another business to do work for that business, you may be providing labour hire services. In the disability sector, this can include staffing agencies that place support workers with other NDIS providers.',
      'Four jurisdictions currently run licensing schemes: Victoria (the Labour Hire Authority), Queensland (Labour Hire Licensing, within the Office of Industrial Relations), South Australia (Consumer and Business Services) and the Australian Capital Territory (Access Canberra). Each scheme has its own definitions, exemptions, application process and reporting obligations, and under some schemes businesses that use an unlicensed provider can also face penalties.',
      'Whether your arrangement is caught depends on the scheme and the facts. Delivering supports to your own participants through your own staff is generally different from placing workers with another provider, but the lines are not always obvious, particularly with subcontracting and shared staffing, so we recommend confirming the position with the regulator or a lawyer.',
    ],
    whoItIsFor: [
      'Disability staffing agencies supplying support workers to other providers',
      'NDIS providers that lend or share staff with other organisations',
      'Providers expanding into Victoria, Queensland, South Australia or the ACT',
      'Organisations whose clients have asked to see a labour hire licence',
    ],
    included: [
      'A review of how you supply workers and the contracts you use',
      'A summary of the schemes that may apply where you operate',
      'A list of questions to put to the regulator or your lawyer',
      'A checklist of the documents and information your application will need',
      'Help preparing evidence of compliance with workplace, tax, superannuation and safety obligations',
      'Application preparation and support responding to regulator requests',
      'A calendar of ongoing reporting and renewal obligations',
    ],
    process: [
      {
        title: 'Understand your arrangements',
        detail: 'We learn how you engage and supply workers, who to, and in which states or territories.',
      },
      {
        title: 'Assess the schemes',
        detail:
          'We map your arrangements against each relevant scheme and list the questions to confirm with the regulator or a lawyer.',
      },
      {
        title: 'Prepare',
        detail: 'If a licence is needed, we help you gather evidence and close compliance gaps.',
      },
      {
        title: 'Apply',
        detail: 'We help you lodge the application and answer any questions from the regulator.',
      },
      {
        title: 'Stay compliant',
        detail:
          'Once licensed, we help you keep on top of reporting, notifying changes and keeping the licence current.',
      },
    ],
    timeframe:
      'Preparing an application usually takes a few weeks, depending on how readily you can provide compliance records. Processing times are set by each regulator and vary, so check current timeframes with the relevant authority.',
    faqs: [
      {
        question: 'I am an NDIS provider. Do I need a labour hire licence?',
        answer:
          'Not automatically, and NDIS registration does not settle the question either way. What matters is whether you supply workers to another business to do work for it, in a state or territory with a licensing scheme, and whether an exemption applies. Check with the regulator or get legal advice on your specific arrangement.',
      },
      {
        question: 'What happens if I operate without a licence?',
        answer:
          'Each scheme carries heavy penalties for providing labour hire services without a licence where one is required, and some also penalise businesses that use an unlicensed provider. Settle the question before you start supplying workers.',
      },
      {
        question: 'I operate in more than one state. Do I need several licences?',
        answer:
          'Possibly. Each scheme is separate, so you may need a licence in each jurisdiction where your services are caught. We help you coordinate the applications so you are not duplicating effort.',
      },
      {
        question: 'What do regulators look for?',
        answer:
          'Generally, that the people running the business are fit and proper, and that the business complies with workplace relations, tax, superannuation, workers compensation and work health and safety laws. Expect to provide details of your directors, your business and your compliance history. Requirements differ between schemes, so check the current guidance from each regulator.',
      },
    ],
    related: ['licensing-business-growth', 'business-consulting', 'compliance-support'],
  },

  'business-consulting': {
    summary:
      'Running an NDIS business means balancing quality supports with a sustainable bottom line. Our business consulting gives owners and managers practical, independent advice on service mix, pricing within the NDIS Price Limits, cash flow, workforce planning and quality systems, so you can grow without putting your registration or your participants at risk.',
    whatItIs: [
      'Many disability support businesses start with a passion for the work and a small team. As participant numbers grow, the pressure grows too: rosters get harder to fill, claims fall behind, cash flow tightens, and quality systems that worked for a handful of staff start to strain.',
      'Our consulting looks at the whole business. We review which supports you deliver and where, how your prices and claiming sit against the NDIS Pricing Arrangements and Price Limits, how you manage cash flow between delivering supports and being paid, and whether your workforce and quality systems can handle the growth you are planning.',
      "We work with your numbers and your circumstances, not a generic template. With 8+ years working alongside NDIS providers, we understand the sector's rules as well as the business side. Where you need specialist advice from an accountant, lawyer or financial adviser, we'll say so and help you brief them.",
    ],
    whoItIsFor: [
      'Newly registered providers building their first business plan',
      'Owners who are busy but not seeing the results they expected',
      'Providers considering new supports, locations or registration groups',
      'Managers preparing for rapid growth or a significant new contract',
      'Owners thinking about buying, selling or restructuring an NDIS business',
    ],
    included: [
      'A business health check covering services, finances, workforce and compliance',
      'A service mix review, including which registration groups fit your goals',
      'A pricing and claiming review against the current Price Limits and NDIS Support Catalogue',
      'Cash flow planning and practical claiming routines',
      'Workforce planning, covering rostering, recruitment, worker screening and training',
      'A quality systems review so compliance keeps pace with growth',
      'A written action plan with clear priorities and responsibilities',
      'Optional regular check-ins to keep the plan moving',
    ],
    process: [
      {
        title: 'Discovery',
        detail:
          'We talk through your goals, your current challenges and what a good result would look like for you and your team.',
      },
      {
        title: 'Health check',
        detail:
          'We review your service data, pricing, claiming, rosters and quality systems, and talk with key people to understand how things really work.',
      },
      {
        title: 'Recommendations',
        detail:
          'You receive a written plan that sets out priorities, quick wins and longer-term changes, with the reasoning behind each one.',
      },
      {
        title: 'Implementation',
        detail:
          'We help you put the plan into action, from updating price lists and service agreements to improving rostering and reporting.',
      },
      {
        title: 'Review',
        detail: 'We check progress and adjust the plan as your business and the NDIS rules change.',
      },
    ],
    timeframe:
      'A business health check and action plan usually take two to four weeks. Ongoing support runs for as long as it is useful, from a few months to a longer advisory relationship.',
    faqs: [
      {
        question: 'Can you tell me what to charge?',
        answer:
          'We can help you understand the price limits that apply to your supports and how your costs compare, so you can set prices that are compliant and sustainable. Price limits are published in the NDIS Pricing Arrangements and Price Limits and change, usually from 1 July each year, so your pricing should be reviewed regularly. The final decision is always yours.',
      },
      {
        question: 'Are you accountants?',
        answer:
          'No. We are NDIS compliance and business consultants, and we look at your business through the lens of NDIS rules, quality and operations. We recommend involving your accountant for tax, financial statements and formal financial advice, and we are happy to work alongside them.',
      },
      {
        question: 'Is business consulting only for larger providers?',
        answer:
          'Not at all. Sole traders and small teams often benefit most, because early decisions about services, pricing and systems shape everything that follows.',
      },
      {
        question: 'How do you charge for consulting?',
        answer:
          'Consulting is quoted on request once we understand what you need, whether that is a one-off health check or ongoing support. We will agree the scope with you before any work starts.',
      },
      {
        question: 'Can you help if I am planning to sell my business?',
        answer:
          'Yes. Well-organised systems, records and compliance make a business easier for buyers to assess. We can help you prepare, and we recommend legal and financial advice for the sale itself.',
      },
    ],
    related: ['ndis-pricing', 'licensing-business-growth', 'compliance-support', 'ndis-funded-services'],
  },
} satisfies ServicePagesCopy
