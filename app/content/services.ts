import type { ArtHero, CallToAction, LinkRef, SectionHeading, TitledText } from './blocks'
import { site } from './site'
import type { SERVICE_PATHS } from '~/lib/routes'

export type ServicePath = (typeof SERVICE_PATHS)[number]

export const SERVICE_AUDIENCES = ['companies', 'job-seekers'] as const
export type ServiceAudience = (typeof SERVICE_AUDIENCES)[number]

export const SERVICE_AUDIENCE_LABELS: Record<ServiceAudience, string> = {
  companies: 'For companies',
  'job-seekers': 'For job seekers',
}

export interface ServiceOfferingsSection extends SectionHeading {
  id: 'offerings'
  intro: string
  /** Four to six items. */
  items: readonly [TitledText, TitledText, TitledText, TitledText, ...TitledText[]]
}

export interface ServiceProcessSection extends SectionHeading {
  id: 'process'
  steps:
    readonly [TitledText, TitledText, TitledText] | readonly [TitledText, TitledText, TitledText, TitledText]
}

export interface ServiceOutcomesSection extends SectionHeading {
  id: 'outcomes'
  items: readonly string[]
}

/** Engagement models (companies) or 'what you get' / 'who it is for' (job seekers). */
export interface ServiceEngagementSection extends SectionHeading {
  id: 'engagement'
  intro: string
  items: readonly TitledText[]
}

export interface ServicePage {
  audience: ServiceAudience
  /** schema.org Service `serviceType`. */
  serviceType: string
  hero: ArtHero
  offerings: ServiceOfferingsSection
  process: ServiceProcessSection
  outcomes: ServiceOutcomesSection
  engagement: ServiceEngagementSection
  /** Two or three links to related pages. */
  related: readonly LinkRef[]
  cta: CallToAction
}

export const services = {
  '/cloud': {
    audience: 'companies',
    serviceType: 'Cloud computing consulting and managed cloud services',
    hero: {
      eyebrow: 'Cloud solutions',
      title: 'Move to the cloud with a plan, and keep control of the bill',
      intro:
        'Certified engineers who assess, migrate, modernise and run workloads on AWS, Microsoft Azure and Google Cloud. We design for security and cost from the first day, and we run what we build.',
      art: 'cloud',
    },
    offerings: {
      id: 'offerings',
      title: 'What we do',
      intro:
        'From the first inventory of your systems to the monthly cost review, one team stays accountable.',
      items: [
        {
          title: 'Cloud readiness assessment',
          text: 'An inventory of your applications, data and dependencies, with a recommendation for each one: rehost, replatform, refactor, replace or retire.',
        },
        {
          title: 'Migration',
          text: 'Planned waves with rehearsed cut-overs and rollback plans, so the business keeps running while its systems move.',
        },
        {
          title: 'Application modernisation',
          text: 'Containers, managed databases and serverless functions where they reduce effort and risk, not because they are fashionable.',
        },
        {
          title: 'Landing zones and governance',
          text: 'Accounts, networks, identity and guardrails set up once, as code, so that every new team starts on a secure foundation.',
        },
        {
          title: 'FinOps and cost control',
          text: 'Tagging, budgets, right-sizing and committed-use discounts, with a monthly review of where the money goes and why.',
        },
        {
          title: 'Managed operations',
          text: 'Monitoring, patching, backups and on-call support, documented in runbooks your own team can read and use.',
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How an engagement runs',
      steps: [
        {
          title: 'Assess',
          text: 'We review workloads, current costs, skills and compliance needs with your team.',
        },
        {
          title: 'Plan',
          text: 'A migration roadmap with waves, target architecture, costs and risks, agreed before anything moves.',
        },
        {
          title: 'Migrate and modernise',
          text: 'Wave by wave, each one tested and signed off by you before cut-over.',
        },
        {
          title: 'Run and optimise',
          text: 'We operate, monitor and tune the platform, or hand it over to your team with training.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What changes for you',
      items: [
        'A cloud bill you can explain line by line',
        'Releases that take minutes instead of a weekend maintenance window',
        'Backups and disaster recovery that are tested, not just configured',
        'Security controls mapped to ISO 27001 and SOC 2 requirements',
        'An internal team trained to run the platform',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'Engagement models',
      intro: 'Start small and grow the engagement as trust builds.',
      items: [
        {
          title: 'Fixed-scope assessment',
          text: 'A defined review that ends in a written report and roadmap, at a price agreed up front.',
        },
        {
          title: 'Migration project',
          text: 'A delivery team for the migration waves, with milestones and a clear finish line.',
        },
        {
          title: 'Managed cloud',
          text: 'Ongoing operations, security patching and cost optimisation on a monthly retainer.',
        },
        {
          title: 'Engineers on your team',
          text: 'Certified cloud and DevOps engineers who join your own team on contract or permanently.',
        },
      ],
    },
    related: [
      { label: 'DevOps engineers', to: '/developer#devops-engineer' },
      { label: 'Hire an IT team', to: '/it-team' },
      { label: 'Modernising financial services', to: '/sectors/financial-services' },
    ],
    cta: {
      title: 'Start with an assessment',
      text: 'Tell us what you run today and what worries you about it. A cloud engineer replies with the questions that matter and a proposed first step.',
      action: { label: 'Talk to a cloud engineer', to: '/contact' },
    },
  },

  '/cybersecurity': {
    audience: 'companies',
    serviceType: 'Cybersecurity consulting, penetration testing and managed security monitoring',
    hero: {
      eyebrow: 'Cybersecurity',
      title: "Security sized to your risk, not to a vendor's catalogue",
      intro:
        'Most breaches still begin with a weak password, an unpatched server or a misconfigured cloud bucket. We find the gaps that matter most in your business, fix them with your team, and watch for what comes next.',
      art: 'security',
    },
    offerings: {
      id: 'offerings',
      title: 'What we do',
      intro: 'Practical protection, from a first assessment to round-the-clock monitoring.',
      items: [
        {
          title: 'Security assessment',
          text: 'A review of your systems, policies and people against a recognised framework such as ISO 27001 or the CIS Controls, with risks ranked by likelihood and impact.',
        },
        {
          title: 'Penetration testing',
          text: 'Web, mobile, API and network tests by certified testers following the OWASP testing guides, with a retest once your fixes are in.',
        },
        {
          title: 'Cloud and application hardening',
          text: 'Secure configuration of AWS, Azure and Google Cloud, proper secrets management, and security checks built into your CI pipeline.',
        },
        {
          title: 'Identity and access management',
          text: 'Single sign-on, multi-factor authentication and least-privilege roles, with joiner, mover and leaver processes that actually remove access.',
        },
        {
          title: 'Monitoring and incident response',
          text: 'Log monitoring and alert triage around the clock, plus an incident response plan rehearsed with your team before it is needed.',
        },
        {
          title: 'Compliance readiness',
          text: "Gap analysis and evidence preparation for ISO 27001, SOC 2, PCI DSS and India's Digital Personal Data Protection Act, 2023.",
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How we work',
      steps: [
        {
          title: 'Discover',
          text: 'We map your assets, your data flows and the threats that matter in your sector.',
        },
        {
          title: 'Test',
          text: 'Assessments and penetration tests find the gaps an attacker would look for first.',
        },
        {
          title: 'Fix',
          text: 'A prioritised remediation plan, with our engineers working beside yours on the critical items.',
        },
        {
          title: 'Monitor',
          text: 'Continuous monitoring, quarterly reviews and a response plan that has been tested.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What you gain',
      items: [
        'A ranked list of risks, each with an owner and a deadline',
        'Fewer critical findings at every retest',
        "Evidence ready for auditors and for enterprise customers' security questionnaires",
        "An incident process that meets CERT-In's six-hour reporting requirement",
        'Staff who recognise phishing and report it',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'Engagement models',
      intro: 'Security work that matches your size and stage.',
      items: [
        {
          title: 'Assessment or test',
          text: 'A one-off assessment or penetration test with a written report and a debrief.',
        },
        {
          title: 'Security retainer',
          text: 'A named security lead, monthly reviews and advice when you need it.',
        },
        {
          title: 'Managed detection and response',
          text: 'Round-the-clock monitoring of your logs and alerts, with containment support.',
        },
        {
          title: 'Virtual CISO',
          text: 'Part-time security leadership for companies not yet ready for a full-time CISO.',
        },
      ],
    },
    related: [
      { label: 'Cloud solutions', to: '/cloud' },
      { label: 'Digital strategy', to: '/digital-strategy' },
      { label: 'Modernising financial services', to: '/sectors/financial-services' },
    ],
    cta: {
      title: 'Find your gaps before someone else does',
      text: 'Tell us about your systems and any recent incidents. A security consultant replies in confidence with a proposed scope.',
      action: { label: 'Book a security review', to: '/contact' },
    },
  },

  '/digital-strategy': {
    audience: 'companies',
    serviceType: 'Digital strategy and transformation consulting',
    hero: {
      eyebrow: 'Digital strategy',
      title: 'A digital plan your teams can actually deliver',
      intro:
        'Many digital strategies are handsome documents that nobody builds. Ours start from your customers, your numbers and your people, and end in a costed roadmap with owners, milestones and the skills to deliver it.',
      art: 'strategy',
    },
    offerings: {
      id: 'offerings',
      title: 'What we cover',
      intro: 'Everything a strategy needs to survive contact with delivery.',
      items: [
        {
          title: 'Digital maturity review',
          text: 'Where you stand today on customer experience, technology, data and skills, compared with the leaders in your sector.',
        },
        {
          title: 'Customer journey design',
          text: 'Research with real customers to find where they give up, and the journeys worth rebuilding first.',
        },
        {
          title: 'Technology and platform choices',
          text: 'Build, buy or partner decisions for CRM, commerce, ERP and data platforms, with the total cost of ownership set out.',
        },
        {
          title: 'Data and AI opportunities',
          text: 'Use cases ranked by value and feasibility, with the data foundations each one depends on.',
        },
        {
          title: 'Operating model and skills',
          text: 'The teams, roles and ways of working needed to deliver, and a hiring plan to fill the gaps.',
        },
        {
          title: 'Roadmap and business case',
          text: 'A sequenced, costed roadmap with milestones, owners and benefits your leadership can track.',
        },
      ],
    },
    process: {
      id: 'process',
      title: 'From ambition to roadmap',
      steps: [
        {
          title: 'Listen',
          text: 'Interviews with leadership, frontline teams and customers, and a review of your systems and numbers.',
        },
        {
          title: 'Shape',
          text: 'Options tested in workshops, with the trade-offs made explicit and every decision recorded.',
        },
        {
          title: 'Plan',
          text: 'A roadmap and business case, presented to your board and handed to the people who will deliver it.',
        },
        {
          title: 'Launch',
          text: 'We stay through the first quarter of delivery to set up governance and measure early results.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What you leave with',
      items: [
        'One agreed set of priorities across business and IT',
        'Every investment tied to an outcome you can measure',
        'Fewer overlapping tools and licences',
        'A hiring plan for the skills you do not yet have',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'Engagement models',
      intro: 'Sized to the question you need answered.',
      items: [
        {
          title: 'Strategy sprint',
          text: 'A focused piece of work on one question, such as a platform choice or a new digital channel.',
        },
        {
          title: 'Full digital strategy',
          text: 'Maturity review, journeys, technology, data and operating model, ending in a board-ready roadmap.',
        },
        {
          title: 'Strategy and delivery',
          text: 'The strategy, followed by our own teams building and staffing what was planned.',
        },
      ],
    },
    related: [
      { label: 'An AI strategy that survives contact with reality', to: '/sectors/ai-strategy' },
      { label: 'Leadership and management consulting', to: '/leadership' },
      { label: 'Digital marketing', to: '/digital-marketing' },
    ],
    cta: {
      title: 'Turn ambition into a roadmap',
      text: 'Tell us what you want to change and what has held it back. A strategy consultant replies with how we would approach it.',
      action: { label: 'Discuss your strategy', to: '/contact' },
    },
  },

  '/career-guidance': {
    audience: 'job-seekers',
    serviceType: 'Career guidance and counselling for technology professionals',
    hero: {
      eyebrow: 'For job seekers',
      title: 'Know where you are heading, and how to get there',
      intro:
        'One-to-one guidance from recruiters who hire for technology roles every day. We look at your skills, your goals and the job market, and help you plan the next step, whether you are a fresher, changing track or aiming for your first lead role.',
      art: 'career',
    },
    offerings: {
      id: 'offerings',
      title: 'How we help',
      intro:
        'Honest advice from people who see what employers are asking for this month, not five years ago.',
      items: [
        {
          title: 'Career direction sessions',
          text: 'A structured conversation about your strengths, interests and constraints, and the roles that fit them.',
        },
        {
          title: 'Skill-gap analysis',
          text: 'Your current skills compared with what employers ask for in the roles you want, with the gaps named plainly.',
        },
        {
          title: 'Learning plan',
          text: 'Courses, certifications and portfolio projects chosen for the gaps that matter, in an order you can manage alongside work or study.',
        },
        {
          title: 'Career switch support',
          text: 'Realistic routes into technology from other fields, through testing, support, data analysis or digital marketing.',
        },
        {
          title: 'Offer and CTC guidance',
          text: 'How to read an offer letter: fixed and variable pay, benefits, notice period, and what is reasonable to negotiate.',
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How it works',
      steps: [
        {
          title: 'Tell us about you',
          text: 'Share your background and goals through our contact form, or apply with your resume.',
        },
        {
          title: 'Guidance session',
          text: 'A one-to-one conversation with a recruiter who specialises in your field.',
        },
        {
          title: 'Your written plan',
          text: 'A short summary of your target roles, your skill gaps and the next steps to take.',
        },
        {
          title: 'Follow-up',
          text: 'A check-in to review your progress and, when you are ready, to put you forward for open roles.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What you gain',
      items: [
        'A clear shortlist of roles to aim for',
        'A realistic learning plan with milestones',
        'Confidence in interviews and salary conversations',
        'Access to openings with our clients when your profile fits',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'Who it is for',
      intro: 'Guidance shaped to where you are in your career.',
      items: [
        {
          title: 'Freshers',
          text: 'For recent graduates choosing between development, testing, data, design and digital marketing roles.',
        },
        {
          title: 'Mid-career professionals',
          text: 'For people aiming at senior, specialist or team-lead roles, or a move to a product company.',
        },
        {
          title: 'Career changers and returners',
          text: 'For people moving into technology from another field, or returning after a career break.',
        },
      ],
    },
    related: [
      { label: 'Resume and job support', to: '/resume-support' },
      { label: `Careers at ${site.shortName}`, to: '/careers' },
      { label: 'What we think', to: '/sectors' },
    ],
    cta: {
      title: 'Take the next step',
      text: 'Tell us where you are and where you would like to be. A recruiter will get back to you to arrange a session.',
      action: { label: 'Ask for guidance', to: '/contact' },
      secondary: { label: 'Apply with your resume', to: '/careers/apply' },
    },
  },

  '/resume-support': {
    audience: 'job-seekers',
    serviceType: 'Resume writing, interview preparation and job search support',
    hero: {
      eyebrow: 'For job seekers',
      title: 'A resume that gets read, and interviews you are ready for',
      intro:
        'Our recruiters read thousands of applications a year and know within seconds what makes one stand out. We help you present your real experience clearly, build profiles recruiters can find, and walk into interviews prepared.',
      art: 'resume',
    },
    offerings: {
      id: 'offerings',
      title: 'What we offer',
      intro: 'Practical help with every document and conversation between you and your next offer.',
      items: [
        {
          title: 'Resume review and rewrite',
          text: 'Line-by-line feedback, or a full rewrite that leads with results in a clean layout that applicant tracking systems can read.',
        },
        {
          title: 'LinkedIn and job-portal profiles',
          text: 'Headlines, summaries and skills written so that recruiters searching for your role actually find you.',
        },
        {
          title: 'Portfolio and GitHub review',
          text: 'Which projects to show, how to document them, and what technical reviewers look for.',
        },
        {
          title: 'Mock interviews',
          text: 'Technical and HR interview practice with honest, specific feedback on every answer.',
        },
        {
          title: 'Job-search plan',
          text: 'Target companies, referral approaches and a weekly routine that keeps your applications moving.',
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How it works',
      steps: [
        {
          title: 'Send your resume',
          text: 'Share your current resume and the roles you are aiming for.',
        },
        {
          title: 'Review and rework',
          text: 'We return written feedback or a revised draft, and refine it with you.',
        },
        {
          title: 'Practise and apply',
          text: 'Mock interviews, then applications to roles that fit, including openings with our clients.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What changes',
      items: [
        'A resume tailored to the roles you want',
        'Profiles that show up in recruiter searches',
        'Clear, confident answers to the questions interviewers ask most',
        'A steady, organised job search instead of scattered applications',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'What you get',
      intro: 'Choose the help you need, or combine all three.',
      items: [
        {
          title: 'Resume essentials',
          text: 'A reviewed and rewritten resume, and a cover-letter template to adapt for each application.',
        },
        {
          title: 'Profile package',
          text: 'Your resume plus LinkedIn and job-portal profiles written to match it.',
        },
        {
          title: 'Interview ready',
          text: 'Mock technical and HR interviews with a written feedback report.',
        },
      ],
    },
    related: [
      { label: 'Career guidance', to: '/career-guidance' },
      { label: `Open roles at ${site.shortName}`, to: '/careers' },
      { label: 'Connect with us', to: '/connect' },
    ],
    cta: {
      title: 'Ready to apply?',
      text: 'Send us your application with your resume, and tell us if you would like a review first.',
      action: { label: 'Apply with your resume', to: '/careers/apply' },
      secondary: { label: 'Ask a question', to: '/contact' },
    },
  },

  '/leadership': {
    audience: 'companies',
    serviceType: 'Leadership development and management consulting',
    hero: {
      eyebrow: 'Leadership and management consulting',
      title: 'Help your leaders keep pace with your growth',
      intro:
        'Fast-growing technology companies often promote their best engineers into management and hope for the best. We coach leaders, design organisations and guide change, so that growth does not outrun the people steering it.',
      art: 'leadership',
    },
    offerings: {
      id: 'offerings',
      title: 'What we do',
      intro: 'Work with individual leaders, whole management teams, or the structure around them.',
      items: [
        {
          title: 'Leadership coaching',
          text: 'One-to-one coaching for founders, CXOs and senior managers, built around the real decisions in front of them.',
        },
        {
          title: 'First-time manager programme',
          text: 'Practical training for engineers and specialists stepping into people leadership: feedback, delegation, one-to-ones and hiring.',
        },
        {
          title: 'Organisation design',
          text: 'Team structures, spans of control and decision rights that fit your strategy and your stage.',
        },
        {
          title: 'Change management',
          text: 'Communication, training and adoption plans for restructures, mergers and the roll-out of new systems.',
        },
        {
          title: 'Performance and culture',
          text: 'Goal-setting, review processes and engagement surveys that lead to action, not just reports.',
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How we work',
      steps: [
        {
          title: 'Diagnose',
          text: 'Interviews, surveys and a close look at how decisions really get made.',
        },
        {
          title: 'Design',
          text: 'Structures, programmes and coaching plans agreed with your leadership team.',
        },
        {
          title: 'Develop',
          text: 'Workshops, coaching and on-the-job support over several months.',
        },
        {
          title: 'Sustain',
          text: 'Progress reviewed every quarter, and internal champions trained to carry the work on.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What you can expect',
      items: [
        'Managers who give clear, regular feedback',
        'Fewer decisions escalated to the founders',
        'Lower attrition in teams with new managers',
        'A bench of leaders ready for the next stage of growth',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'Engagement models',
      intro: 'From one leader to the whole organisation.',
      items: [
        {
          title: 'Coaching programme',
          text: 'Individual coaching over an agreed number of sessions, with goals set with the leader and their sponsor.',
        },
        {
          title: 'Cohort programme',
          text: 'A programme for a group of managers that combines workshops with peer learning.',
        },
        {
          title: 'Advisory retainer',
          text: 'A senior consultant on call for your leadership team through a period of change.',
        },
        {
          title: 'Interim leadership',
          text: 'Experienced management consultants who step in while you hire a permanent leader.',
        },
      ],
    },
    related: [
      { label: 'Hire management consultants', to: '/management-consultants' },
      { label: 'Digital strategy', to: '/digital-strategy' },
      { label: 'How we work', to: '/about' },
    ],
    cta: {
      title: 'Invest in the people who lead',
      text: 'Tell us about your leadership team and the change ahead. A consultant replies with how we could help.',
      action: { label: 'Talk to a consultant', to: '/contact' },
    },
  },

  '/economy': {
    audience: 'companies',
    serviceType: 'Digital economy consulting: platforms, digital payments and data',
    hero: {
      eyebrow: 'The digital economy',
      title: 'Compete where markets now run on platforms, data and digital payments',
      intro:
        "India's public digital infrastructure has changed how people pay, shop and share their data, and similar shifts are reshaping markets worldwide. We help businesses see what is changing in their sector, and build the products, skills and partnerships to take part.",
      art: 'economy',
    },
    offerings: {
      id: 'offerings',
      title: 'Where we help',
      intro: 'The building blocks of a business that trades digitally.',
      items: [
        {
          title: 'Market and platform analysis',
          text: 'Which platforms, marketplaces and networks now shape demand in your sector, and where you should join, partner or compete.',
        },
        {
          title: 'Digital payments',
          text: 'UPI, cards, wallets and international payment gateways built into your products, with reconciliation your finance team trusts.',
        },
        {
          title: 'Open networks and marketplaces',
          text: 'Readiness for open commerce networks such as ONDC, and for selling through the large online marketplaces.',
        },
        {
          title: 'Data sharing and consent',
          text: 'Products designed for consent-based data sharing, including the Account Aggregator framework, and compliant with the Digital Personal Data Protection Act, 2023.',
        },
        {
          title: 'Digital products and APIs',
          text: 'Design and build of the apps, portals and APIs your customers and partners will use.',
        },
        {
          title: 'Digital skills for your workforce',
          text: 'Training and hiring plans so that your own teams can run and improve what gets built.',
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How we work',
      steps: [
        {
          title: 'Map',
          text: 'We map your value chain and where digital channels, platforms and payments already touch it.',
        },
        {
          title: 'Prioritise',
          text: 'Opportunities ranked by revenue, cost and risk, with the partnerships each one needs.',
        },
        {
          title: 'Build',
          text: 'Our developers, marketers and consultants deliver the first products and integrations.',
        },
        {
          title: 'Scale',
          text: 'We measure adoption, refine the offer, and help you expand into new channels and markets.',
        },
      ],
    },
    outcomes: {
      id: 'outcomes',
      title: 'What it means for your business',
      items: [
        'New revenue from digital channels and partners',
        'A lower cost to collect payments and to serve customers',
        'Products that meet data protection rules by design',
        'Teams with the skills to keep improving them',
      ],
    },
    engagement: {
      id: 'engagement',
      title: 'Engagement models',
      intro: 'Begin with a question, or with a product to build.',
      items: [
        {
          title: 'Opportunity assessment',
          text: 'A short study of where the digital economy opens doors, and where it threatens, for your business.',
        },
        {
          title: 'Build partnership',
          text: 'A cross-functional team that designs, builds and launches a digital product or integration.',
        },
        {
          title: 'Capability programme',
          text: 'Training, hiring and coaching that leave lasting digital skills in your organisation.',
        },
      ],
    },
    related: [
      { label: 'Digital strategy', to: '/digital-strategy' },
      { label: 'Resilient supply chains', to: '/sectors/supply-chains' },
      { label: 'Digital marketing', to: '/digital-marketing' },
    ],
    cta: {
      title: 'Find your place in the digital economy',
      text: `Tell us about your market and your plans. Our ${site.city} team replies with the opportunities we see.`,
      action: { label: 'Start a conversation', to: '/contact' },
    },
  },
} satisfies Record<ServicePath, ServicePage>
