import type { ServicePagesCopy } from './types'

/** Long copy for the Branding & Marketing group page and its five child services. */
export const brandingPages = {
  'branding-marketing': {
    summary:
      'Good supports deserve to be found. Our branding and marketing services help NDIS providers explain who they support and how, in ways participants, families, carers, support coordinators and plan managers can trust. From brand strategy and logo design to accessible websites, marketing materials and social media, every piece is honest, accessible and consistent with your compliance obligations.',
    whatItIs: [
      'Marketing a disability support business is different from marketing most small businesses. The people choosing your services include participants, their families and carers, and the support coordinators and plan managers who help them use their plans. They want to know quickly what you do, where you work and how you keep people safe, in a format that works for them.',
      'Our branding and marketing work brings five services together. Brand strategy defines who you support and what sets you apart. Logo design turns that into a recognisable visual identity. Website design gives you an accessible home online. Marketing materials, including Easy Read versions, explain your supports in print and in referral packs. Social media management keeps you visible between referrals. Start with one service or combine them.',
      "Because we also work in NDIS compliance, we build your marketing with the rules in mind. Advertising must not mislead under the Australian Consumer Law, only registered providers may describe themselves as registered, and participant stories and photos need written, informed consent under the NDIS Code of Conduct and privacy law. We also help you check the NDIA's rules on using its brand.",
    ],
    whoItIsFor: [
      'New providers who need a name, logo and website ready for launch',
      'Registered providers whose branding no longer matches their services',
      'Unregistered providers who want to market clearly without implying a registration they do not hold',
      'Providers relying on word of mouth who want to be easier to find',
      'Providers expanding into new regions or new types of support',
    ],
    included: [
      'A discovery session to understand your services, audiences and goals',
      'Brand strategy, positioning and key messages in plain language',
      'Logo and visual identity design with accessible colour choices',
      'Website design and build to WCAG 2.2 AA',
      'Brochures, service guides, Easy Read documents and referral packs',
      'Social media planning, content and community management',
      'A check of claims, consent and NDIS references in everything we produce',
    ],
    process: [
      {
        title: 'Discovery call',
        detail:
          'We learn about your supports, the people you want to reach and what you already have, then recommend where to start.',
      },
      {
        title: 'Scope and quote',
        detail: 'You receive a written scope, timeframe and quote for one service or a combined package.',
      },
      {
        title: 'Create and review',
        detail:
          'We write and design in stages, with review points for your team and, where possible, feedback from participants or families.',
      },
      {
        title: 'Check and launch',
        detail:
          'Before anything goes live we check accessibility, consent records and every claim, then hand over your files.',
      },
    ],
    timeframe:
      'A logo or a small set of materials usually takes two to four weeks, and a combined brand strategy, logo and website project around eight to twelve weeks, depending mostly on how quickly content and feedback come back.',
    faqs: [
      {
        question: 'Do we need to be NDIS registered to use your branding and marketing services?',
        answer:
          'No. We work with registered and unregistered providers. The difference is what your materials can say: only registered providers may describe themselves as registered, so for unregistered providers we write copy that never implies registration.',
      },
      {
        question: 'Can we use the NDIS logo on our website or brochures?',
        answer:
          "Not without permission, so check the NDIA's rules on using its brand first. You can still say in plain words that you provide supports to NDIS participants, as long as the statement is accurate.",
      },
      {
        question: 'Can you guarantee more participants or referrals?',
        answer:
          'No, and be wary of anyone who does. We can make it easier for the right people to find you, understand your supports and get in touch. Referrals also depend on your service quality, availability and local reputation.',
      },
      {
        question: 'Can we share participant stories and photos in our marketing?',
        answer:
          "Yes, with care. You need the person's written, informed consent for each use, explained in a way they understand and easy to withdraw. We help you set up a simple consent process that respects privacy and dignity.",
      },
    ],
    related: ['starting-ndis-business', 'business-consulting', 'compliance-support'],
  },

  'ndis-website-design': {
    summary:
      'Your website is often the first place a participant, family member or support coordinator checks before they call. We design and build accessible, fast websites for NDIS providers that explain your supports in plain language, show where you work and make it easy to get in touch, built to WCAG 2.2 AA and written with your compliance obligations in mind.',
    whatItIs: [
      'A good NDIS provider website answers the questions people actually ask: what supports you offer, which areas you cover, whether you have availability and how to make a referral. Support coordinators often compare several providers at once, so clear service pages and a simple referral pathway matter more than clever design.',
      'Many of your visitors will use screen readers, magnification, voice control or a keyboard, and many read more easily with plain language or Easy Read content. We design and test to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA from the start, not as an add-on.',
      'We also check what the site says. Service descriptions must not mislead under the Australian Consumer Law, only registered providers may describe themselves as registered, and any participant photos or stories need written, informed consent. Enquiry forms collect personal information, so we keep them short, secure and linked to your privacy policy.',
    ],
    whoItIsFor: [
      'New providers who need a professional website ready for launch',
      'Providers with an older site that is hard to update, slow on mobiles or not accessible',
      'Providers adding supports who want clearer service pages',
      'Organisations that want referrals to arrive through one simple form',
      'Unregistered providers who need copy that is accurate about their status',
    ],
    included: [
      'Site structure and plain-language copy for your services, service areas and team',
      'Custom design using your logo and brand colours, checked for contrast',
      'Accessibility build and testing against WCAG 2.2 AA',
      'Mobile-friendly, fast-loading pages',
      'Secure enquiry and referral forms, with a linked privacy policy',
      'Search-friendly page titles, descriptions and structure',
      'An optional Easy Read page about your services',
      'Training so your team can update content with confidence',
    ],
    process: [
      {
        title: 'Discovery and planning',
        detail: 'We map your services and audiences, then agree a sitemap and scope.',
      },
      {
        title: 'Content and design',
        detail:
          'We write or edit your content in plain language and design the key pages for your review, including mobile layouts.',
      },
      {
        title: 'Build and test',
        detail:
          'We build the site, test it with a keyboard, a screen reader and automated checks, and review every claim and consent record.',
      },
      {
        title: 'Launch and handover',
        detail:
          'We launch on your domain, set up forms and basic analytics, and show your team how to keep the site current.',
      },
    ],
    timeframe:
      'Most provider websites take four to eight weeks from discovery to launch. Larger sites, or projects waiting on content, photos or approvals, can take longer.',
    faqs: [
      {
        question: 'Will my website rank on the first page of Google?',
        answer:
          "We can't promise any ranking, and you should be cautious of anyone who does. We build pages with clear titles and headings, fast load times and content that answers real questions. Rankings then depend on local competition, your reviews and your wider online activity.",
      },
      {
        question: 'What does WCAG 2.2 AA mean for our site?',
        answer:
          'WCAG is the international standard for web accessibility, and level AA is the level most organisations aim for. In practice, people can use your site with a keyboard or screen reader, text has enough contrast, videos have captions and forms are clearly labelled. For a disability provider, it also shows your values in action.',
      },
      {
        question: 'Can we say we are an NDIS registered provider on our website?',
        answer:
          "Only if you are currently registered with the NDIS Commission. Unregistered providers can say they support self-managed and plan-managed NDIS participants, but must not say or imply they are registered. Before adding any NDIS logo, check the NDIA's rules on using its brand.",
      },
      {
        question: 'What do we need to provide?',
        answer:
          "Your logo if you have one, your services and service areas, and any photos you own or have consent to use. If some of this isn't ready, we can write the content with you.",
      },
      {
        question: 'Can we update the website ourselves?',
        answer:
          'Yes. We set the site up so your team can edit pages, news and staff profiles, and we include training at handover. If you would rather not manage it yourselves, ask us about ongoing support.',
      },
    ],
    related: ['logo-design', 'brand-strategy', 'marketing-materials'],
  },

  'social-media-management': {
    summary:
      "Social media lets participants, families and support coordinators see the people behind your services. We plan, create and manage consistent, respectful social media for NDIS providers, with accessible posts, a clear consent process for participant stories and careful moderation, so your channels build trust and keep you visible without putting anyone's privacy at risk.",
    whatItIs: [
      'For many families and support coordinators, your social media is where they get a feel for your organisation before making contact. Regular, genuine posts about your team and community activities show that you are active, local and approachable.',
      'Social media for a disability support business comes with extra responsibilities. The NDIS Code of Conduct and privacy law apply to participant stories and photos, so every post featuring a participant needs their written, informed consent, explained in a way they understand and easy to withdraw. We never share personal or health information, and we avoid language that presents disability as a tragedy or as inspiration.',
      'Every post is built to be accessible, with image descriptions (alt text), captions on videos, hashtags written in camel case so screen readers can read them, good contrast on graphics and sparing use of emoji. Claims in posts and paid ads must not mislead under the Australian Consumer Law, and unregistered providers must not imply that they are registered.',
    ],
    whoItIsFor: [
      "Providers who know they should post regularly but don't have the time",
      'New providers building a local presence before and after launch',
      'Organisations with great community stories but no consent process for sharing them',
      'Providers recruiting support workers who want their culture to show',
      'Teams who want comments and messages moderated respectfully and promptly',
    ],
    included: [
      'A social media plan matched to your audiences and goals',
      'A monthly content calendar for your review and approval',
      'Written posts, designed graphics and short video edits',
      'Alt text, captions and readable hashtags on every post',
      'Consent forms and a simple register for participant stories and photos',
      'Comment and message monitoring, with an agreed process for complaints',
      'A monthly report on reach, engagement and what is working',
    ],
    process: [
      {
        title: 'Review and plan',
        detail:
          'We review your channels, agree goals and choose the platforms worth your time, often Facebook, Instagram and LinkedIn.',
      },
      {
        title: 'Consent and guidelines',
        detail:
          'We set up consent forms, a consent register and simple guidelines on tone, privacy and responding to comments.',
      },
      {
        title: 'Create and schedule',
        detail: 'Each month we prepare a content calendar for your approval, then publish and schedule the posts.',
      },
      {
        title: 'Monitor and report',
        detail:
          'We watch comments and messages, pass complaints to your complaints process and report on results each month.',
      },
    ],
    timeframe:
      'Set-up usually takes two to three weeks, and management then runs month to month. We suggest allowing at least three months before judging results, as audiences build gradually.',
    faqs: [
      {
        question: 'Can we post photos of participants?',
        answer:
          "Only with their written, informed consent, or that of the person who can lawfully give it for them, and only for the uses they agreed to. Consent should be explained in an accessible format and be easy to withdraw at any time. Also ask whether the photo respects the person's dignity.",
      },
      {
        question: 'What happens if someone withdraws their consent?',
        answer:
          "We remove the content from your channels as soon as you let us know and update your consent register. It's worth explaining at the start that content already shared or saved by others can't always be fully recalled, so people can make an informed choice.",
      },
      {
        question: 'Will social media bring us more referrals?',
        answer:
          "We can't promise followers, referrals or new participants. Consistent, genuine posting makes you easier to find and helps people trust you before they call, and our monthly reports show what is working.",
      },
      {
        question: 'How do you handle negative comments or complaints?',
        answer:
          "We agree a response process with you first. We acknowledge concerns politely, never discuss a participant's details online and move the conversation to your complaints process. Serious matters come to you straight away so you can meet your incident and complaints obligations.",
      },
      {
        question: 'We provide therapy supports. Can we post client testimonials?',
        answer:
          "If your team includes Ahpra-registered health practitioners, the advertising rules under the National Law also apply, and they restrict testimonials about clinical care. We plan content with this in mind, and we recommend checking Ahpra's advertising guidance for your profession.",
      },
    ],
    related: ['brand-strategy', 'marketing-materials', 'compliance-support'],
  },

  'logo-design': {
    summary:
      'Your logo is often the first thing people recognise about your organisation, on your website, vehicles, uniforms and referral paperwork. We design distinctive, accessible logos for NDIS providers that reflect your values, work in full colour and in one colour, and stay clear at any size, delivered with simple brand guidelines and every file format you need.',
    whatItIs: [
      'A strong logo helps participants, families and support coordinators remember you and tell you apart from the other providers in your area. For a disability support business it also needs to feel warm and trustworthy, and to work for people with low vision or colour blindness.',
      'We start from your brand: who you support, where you work and how you want people to feel when they deal with you. We then develop a small number of distinct concepts, refine the direction you choose and build a complete visual identity around it, including a colour palette, fonts and variations for different uses.',
      'Accessibility is part of the design brief. We check colour contrast against WCAG 2.2 AA, make sure the logo still works in a single colour and at small sizes, and avoid relying on colour alone to carry meaning. We also steer clear of anything that could be confused with NDIS or NDIA branding, which may not be used without permission.',
    ],
    whoItIsFor: [
      'New providers who need a logo before setting up a website, printing business cards or ordering uniforms',
      'Providers whose current logo was made in a hurry and no longer looks professional',
      'Organisations that have changed their name or merged with another provider',
      'Providers whose logo is hard to read or loses detail at small sizes',
    ],
    included: [
      'A brand questionnaire and discovery call',
      'Two or three distinct initial concepts',
      'Refinement of your chosen concept, with the number of rounds set out in your quote',
      'A colour palette checked for contrast, plus one-colour and reversed versions',
      'Final files for print and web, including SVG, PNG and PDF formats and a favicon',
      'A one-page brand guide covering colours, fonts, spacing and correct use',
    ],
    process: [
      {
        title: 'Discovery',
        detail:
          'We learn about your organisation, the people you support, other providers in your area and any colours or symbols that matter to you.',
      },
      {
        title: 'Concepts',
        detail:
          'We present distinct logo concepts, explain the thinking behind each and show how they look on real items such as signage and business cards.',
      },
      {
        title: 'Refinement',
        detail:
          'You choose a direction and we refine it together, testing it at small sizes, in one colour and on common backgrounds.',
      },
      {
        title: 'Delivery',
        detail:
          'We prepare your final files and brand guide, so your printer, web designer and signwriter can all use your logo correctly.',
      },
    ],
    timeframe:
      'Most logo projects take two to four weeks, depending on how many refinement rounds you need and how quickly feedback comes back.',
    faqs: [
      {
        question: 'Can our logo include the NDIS logo or colours?',
        answer:
          "The NDIS logo and NDIA branding may not be used without permission, so we don't build them into your logo. If you want to show your connection to the scheme in other materials, check the NDIA's rules on using its brand first. Your logo should stand on its own and not suggest you are part of the NDIA or the NDIS Commission.",
      },
      {
        question: 'Who owns the final logo?',
        answer:
          'Your organisation does. Once the project is complete and paid for, the copyright in the final artwork is assigned to you, and this is confirmed in writing. You receive editable source files as well as ready-to-use versions.',
      },
      {
        question: 'Should we register our logo as a trade mark?',
        answer:
          "It's worth considering, especially if you plan to grow. Before a design is finalised, we suggest searching IP Australia's trade mark database for similar marks, and speaking with a trade mark attorney if you decide to register. We don't give legal advice, but we can supply the files an application needs.",
      },
      {
        question: 'What makes a logo accessible?',
        answer:
          'Strong contrast between the logo and its background, clear shapes that hold up at small sizes and, where there is text, a legible typeface. It should also work in a single colour, so it stays recognisable on a photocopied form or a high-contrast screen.',
      },
    ],
    related: ['brand-strategy', 'ndis-website-design', 'marketing-materials'],
  },

  'marketing-materials': {
    summary:
      'Participants, families and support coordinators need to understand your supports quickly, often before they have spoken to you. We write and design brochures, service guides, Easy Read documents and referral packs that explain what you do in plain language, match your brand and make only accurate claims, so people can make informed choices about their supports.',
    whatItIs: [
      'Printed and digital materials still matter in the NDIS. Support coordinators keep referral packs on file, families pick up brochures at community events, and participants may want something to read at their own pace before deciding. Good materials explain which supports you provide, where you provide them, who your team is, how to make a referral and how to give feedback or make a complaint.',
      'Many participants find standard documents hard to use. Easy Read versions pair short, simple sentences with supporting images and are a practical way to make your information accessible, particularly for people with intellectual disability. We apply plain language and accessible design to everything we produce, including accessible PDFs for digital versions.',
      "Every claim is checked. Materials must not mislead under the Australian Consumer Law, only registered providers may describe themselves as registered, and any prices should line up with the NDIS Pricing Arrangements and Price Limits where they apply. Participant stories and photos need written, informed consent, and we recommend you check the NDIA's rules on using its brand before including any NDIS logo.",
    ],
    whoItIsFor: [
      'Providers preparing for community expos, open days or meetings with support coordinators',
      'New providers who need a professional service guide before taking their first referrals',
      'Organisations that want Easy Read versions of their key information',
      'Providers whose brochures are out of date after adding new supports or service areas',
      'Teams that want a consistent referral pack for support coordinators and plan managers',
    ],
    included: [
      'Brochures and flyers for your services',
      'Service guides explaining each support, your service areas and how to get started',
      'Easy Read documents, such as information about your services and how to make a complaint',
      'Referral packs and referral forms for support coordinators',
      'Business cards, pull-up banners and email signatures',
      'Print-ready files plus accessible digital versions',
      'A check of every claim, consent record and reference to the NDIS',
    ],
    process: [
      {
        title: 'Brief',
        detail:
          'We agree which materials you need, who they are for and how they will be used, in print, online or both.',
      },
      {
        title: 'Writing',
        detail:
          'We draft plain-language content with you, checking every claim about your services, registration status and prices.',
      },
      {
        title: 'Design',
        detail:
          'We design the materials in your brand, with readable fonts, strong contrast and Easy Read layouts where needed.',
      },
      {
        title: 'Review and testing',
        detail:
          'You review the drafts and, where possible, participants or family members check the Easy Read versions for clarity.',
      },
      {
        title: 'Delivery',
        detail: 'We supply print-ready files and accessible digital versions, and can coordinate printing if you wish.',
      },
    ],
    timeframe:
      'A brochure or referral pack usually takes two to three weeks. Easy Read documents and larger sets of materials can take four to six weeks, especially when they are tested with readers.',
    faqs: [
      {
        question: 'What is Easy Read, and do we need it?',
        answer:
          "Easy Read presents information in short, simple sentences, each supported by a picture. It helps many participants, including many people with intellectual disability or acquired brain injury, understand your services and their rights. It's good practice to offer Easy Read versions of key documents such as your service information and complaints process.",
      },
      {
        question: 'Should we include our prices in brochures?',
        answer:
          'You can, but prices change, so we often suggest pointing people to a current price list instead. Where the NDIS Price Limits apply, what you charge must not exceed them, and any figures you publish must be accurate and not misleading.',
      },
      {
        question: 'Can we use testimonials from participants or families?',
        answer:
          "Yes, if they are genuine, used with written, informed consent and fairly reflect the person's experience. Testimonials must not mislead under the Australian Consumer Law. If your services include regulated health services, Ahpra's advertising rules also restrict testimonials about clinical care.",
      },
      {
        question: 'Do you print the materials as well?',
        answer:
          'We supply print-ready files that any printer can use, and we can coordinate printing with a supplier if that saves you time. Printing is quoted separately.',
      },
    ],
    related: ['logo-design', 'brand-strategy', 'ndis-pricing'],
  },

  'brand-strategy': {
    summary:
      'Before you design a logo or build a website, it helps to know exactly who you support, what makes your services different and how you want to sound. Our brand strategy work for NDIS providers gives you clear positioning, key messages and a voice grounded in respect and choice, so your website, materials and conversations with referrers tell the same honest story.',
    whatItIs: [
      'A brand is more than a logo. It is what participants, families, carers, support coordinators and plan managers expect when they hear your name, and it is shaped by every conversation, document and post. A brand strategy sets out deliberately what you want that to be and how you will show it.',
      'We work with you to define the people you support best, the areas you cover, the supports you offer and what genuinely sets you apart, whether that is a specialist skill, a cultural connection, a local team or flexible hours. We turn this into positioning, key messages and a tone of voice that everyone in your organisation can use.',
      'Language matters in disability services. We help you choose respectful, inclusive terms, recognise that people have different preferences, such as person-first or identity-first language, and write in a way that reflects choice and control. Your messages also need to stay accurate: claims must not mislead under the Australian Consumer Law, and only registered providers may describe themselves as registered.',
    ],
    whoItIsFor: [
      'New providers choosing a name and direction before they launch',
      'Established providers who feel they sound the same as everyone else in their area',
      'Organisations adding new supports or regions whose message needs to keep up',
      'Providers preparing a new website, logo or marketing campaign',
      'Leadership teams who want staff to describe the organisation consistently',
    ],
    included: [
      'A discovery workshop with your leadership team',
      'A review of your current materials, online presence and local competitors',
      'Audience profiles for participants, families and carers, support coordinators and plan managers',
      'A positioning statement and value proposition',
      'Key messages for each audience and service',
      'Tone of voice and inclusive language guidelines',
      'Business name and domain availability checks for new providers',
      'A concise brand strategy document to guide designers, writers and staff',
    ],
    process: [
      {
        title: 'Discovery workshop',
        detail: 'We spend time with your team to understand your story, values, services and plans.',
      },
      {
        title: 'Research',
        detail:
          'We review your materials and competitors and, where possible, speak with participants, families or referrers about what matters to them.',
      },
      {
        title: 'Strategy',
        detail: 'We draft your positioning, key messages and tone of voice, and refine them with you.',
      },
      {
        title: 'Guide and handover',
        detail:
          'You receive a practical brand strategy document and a walkthrough for your team, ready to brief your logo, website and materials.',
      },
    ],
    timeframe:
      'Brand strategy usually takes three to five weeks, depending on how many people you want involved and whether we speak with participants or referrers.',
    faqs: [
      {
        question: 'Do we really need a brand strategy as a small provider?',
        answer:
          'Not a long one, but every provider benefits from being clear about who it supports and why people should choose it. For a small provider the strategy can be short and practical. It saves time and money later, because your logo, website and materials all start from the same brief.',
      },
      {
        question: 'Should we use person-first or identity-first language?',
        answer:
          "It depends on the people you support. Many people prefer person-first language, such as 'person with disability', while many Autistic people and many members of the Deaf community prefer identity-first language. The best approach is to ask the people you support and follow individual preferences, and we build this into your language guidelines.",
      },
      {
        question: 'Can you help us choose a business name?',
        answer:
          "Yes. We can develop name options that fit your strategy and check business name and domain availability. We also suggest searching IP Australia's trade mark database, and avoiding names that suggest a connection with the NDIS, the NDIA or the NDIS Commission that does not exist.",
      },
      {
        question: 'How do we stand out while keeping our marketing honest?',
        answer:
          "Focus on what you can show: your team's experience, the areas you cover, how quickly you respond and the feedback you receive. Avoid claims you can't back up, such as being 'the best' or promising outcomes, and only describe yourself as registered if you are registered with the NDIS Commission.",
      },
    ],
    related: ['logo-design', 'ndis-website-design', 'business-consulting'],
  },
} satisfies ServicePagesCopy
