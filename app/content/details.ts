import { claims } from './site'
import type { CallToAction, PageHero, Three } from './blocks'
import type { ArtTopic } from './media'
import type { TalentPath } from './talent'
import type { DETAIL_PATHS } from '~/lib/routes'

export type DetailPath = (typeof DETAIL_PATHS)[number]

/** One image-and-text block; the image side alternates from block to block. */
export interface DetailBlock {
  title: string
  paragraphs: readonly [string, string]
  /** Three or four points. */
  points: readonly [string, string, string] | readonly [string, string, string, string]
  art: ArtTopic
}

export interface DetailPage {
  hero: PageHero
  blocks: Three<DetailBlock>
  /** The talent page this detail belongs to. */
  back: { label: string; to: TalentPath }
  cta: CallToAction
}

const backToConsultants = { label: 'Back to management consultants', to: '/management-consultants' } as const
const backToProductManagers = { label: 'Back to product managers', to: '/product-managers' } as const
const backToStaffing = { label: 'Back to IT staffing', to: '/it-staffing' } as const

export const details = {
  '/management-consultants/strategy': {
    hero: {
      eyebrow: 'Management consultants',
      title: 'Strategy consultants',
      intro:
        'Consultants who size markets, test options and build plans your leadership can act on, with the analysis to back every recommendation.',
    },
    blocks: [
      {
        title: 'Growth strategy',
        paragraphs: [
          'Every growing company reaches a point where the next stage of growth will not come from doing more of the same. Our strategy consultants look at where your revenue really comes from, which customers are most profitable, and which adjacent markets or products are within reach.',
          'The result is a short list of growth options, each with a realistic view of investment, timeline and risk, and a recommendation your leadership can debate and decide on.',
        ],
        points: [
          'Revenue and customer profitability analysis',
          'Adjacent market and product options',
          'Investment cases with their assumptions stated',
          'Board-ready recommendations',
        ],
        art: 'growth',
      },
      {
        title: 'Market entry',
        paragraphs: [
          'Entering a new city, country or customer segment is expensive to get wrong. We size the opportunity from the bottom up, study local competitors and regulation, and speak to potential customers and partners before you commit.',
          'For companies expanding into India, and for Indian companies expanding abroad, our consultants bring first-hand experience of both sides of the move.',
        ],
        points: [
          'Bottom-up market sizing',
          'Competitor and regulatory review',
          'Entry options: build, partner or acquire',
          'A launch plan with first-year targets',
        ],
        art: 'globe',
      },
      {
        title: 'Pricing and portfolio',
        paragraphs: [
          'Pricing is often the fastest lever on profit and the least examined. We analyse willingness to pay, discounting habits and competitor prices to find where you are leaving money on the table.',
          'Alongside pricing, we review your portfolio of products and services, so that you invest in the ones that earn their place and simplify or retire the rest.',
        ],
        points: [
          'Willingness-to-pay research',
          'Discount and deal-approval review',
          'Product and service portfolio review',
          'Pricing roll-out and sales enablement',
        ],
        art: 'analytics',
      },
    ],
    back: backToConsultants,
    cta: {
      title: 'Need a strategy consultant?',
      text: 'Describe the decision in front of you, and we will introduce a consultant who has helped others make it.',
      action: { label: 'Schedule a call', to: '/contact' },
    },
  },

  '/management-consultants/technology': {
    hero: {
      eyebrow: 'Management consultants',
      title: 'Technology consultants',
      intro:
        'Consultants who align architecture, vendors and delivery with what the business is trying to achieve, and who explain technology choices to a board as clearly as to an engineering team.',
    },
    blocks: [
      {
        title: 'IT strategy',
        paragraphs: [
          'Technology budgets grow every year, yet many leaders cannot say which systems create value and which only keep the lights on. Our technology consultants map your applications, infrastructure, spend and skills, and link each one to the business capability it supports.',
          'From that picture we build an IT strategy with clear principles, a target architecture and a sequenced plan, so that every new investment moves you towards it.',
        ],
        points: [
          'Application and infrastructure portfolio review',
          'Target architecture and design principles',
          'IT spend analysis',
          'A multi-year technology roadmap',
        ],
        art: 'strategy',
      },
      {
        title: 'Platform and vendor selection',
        paragraphs: [
          'A new ERP, CRM or core platform is a decision you will live with for a decade. We run a structured selection: requirements gathered from the people who will use the system, a long list narrowed on evidence, and scripted demonstrations that show how each vendor handles your real scenarios.',
          'We then negotiate with the shortlisted vendors on price, contract terms and service levels, and make sure the implementation partner is held to what was sold.',
        ],
        points: [
          'Requirements and a scoring model',
          'Scripted vendor demonstrations',
          'Commercial and contract negotiation',
          'Implementation partner selection',
        ],
        art: 'handshake',
      },
      {
        title: 'Transformation programmes',
        paragraphs: [
          'Large technology programmes fail more often from weak governance than from weak technology. Our consultants set up the programme structure, decision forums and reporting that keep scope, budget and benefits under control.',
          'Where a programme is already in trouble, we carry out an independent health check, agree a recovery plan, and can lead delivery until it is back on track.',
        ],
        points: [
          'Programme set-up and governance',
          'Independent health checks',
          'Recovery plans for struggling programmes',
          'Benefits tracking after go-live',
        ],
        art: 'end-to-end',
      },
    ],
    back: backToConsultants,
    cta: {
      title: 'Need a technology consultant?',
      text: 'Tell us about the system, the programme or the choice that worries you. We will introduce a consultant who has been there.',
      action: { label: 'Schedule a call', to: '/contact' },
    },
  },

  '/management-consultants/financial': {
    hero: {
      eyebrow: 'Management consultants',
      title: 'Financial consultants',
      intro:
        'Consultants for planning, modelling, due diligence and cost transformation, who put clear numbers behind every decision your business makes.',
    },
    blocks: [
      {
        title: 'Financial planning and analysis',
        paragraphs: [
          'A budget built once a year in spreadsheets is out of date by the end of the first quarter. Our financial consultants set up driver-based planning, rolling forecasts and management reports that show what is changing and why.',
          'We build the models and the process with your finance team, so that they own the numbers and keep them current after we leave.',
        ],
        points: [
          'Driver-based budgets and rolling forecasts',
          'Management and board reporting packs',
          'Unit economics and profitability by product',
          'Planning tools and process design',
        ],
        art: 'finance',
      },
      {
        title: 'Due diligence and transactions',
        paragraphs: [
          'Before you invest in, acquire or merge with another business, you need an independent view of its numbers. We review the quality of earnings, working capital, debt and commitments, and flag the issues that should change the price or the terms.',
          'For companies raising funds, we prepare the financial model, the data room and the investor materials, and help you answer the questions investors will ask.',
        ],
        points: [
          'Financial due diligence',
          'Quality of earnings and working capital review',
          'Fundraising models and data rooms',
          'Post-deal integration planning',
        ],
        art: 'handshake',
      },
      {
        title: 'Cost transformation',
        paragraphs: [
          'Cutting costs across the board usually cuts the wrong things. We analyse spend by category, process and supplier to separate the costs that build the business from the ones that do not.',
          'The programme that follows combines procurement savings, process automation and better demand management, with savings tracked against a baseline your auditors would accept.',
        ],
        points: [
          'Spend analysis by category and supplier',
          'Procurement and contract renegotiation',
          'Process automation opportunities',
          'Savings tracked against an agreed baseline',
        ],
        art: 'analytics',
      },
    ],
    back: backToConsultants,
    cta: {
      title: 'Need a financial consultant?',
      text: 'Tell us what the numbers need to answer. We will introduce a consultant with the right sector and transaction experience.',
      action: { label: 'Schedule a call', to: '/contact' },
    },
  },

  '/product-managers/technical': {
    hero: {
      eyebrow: 'Product managers',
      title: 'Technical product managers',
      intro:
        'Product managers who speak both engineering and business, for APIs, platforms and developer products where the details decide success.',
    },
    blocks: [
      {
        title: 'APIs and platforms',
        paragraphs: [
          'When your customers are developers or partner systems, the product is the API: its design, documentation, reliability and versioning. Our technical product managers have built and run such products, and know how small design choices become long-term commitments.',
          'They write specifications engineers respect, agree service levels with operations, and keep a clear deprecation policy, so that partners can build on your platform with confidence.',
        ],
        points: [
          'API design reviews and a versioning policy',
          'Developer documentation and onboarding',
          'Service levels and reliability targets',
          'Partner and integration roadmaps',
        ],
        art: 'backend',
      },
      {
        title: 'Working with engineering',
        paragraphs: [
          'A good technical product manager shortens the distance between what the business wants and what engineers build. They break big goals into well-specified increments, take part in architecture discussions, and understand the cost of technical debt.',
          'They also make trade-offs visible: what is being delayed, which risks are being accepted, and why. That honesty earns trust from engineering teams and from leadership alike.',
        ],
        points: [
          'Clear specifications and acceptance criteria',
          'A voice in architecture reviews',
          'Technical debt planned alongside features',
          'Trade-off decisions recorded openly',
        ],
        art: 'process',
      },
      {
        title: 'Data and AI products',
        paragraphs: [
          'Products built on data pipelines and machine learning need product managers who understand model quality, data dependencies and the cost of a wrong prediction.',
          'Our technical product managers define evaluation criteria before a model ships, plan for human review where the stakes are high, and measure value in the product, not only in offline metrics.',
        ],
        points: [
          'Use cases with defined success measures',
          'Model evaluation and monitoring plans',
          'Human review designed into high-stakes flows',
          'Privacy and consent by design',
        ],
        art: 'agentic-ai',
      },
    ],
    back: backToProductManagers,
    cta: {
      title: 'Hire a technical product manager',
      text: `Tell us about your platform and your engineering team. We will introduce matched candidates in under ${claims.averageMatchHours} hours on average.`,
      action: { label: 'Schedule a call', to: '/contact' },
    },
  },

  '/product-managers/growth': {
    hero: {
      eyebrow: 'Product managers',
      title: 'Growth product managers',
      intro:
        'Product managers who run disciplined experiments across activation, retention and monetisation, turning data into the next feature that moves the numbers.',
    },
    blocks: [
      {
        title: 'Activation and onboarding',
        paragraphs: [
          'Many products lose most new users before they ever reach the moment of value. Our growth product managers map that first journey, find where people drop off, and design onboarding that gets them to value sooner.',
          'Each change is tested against a control group, so you know which improvements worked and by how much.',
        ],
        points: [
          'Funnel analysis from sign-up to first value',
          'Onboarding flows and in-product guidance',
          'A controlled experiment for each change',
          'Activation metrics agreed with leadership',
        ],
        art: 'journey',
      },
      {
        title: 'Retention and engagement',
        paragraphs: [
          'Growth that leaks out of the bottom of the funnel is expensive. We study cohorts to see who stays, who leaves and when, and combine the data with user interviews to understand the reasons behind the numbers.',
          'From there, growth product managers build habits into the product through notifications, lifecycle messages and features that give people a reason to return.',
        ],
        points: [
          'Cohort and churn analysis',
          'Interviews with users who stayed and users who left',
          'Lifecycle messaging planned with marketing',
          'Engagement features prioritised by impact',
        ],
        art: 'community',
      },
      {
        title: 'Monetisation and pricing',
        paragraphs: [
          'How and when you ask customers to pay shapes both revenue and retention. Our growth product managers test plans, packaging, trials and upgrade prompts, always watching the effect on long-term customer value rather than the first payment alone.',
          'They work with finance and sales so that pricing experiments are measured correctly and rolled out without confusing existing customers.',
        ],
        points: [
          'Plan and packaging experiments',
          'Free-trial and freemium design',
          'Upgrade and expansion prompts',
          'Revenue and lifetime value reporting',
        ],
        art: 'growth',
      },
    ],
    back: backToProductManagers,
    cta: {
      title: 'Hire a growth product manager',
      text: 'Share the metric you most need to move. We will introduce product managers who have moved it before.',
      action: { label: 'Schedule a call', to: '/contact' },
    },
  },

  '/staffing/it-talent': {
    hero: {
      eyebrow: 'IT staffing',
      title: 'IT talent staffing',
      intro:
        'Developers, cloud engineers, testers and data specialists placed on contract or permanent terms, screened for skills and fit before you meet them.',
    },
    blocks: [
      {
        title: 'Developers and engineers',
        paragraphs: [
          'Whether you need one React developer for three months or a permanent team of backend engineers, we start with a network of professionals we have already assessed, and search actively for the rarer skills.',
          `Every candidate completes a technical assessment reviewed by a senior engineer, and only the top ${claims.topTalentPercent}% of the people we assess reach a client shortlist.`,
        ],
        points: [
          'Frontend, backend, full-stack and mobile developers',
          'Technical assessments reviewed by senior engineers',
          'Contract, contract-to-hire and permanent terms',
        ],
        art: 'talent',
      },
      {
        title: 'Cloud, infrastructure and security',
        paragraphs: [
          'Cloud and infrastructure skills are among the hardest to hire. We place AWS, Azure and Google Cloud engineers, Kubernetes and network specialists, and security analysts, many of them holding current vendor certifications.',
          'We verify certifications with the issuing bodies and test hands-on skills in a sandbox environment, so the people you hire can do the work from their first day.',
        ],
        points: [
          'Cloud, DevOps and site reliability engineers',
          'Network and system administrators',
          'Security analysts and engineers',
          'Certifications verified at source',
        ],
        art: 'cloud',
      },
      {
        title: 'Testing and data',
        paragraphs: [
          'Quality and data roles often sit between teams, so fit matters as much as skill. We place manual and automation testers, data analysts, data engineers and BI developers who work comfortably with product, engineering and business teams.',
          'On longer contracts we stay in touch with both client and contractor, so that small issues are solved early and good contractors stay.',
        ],
        points: [
          'Manual and automation testers',
          'Data analysts, data engineers and BI developers',
          'Regular check-ins throughout the contract',
          'Simple extensions and conversions to permanent roles',
        ],
        art: 'qa',
      },
    ],
    back: backToStaffing,
    cta: {
      title: 'Need IT talent?',
      text: 'Tell us the skills, the terms and the start date. We will send you profiles of people who are ready.',
      action: { label: 'Schedule a call', to: '/contact' },
      secondary: { label: 'See development roles', to: '/developer' },
    },
  },

  '/staffing/admin-support': {
    hero: {
      eyebrow: 'IT staffing',
      title: 'Administrative support staffing',
      intro:
        'Office managers, coordinators, data-entry and customer-support staff who keep operations running, available on flexible terms at short notice.',
    },
    blocks: [
      {
        title: 'Office and administration',
        paragraphs: [
          'A well-run office is invisible until it is not. We place office managers, executive assistants, receptionists and administrative coordinators who keep schedules, facilities and paperwork in order.',
          'Candidates are assessed on communication, organisation and the tools they will use, from Microsoft 365 and Google Workspace to your own systems.',
        ],
        points: [
          'Office managers and executive assistants',
          'Front-desk and reception staff',
          'Administrative and operations coordinators',
          'Skills tested on the tools they will use',
        ],
        art: 'admin-support',
      },
      {
        title: 'Data entry and back office',
        paragraphs: [
          'Back-office work such as data entry, document processing and records management needs accuracy and consistency above all. We test both before placing anyone, using samples of the work they will actually do.',
          'For larger volumes we can staff a supervised team, with quality checks and agreed turnaround times, on your premises or remotely.',
        ],
        points: [
          'Data entry and document processing',
          'Records and inventory management',
          'Accuracy tests on sample work',
          'Supervised teams for large volumes',
        ],
        art: 'process',
      },
      {
        title: 'Customer support',
        paragraphs: [
          'Customers judge your company by the person who answers their call or email. We place support executives for voice, email and chat, with English and Indian-language skills matched to your customers.',
          'Candidates complete role-play assessments before placement, and we can provide extra cover for seasonal peaks, product launches and extended hours.',
        ],
        points: [
          'Voice, email and chat support executives',
          'English and Indian-language skills',
          'Role-play assessments before placement',
          'Cover for peaks and extended hours',
        ],
        art: 'community',
      },
    ],
    back: backToStaffing,
    cta: {
      title: 'Need support staff?',
      text: 'Tell us the roles, the hours and where the work happens. We will propose candidates who can start soon.',
      action: { label: 'Schedule a call', to: '/contact' },
    },
  },

  '/staffing/project-based': {
    hero: {
      eyebrow: 'IT staffing',
      title: 'Project-based staffing',
      intro:
        'Complete teams assembled for a defined project and released when it ships: the right mix of skills for a fixed scope, timeline and budget.',
    },
    blocks: [
      {
        title: 'Teams built around the scope',
        paragraphs: [
          'Some work does not justify permanent hires: a platform migration, a new app, an ERP roll-out. We start from the scope and timeline and assemble the mix of roles the project needs, from project manager and analysts to developers and testers.',
          'The team is sized for each phase, so you are not paying for testers during design or for architects during user acceptance testing.',
        ],
        points: [
          'Team design from scope and timeline',
          'Roles sized phase by phase',
          'A project manager included where needed',
          'One contract for the whole team',
        ],
        art: 'project-team',
      },
      {
        title: 'Delivery you can track',
        paragraphs: [
          'A project team is only as good as its visibility. Each team works to agreed milestones, with weekly progress reports, a shared risk log and regular demonstrations of working results.',
          'If the scope changes, we agree the change in writing and adjust the team, so there are no surprises on the invoice.',
        ],
        points: [
          'Agreed milestones and weekly reports',
          'A shared risk and issue log',
          'Regular demonstrations of progress',
          'Written change control',
        ],
        art: 'quality',
      },
      {
        title: 'A clean hand-over',
        paragraphs: [
          'When the project ships, the knowledge should stay with you. Teams document their work as they go and run hand-over sessions with your own staff or your support partner.',
          'If some team members have become essential, you can keep them on, extend their contracts or hire them permanently.',
        ],
        points: [
          'Documentation written during the project',
          'Hand-over sessions with your team',
          'Optional support after go-live',
          'The option to retain or hire team members',
        ],
        art: 'end-to-end',
      },
    ],
    back: backToStaffing,
    cta: {
      title: 'Have a project to staff?',
      text: 'Send us the scope and the deadline. We will propose a team, a timeline and a budget.',
      action: { label: 'Schedule a call', to: '/contact' },
      secondary: { label: 'See our project managers', to: '/project-managers' },
    },
  },
} satisfies Record<DetailPath, DetailPage>
