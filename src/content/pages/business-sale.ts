import { pageMeta } from './meta'
import type { CallToAction, PageMeta, Point, TextSection } from './types'

const getAdvice =
  'Check current requirements with the NDIS Commission and get legal and financial advice before you sign anything.'

/** What the two business-sale pages say about registration; kept in one place so both stay consistent. */
const registrationFacts = {
  heldByEntity:
    'NDIS registration is held by a legal entity: the sole trader, partnership, company, trust or association that applied for it. It is not an asset that can be handed over in a contract.',
  assetSale:
    'In an asset sale, the buyer takes over things like the participants’ services, staff, equipment, premises or brand, but not the entity. The registration does not go with them: the buyer must already hold, or obtain, its own registration for the supports before delivering them as a registered provider.',
  shareSale:
    'In a share sale, the buyer purchases the entity that holds the registration, so the registration stays with that entity. Its owners, directors and other key personnel change, however, and a registered provider must notify the NDIS Commission of changes like these within the required timeframe. The Commission can assess whether new key personnel are suitable.',
}

export interface ChooserCard {
  heading: string
  text: string
  points: string[]
  href: string
  linkLabel: string
}

export interface ChooserPageCopy extends PageMeta {
  heading: string
  intro: string
  cardsHeading: string
  sell: ChooserCard
  buy: ChooserCard
  registration: TextSection
  role: TextSection
  cta: CallToAction
}

export const chooserPage: ChooserPageCopy = {
  ...pageMeta.businessSale,
  heading: 'Buy or sell an NDIS business',
  intro:
    'Selling or buying a disability service business is different from most business sales. Registration, participants’ choice and the NDIS Commission’s requirements all shape how the deal works. Choose where you are starting from.',
  cardsHeading: 'Where are you starting from?',
  sell: {
    heading: 'I want to sell',
    text: 'Prepare your business for sale, protect confidentiality and plan a safe transition for participants and staff.',
    points: [
      'What affects the value of an NDIS business',
      'What buyers will ask to see',
      'The steps from first talk to handover',
    ],
    href: '/sell-business',
    linkLabel: 'Selling an NDIS business',
  },
  buy: {
    heading: 'I want to buy',
    text: 'Know what to check before you commit, from registration and audit history to staff, leases and service agreements.',
    points: [
      'Registration status and audit history',
      'Worker screening, staff and leases',
      'Participant transition and consent',
    ],
    href: '/buy-business',
    linkLabel: 'Buying an NDIS business',
  },
  registration: {
    heading: 'One thing to know first: registration does not simply transfer',
    paragraphs: [registrationFacts.heldByEntity, registrationFacts.assetSale, registrationFacts.shareSale, getAdvice],
  },
  role: {
    heading: 'How we help',
    paragraphs: [
      'We look after the NDIS side of a sale: registration, compliance records, audit history, worker screening and the transition plan for participants. We are not business brokers, valuers, lawyers or accountants, and we work alongside yours.',
    ],
  },
  cta: {
    heading: 'Not sure where to start?',
    text: 'Book a free, confidential call and we will talk through your situation.',
  },
}

export interface BusinessSalePageCopy extends PageMeta {
  heading: string
  intro: string
  registration: TextSection
  sections: TextSection[]
  steps: { heading: string; intro: string; items: Point[] }
  help: TextSection
  enquiry: { heading: string; text: string; confidentiality: string }
  otherSide: { text: string; href: string; linkLabel: string }
  cta: CallToAction
}

export const sellPage: BusinessSalePageCopy = {
  ...pageMeta.sellBusiness,
  heading: 'Selling your NDIS business',
  intro:
    'Selling a disability service business means looking after three groups at once: the participants who rely on your supports, the staff who deliver them, and you. A well-prepared sale protects all three. Here is how the process works and what buyers will look for.',
  registration: {
    heading: 'Registration does not come with the assets',
    paragraphs: [
      registrationFacts.heldByEntity,
      registrationFacts.assetSale,
      registrationFacts.shareSale,
      `The right structure depends on your situation, your tax position and the buyer. ${getAdvice}`,
    ],
  },
  sections: [
    {
      heading: 'What affects the value of an NDIS business',
      paragraphs: [
        'Every business is different, and a qualified valuer or accountant should value yours. We do not provide valuations. These are the factors buyers and valuers commonly weigh up:',
      ],
      list: [
        'Registration: whether the entity is registered, which registration groups it holds, whether they need a certification audit, and how long remains in the registration period.',
        'Audit history: recent audit outcomes, any non-conformities and how they were closed.',
        'Compliance record: incident and complaints registers, and any compliance action by the NDIS Commission.',
        'Participant relationships: how stable and well documented the service agreements are, remembering that participants choose their providers and can move at any time.',
        'Revenue quality: the mix of supports, reliance on a small number of participants or a single support type, and claims made correctly under the NDIS Pricing Arrangements and Price Limits.',
        'Workforce: stable, qualified and screened staff, key people willing to stay, and correct pay and conditions under the applicable award.',
        'Systems: current policies, organised records and registers, and software that a buyer can keep using.',
        'Premises and contracts: leases, vehicles and supplier agreements, and whether they can be assigned.',
        'Financial records: clear, reconciled accounts that show profit and cash flow over several years.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'News of a possible sale can unsettle participants, families and staff, so keep it confidential until the right time. Ask serious buyers to sign a confidentiality agreement before you share detailed information.',
        'Participants’ personal information is protected by privacy law. During due diligence, share de-identified or summary information, and only share personal details with a buyer when participants have consented or the law allows it.',
        'Plan when and how you will tell staff and participants, and who will tell them. Hearing it from you, with a clear plan for their supports, makes a real difference.',
      ],
    },
    {
      heading: 'Due diligence: what buyers will ask to see',
      paragraphs: ['Preparing these before you go to market makes due diligence faster and builds trust:'],
      list: [
        'Registration certificate, registration groups and any conditions on the registration.',
        'Audit reports, non-conformities and the evidence used to close them.',
        'Policies and procedures, and the registers for incidents, complaints, risk and continuous improvement.',
        'The worker screening register, qualifications and training records.',
        'De-identified summaries of service agreements and the supports delivered.',
        'Staff contracts, pay records, leave balances and the award or agreement that applies.',
        'Leases, vehicle and equipment lists, and supplier and software contracts.',
        'Financial statements, tax records and NDIS claim records.',
      ],
    },
    {
      heading: 'Participants come first',
      paragraphs: [
        'Participants are not assets that can be sold. Each participant chooses who provides their supports, and each will need to decide whether to continue with the new owner.',
        'A good sale includes a transition plan: clear, accessible information for participants and their families, consent before their information is transferred, new service agreements with the buyer where needed, and continuity of supports so nobody goes without during the changeover.',
      ],
    },
  ],
  steps: {
    heading: 'Steps to sell',
    intro: 'Most sales follow these steps, although the order can vary.',
    items: [
      {
        title: 'Talk to us confidentially',
        detail: 'We discuss your goals, your timeline and the state of your registration and compliance.',
      },
      {
        title: 'Get legal and financial advice',
        detail:
          'With your lawyer and accountant, decide between an asset sale and a share sale and get the business valued.',
      },
      {
        title: 'Do a compliance health check',
        detail:
          'Check your registration, close any open non-conformities and bring your records, registers and policies up to date.',
      },
      {
        title: 'Prepare an information pack',
        detail: 'Assemble the due diligence documents above, with participant information de-identified.',
      },
      {
        title: 'Find a buyer and sign a confidentiality agreement',
        detail: 'Share detailed information only with serious buyers who have signed one.',
      },
      {
        title: 'Due diligence and contract',
        detail:
          'The buyer reviews your information and your lawyers agree the contract, including how the transition will work.',
      },
      {
        title: 'Registration and notifications',
        detail:
          'Make sure the buyer holds or is obtaining its own registration (asset sale), or notify the NDIS Commission of the change of key personnel (share sale). Check current requirements with the NDIS Commission.',
      },
      {
        title: 'Transition and handover',
        detail:
          'Support participants and staff through the change, then settle. If your entity will stop delivering supports, ask the NDIS Commission how to end its registration.',
      },
    ],
  },
  help: {
    heading: 'How we can help sellers',
    paragraphs: ['We focus on the NDIS side of your sale and work alongside your broker, lawyer and accountant:'],
    list: [
      'A compliance health check and an action plan before you go to market',
      'Bringing policies, registers and worker screening records up to date',
      'Preparing the compliance section of your due diligence pack',
      'Planning participant and staff transition, and the NDIS Commission notifications',
    ],
  },
  enquiry: {
    heading: 'Tell us about your business',
    text: 'Send us a few details and we will call you to talk through your options. There is no obligation.',
    confidentiality:
      'Your enquiry is confidential. We never share your business name or details with anyone, including possible buyers, without your written permission.',
  },
  otherSide: {
    text: 'Looking to buy instead?',
    href: '/buy-business',
    linkLabel: 'Read our guide to buying an NDIS business',
  },
  cta: {
    heading: 'Prefer to talk first?',
    text: 'Book a free, confidential call at a time that suits you.',
  },
}

export const buyPage: BusinessSalePageCopy = {
  ...pageMeta.buyBusiness,
  heading: 'Buying an NDIS business',
  intro:
    'Buying an established disability service business can be a faster way to grow than starting from scratch, but only if you know what you are taking on. Here is what to check and how the process usually works.',
  registration: {
    heading: 'Registration: what you are really buying',
    paragraphs: [
      registrationFacts.heldByEntity,
      registrationFacts.assetSale,
      registrationFacts.shareSale,
      `Either way, plan your registration pathway before you commit. ${getAdvice}`,
    ],
  },
  sections: [
    {
      heading: 'Registration status and compliance history',
      paragraphs: ['Start by confirming that the registration is what the seller says it is:'],
      list: [
        'The registration certificate, the registration groups held, the registration period and any conditions on the registration.',
        'The NDIS Provider Register on the NDIS Commission’s website, including any compliance or enforcement action listed against the provider.',
        'Recent audit reports, the type of audit, any non-conformities and the evidence used to close them, and when the next mid-term or renewal audit is due.',
        'Incident and complaints registers, including reportable incidents notified to the Commission and any matters still open.',
        'If regulated restrictive practices are used: behaviour support plans, any state or territory authorisation, and records of reporting to the Commission.',
      ],
    },
    {
      heading: 'Worker screening and staff',
      paragraphs: ['The quality of a disability service is its workforce. Check:'],
      list: [
        'The worker screening register: a current NDIS Worker Screening Check clearance for everyone in a risk-assessed role.',
        'Qualifications, training records and completion of the NDIS Worker Orientation Module.',
        'Employment contracts, whether workers are correctly classed as employees or contractors, and pay and conditions under the applicable award.',
        'Any risk of underpayment, and leave and other entitlements you may take on.',
        'Whether key staff intend to stay, and how you will keep them.',
      ],
    },
    {
      heading: 'Participants, service agreements and consent',
      paragraphs: [
        'Participants choose their providers, so a sale cannot guarantee that any participant will stay. Check:',
      ],
      list: [
        'Signed, current service agreements, and supports delivered and claimed in line with them and with the NDIS Pricing Arrangements and Price Limits.',
        'How revenue depends on a small number of participants or a single support type.',
        'How the seller will tell participants about the sale, and how their consent will be obtained before any personal information is transferred to you.',
        'A transition plan that keeps supports going during the changeover, with new service agreements where needed.',
      ],
    },
    {
      heading: 'Leases, contracts and finances',
      paragraphs: ['Finally, check the business side with your lawyer and accountant:'],
      list: [
        'Leases for offices and any shared living properties, whether they can be assigned to you, and whether the landlord must consent.',
        'Vehicles, equipment, software and supplier contracts, and whether they transfer.',
        'Financial statements, tax records, NDIS claim records and any debts.',
        'The business name, website, domain names and other brand assets.',
      ],
    },
  ],
  steps: {
    heading: 'Steps to buy',
    intro: 'Most purchases follow these steps, although the order can vary.',
    items: [
      {
        title: 'Define what you want',
        detail: 'Decide the supports, locations and size of business that fit your plans and budget, and talk to us.',
      },
      {
        title: 'Plan your registration pathway',
        detail:
          'Work out whether you will buy assets (and need your own registration) or shares (and will change key personnel), with legal advice.',
      },
      {
        title: 'Sign a confidentiality agreement',
        detail: 'Sellers will usually ask for one before they share detailed information.',
      },
      {
        title: 'Do your due diligence',
        detail:
          'Review registration, compliance, workforce, participant, legal and financial information, using the checks above.',
      },
      {
        title: 'Negotiate the contract',
        detail:
          'Your lawyer agrees the structure, price, conditions and transition arrangements with the seller’s lawyer.',
      },
      {
        title: 'Registration and notifications',
        detail:
          'Apply for or vary your own registration (asset purchase), or make sure the change of key personnel is notified to the NDIS Commission (share purchase). Check current requirements with the NDIS Commission.',
      },
      {
        title: 'Transition participants and staff',
        detail: 'Follow the transition plan: consent, new service agreements where needed, and continuity of supports.',
      },
      {
        title: 'Settle and integrate',
        detail: 'Bring the business under your policies and systems, and plan for its next audit.',
      },
    ],
  },
  help: {
    heading: 'How we can help buyers',
    paragraphs: ['We focus on the NDIS side of your purchase and work alongside your lawyer and accountant:'],
    list: [
      'A compliance review of a business you are considering',
      'Checking registration groups, audit history and worker screening records',
      'Registration applications and variations for your own entity',
      'Transition planning, and bringing the business into your quality system',
    ],
  },
  enquiry: {
    heading: 'Tell us what you are looking for',
    text: 'Send us a few details and we will call you to talk about the NDIS checks a purchase involves and how we can help with them. We are not business brokers: we do not list businesses for sale or introduce buyers to sellers.',
    confidentiality:
      'Your enquiry is confidential. We never share your details with a seller without your written permission.',
  },
  otherSide: {
    text: 'Looking to sell instead?',
    href: '/sell-business',
    linkLabel: 'Read our guide to selling an NDIS business',
  },
  cta: {
    heading: 'Prefer to talk first?',
    text: 'Book a free, confidential call at a time that suits you.',
  },
}
