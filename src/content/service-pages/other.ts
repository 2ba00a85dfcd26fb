import type { ServicePagesCopy } from './types'

export const otherPages = {
  'ndis-pricing': {
    summary:
      'The NDIS Pricing Arrangements and Price Limits set the rules for what providers, registered or not, may charge NDIA-managed and plan-managed participants for many NDIS supports. This page explains how price limits work, the rules for cancellations, travel and non-face-to-face time, and how to build service agreements that stay compliant.',
    whatItIs: [
      "The NDIS Pricing Arrangements and Price Limits are published by the National Disability Insurance Agency (NDIA). They set maximum prices for many supports, along with the rules that govern how providers claim. They are reviewed through the NDIA's Annual Pricing Review and usually updated from 1 July, so always work from the current version.",
      'Price limits apply to supports delivered to participants whose plans are NDIA-managed or plan-managed. Self-managed participants are not bound by them, although many use them as a guide. Price limits are maximums, not set prices: you can charge less, but you must not charge more for a support that has a price limit, including by adding fees that the Pricing Arrangements do not allow.',
      'The NDIS Support Catalogue lists the support items providers claim against, with their item numbers, units and price limits. The Pricing Arrangements also set rules for short notice cancellations, provider travel and non-face-to-face supports such as report writing, and for some supports they set different limits by time of day, for weekends and public holidays, and for remote and very remote areas.',
      'Overcharging, claiming against the wrong item or claiming without a clear agreement can lead to repayments, complaints and regulatory attention. We help you build the rules into your pricing, rostering, service agreements and claiming.',
    ],
    whoItIsFor: [
      'New providers setting their prices for the first time',
      'Registered providers updating prices and agreements after the Annual Pricing Review',
      'Finance and rostering staff who prepare invoices and claims',
      'Owners unsure whether their cancellation, travel or non-face-to-face charges are compliant',
    ],
    included: [
      'A walk-through of the current Pricing Arrangements and Price Limits relevant to your supports',
      'Mapping your services to the correct NDIS Support Catalogue items',
      'A review of your cancellation, travel and non-face-to-face charging practices',
      'Service agreement review or drafting that reflects the current rules',
      'A checklist for updating prices and agreements when new limits take effect',
      'Guidance on explaining prices clearly to participants, families and plan managers',
    ],
    process: [
      {
        title: 'Review your services',
        detail: 'We look at the supports you deliver, how you price them and the agreements and claims you use.',
      },
      {
        title: 'Map to the rules',
        detail:
          'We match each service to the right support items and check it against the current Pricing Arrangements and Price Limits.',
      },
      {
        title: 'Identify risks',
        detail:
          'We highlight where charges, claiming or agreements may not line up with the rules, and the fix for each.',
      },
      {
        title: 'Update agreements and processes',
        detail: 'We help you update price lists, agreement templates and claiming routines, and brief your staff.',
      },
      {
        title: 'Refresh each year',
        detail: 'When new Pricing Arrangements are published, we help you review the changes and update in time.',
      },
    ],
    timeframe:
      'A pricing and service agreement review usually takes one to three weeks, depending on how many supports you deliver. We suggest a refresh each year once new price limits are published, ahead of their usual 1 July start.',
    faqs: [
      {
        question: 'Where do I find the current price limits?',
        answer:
          'The NDIA publishes them in the NDIS Pricing Arrangements and Price Limits and the NDIS Support Catalogue on the NDIS website. Use the current version, because limits change, usually from 1 July, which is why we do not quote figures here.',
      },
      {
        question: 'Can I charge for cancellations?',
        answer:
          'In some circumstances. The Pricing Arrangements define what counts as a short notice cancellation, how much can be claimed and the conditions that apply. Your service agreement should explain your cancellation policy clearly, and it must be consistent with the current rules.',
      },
      {
        question: 'Can I charge for travel time?',
        answer:
          'Often, yes, within the limits and conditions in the Pricing Arrangements, which vary with the type of support and where you deliver it. Check the current version and agree any travel charges with the participant in advance.',
      },
      {
        question: 'Do I need a written service agreement?',
        answer:
          'The NDIS Practice Standards expect registered providers to have a clear agreement with each participant about their supports, prices and conditions, and some supports have specific requirements. A written agreement that reflects the current rules protects you both.',
      },
    ],
    related: ['business-consulting', 'ndis-funded-services', 'key-documentation'],
  },

  'ndis-funded-services': {
    summary:
      'Before you choose your registration groups, it helps to understand what the NDIS actually funds. This page explains how participant plans and budgets work, how registration groups organise the supports providers deliver, and which groups need a certification audit rather than a verification audit.',
    whatItIs: [
      'The NDIS funds supports that are reasonable and necessary for a participant, as set out in their plan. Plans are generally organised into budgets. Core supports help with everyday living, such as daily activities, consumables, transport and community participation. Capacity building supports build skills and independence, such as therapy, support coordination and help finding work. Capital supports cover items such as assistive technology, home modifications and specialist disability accommodation.',
      'On the provider side, supports are organised into registration groups. Each group has a number and a name and covers a set of related support types, for example assistance with daily life tasks in a group or shared living arrangement, therapeutic supports, or supports involving assistive technology. When you apply to the NDIS Quality and Safeguards Commission (NDIS Commission), the groups you choose shape your audit, your policies and the evidence you need.',
      'Registration groups also decide the type of audit. Lower-risk supports generally need a verification audit, a desktop review of your evidence. Higher-risk supports, such as assistance with daily personal activities, supported independent living, group and centre activities, behaviour support and early childhood supports, need a more detailed certification audit against the NDIS Practice Standards, including an on-site or remote assessment.',
      'The registration framework is being reformed following the NDIS Review, and the way supports are grouped and registered may change, so check the current rules with the NDIS Commission before you apply.',
    ],
    whoItIsFor: [
      'People exploring whether to start an NDIS business',
      'New applicants choosing their registration groups',
      'Registered providers considering adding new supports',
      'Support workers and allied health professionals starting their own practice',
      'Buyers assessing an existing NDIS business and its registration',
    ],
    included: [
      'A plain-English overview of how NDIS plans and budgets fund supports',
      'Help matching the services you want to offer with the right registration groups',
      'A clear view of whether your chosen groups need verification or certification',
      'An outline of the Practice Standards modules, qualifications and evidence each group may require',
      'Pointers to current NDIS Commission and NDIA resources so you can confirm the rules',
    ],
    process: [
      {
        title: 'Describe your services',
        detail: 'You tell us what supports you want to deliver, to whom and where.',
      },
      {
        title: 'Match registration groups',
        detail:
          'We match your services to the registration groups that currently apply and explain what each one covers.',
      },
      {
        title: 'Assess the requirements',
        detail: 'For each group, we outline the audit type, modules, staff qualifications and key evidence needed.',
      },
      {
        title: 'Plan your next steps',
        detail: 'You receive a clear summary and, if you are ready, a registration plan.',
      },
    ],
    timeframe:
      'A planning session and written summary usually take one to two weeks. If you go on to register, registration typically takes about 6-10 weeks, depending on your audit type, auditor availability and the NDIS Commission.',
    faqs: [
      {
        question: 'Do I have to be registered to provide NDIS supports?',
        answer:
          'Not always. Self-managed and plan-managed participants can generally use unregistered providers for many supports, but NDIA-managed participants must use registered providers, and some supports, such as specialist disability accommodation, can only be delivered by registered providers. These rules are changing after the NDIS Review, so check the current position with the NDIS Commission.',
      },
      {
        question: 'How many registration groups should I apply for?',
        answer:
          'Only those you are ready to deliver well. Each group adds evidence requirements and may change your audit type or add modules, affecting audit cost and time. Many providers start focused and add groups later.',
      },
      {
        question: 'Can I add registration groups later?',
        answer:
          'Yes. You can apply to vary your registration to add groups, which usually involves an audit of the new supports. Moving from verification to certification means a more detailed audit, so allow time to prepare.',
      },
      {
        question: 'What does reasonable and necessary mean?',
        answer:
          "It is the test the NDIA uses to decide what to fund in a participant's plan. Broadly, a support must relate to the participant's disability, help them pursue their goals, represent value for money and be likely to be effective. The participant's plan, not the provider, determines what is funded.",
      },
    ],
    related: ['ndis-registration', 'ndis-audit', 'ndis-pricing', 'starting-ndis-business'],
  },
} satisfies ServicePagesCopy
