import type { ArtHero, CallToAction, LinkRef, SectionHeading, Three, TitledText } from './blocks'
import type { ArtTopic } from './media'
import { claims } from './site'
import type * as teamModule from './team'
import type { TALENT_PATHS } from '~/lib/routes'

export type TalentPath = (typeof TALENT_PATHS)[number]

export interface SkillGroup {
  title: string
  skills: readonly string[]
}

/** The exports of app/content/team.ts that hold a flip-card team. */
export type TeamKey = Extract<keyof typeof teamModule, 'itTeam' | 'digitalMarketingTeam' | 'itStaffingTeam'>

/** A hero photo of the /it-team rotator: a generated art slug and its description. */
export interface HeroPhoto {
  art: ArtTopic
  alt: string
}

export interface TalentHero extends ArtHero {
  /** Only /it-team: photos shown in turn, every IT_TEAM_PHOTO_INTERVAL_MS. */
  rotatingPhotos?: readonly [HeroPhoto, HeroPhoto, HeroPhoto, HeroPhoto]
}

export interface TalentCard {
  title: string
  description: string
  art: ArtTopic
  link: LinkRef
}

export interface TalentProcessSection extends SectionHeading {
  id: 'process'
  steps: Three<TitledText>
}

export interface TalentSkillsSection extends SectionHeading {
  id: 'skills'
  intro: string
  groups: readonly SkillGroup[]
}

export interface TalentCardsSection extends SectionHeading {
  id: 'specialisms'
  intro: string
  items: Three<TalentCard>
}

/** The heading above a flip-card team. */
export interface TalentTeamHeading extends SectionHeading {
  id: 'team'
  intro: string
}

export interface TalentPage {
  hero: TalentHero
  cards?: TalentCardsSection
  process: TalentProcessSection
  skills: TalentSkillsSection
  /** Which flip-card team of app/content/team.ts the page shows; set together with teamHeading. */
  team?: TeamKey
  teamHeading?: TalentTeamHeading
  /** The 'schedule a call' block; its action always leads to /contact. */
  scheduleCall: CallToAction
}

/** How long each /it-team hero photo stays before the next. */
export const IT_TEAM_PHOTO_INTERVAL_MS = 2000

const SCHEDULE_LABEL = 'Schedule a call'
/** Each talent page's first call to action: the hiring brief, its role already chosen. */
const BRIEF_LABEL = 'Send a hiring brief'

export const talentPages = {
  '/it-team': {
    hero: {
      eyebrow: 'IT team',
      title: 'Senior engineers who join your team within days',
      intro: `Frontend, backend and cloud engineers from the top ${claims.topTalentPercent}% of the professionals we assess, matched to your stack in under ${claims.averageMatchHours} hours on average. Meet them, work with them on a trial, and keep them only if the fit is right.`,
      art: 'team',
      rotatingPhotos: [
        { art: 'team', alt: 'An engineering team planning a sprint around a shared screen' },
        { art: 'frontend', alt: 'A frontend developer checking a responsive layout on desktop and mobile' },
        { art: 'backend', alt: 'A backend engineer tracing an API request through service logs' },
        { art: 'devops', alt: 'A DevOps engineer watching a deployment pipeline complete' },
      ],
    },
    process: {
      id: 'process',
      title: 'Three steps to your new team',
      steps: [
        {
          title: 'Share your needs',
          text: 'Tell one of our engineers about your product, your stack, your team and your timeline in a short call.',
        },
        {
          title: 'Meet your matches',
          text: `Hand-picked engineers are introduced in under ${claims.averageMatchHours} hours on average; you interview only the ones you like.`,
        },
        {
          title: 'Start with a trial',
          text: 'Work together on real tasks during a trial period, and pay only if you are satisfied.',
        },
      ],
    },
    skills: {
      id: 'skills',
      title: 'Skills our engineers bring',
      intro: 'Every engineer is assessed on the stack they will use with you, by someone who uses it too.',
      groups: [
        {
          title: 'Frontend',
          skills: [
            'React, Next.js and Remix',
            'Angular and Vue',
            'TypeScript and modern JavaScript',
            'Tailwind CSS and design systems',
            'Accessibility and web performance',
          ],
        },
        {
          title: 'Backend',
          skills: [
            'Node.js, NestJS and Express',
            'Java and Spring Boot',
            'Python, Django and FastAPI',
            '.NET and C#',
            'PostgreSQL, MySQL, MongoDB and Redis',
            'REST, GraphQL and event-driven APIs',
          ],
        },
        {
          title: 'Cloud and DevOps',
          skills: [
            'AWS, Microsoft Azure and Google Cloud',
            'Docker and Kubernetes',
            'Terraform and Ansible',
            'GitHub Actions, GitLab CI and Jenkins',
            'Prometheus, Grafana and OpenTelemetry',
          ],
        },
      ],
    },
    team: 'itTeam',
    teamHeading: {
      id: 'team',
      title: 'Meet some of our senior developers',
      intro: 'Turn a card to see their skills and how they like to work.',
    },
    scheduleCall: {
      title: 'Ready to meet your engineers?',
      text: 'Book a short call with one of our engineers. Bring your stack and your deadlines; we bring the profiles.',
      action: { label: BRIEF_LABEL, to: '/hire/brief?role=developer' },
      secondary: { label: SCHEDULE_LABEL, to: '/contact' },
    },
  },

  '/digital-marketing-team': {
    hero: {
      eyebrow: 'Digital marketing team',
      title: 'A marketing team that answers for results',
      intro:
        'Strategists, performance marketers and content specialists who plan together and report on one set of numbers. Add a single specialist to your team, or hire the whole function.',
      art: 'analytics',
    },
    process: {
      id: 'process',
      title: 'How we build your marketing team',
      steps: [
        {
          title: 'Brief us',
          text: 'Your goals, your audience, your budget and the channels you use today.',
        },
        {
          title: 'Meet your specialists',
          text: `A matched team proposed in under ${claims.averageMatchHours} hours on average, with an outline of the first month's work.`,
        },
        {
          title: 'Launch and measure',
          text: 'Campaigns go live against agreed targets, and you follow results on one shared dashboard.',
        },
      ],
    },
    skills: {
      id: 'skills',
      title: 'What the team covers',
      intro: 'Three groups of skills that work best when they plan together.',
      groups: [
        {
          title: 'Strategy and analytics',
          skills: [
            'Marketing strategy and media planning',
            'GA4, Looker Studio and attribution',
            'Conversion-rate optimisation and A/B testing',
            'Marketing automation with HubSpot and Zoho',
          ],
        },
        {
          title: 'Performance marketing',
          skills: [
            'Google Ads and Performance Max',
            'Meta, LinkedIn and YouTube ads',
            'Technical, on-page and local SEO',
            'Email marketing and lifecycle campaigns',
          ],
        },
        {
          title: 'Content and social',
          skills: [
            'Copywriting and content strategy',
            'Short-form video and motion graphics',
            'Social media management and community building',
            'Canva, Figma and Adobe Creative Cloud',
          ],
        },
      ],
    },
    team: 'digitalMarketingTeam',
    teamHeading: {
      id: 'team',
      title: 'Meet the people behind the campaigns',
      intro: 'Turn a card to see what each specialist brings to your brand.',
    },
    scheduleCall: {
      title: 'Let us look at your marketing',
      text: 'Book a call with a strategist. We will ask about your goals and numbers, and suggest where a team would make the biggest difference.',
      action: { label: BRIEF_LABEL, to: '/hire/brief?role=digital-marketer' },
      secondary: { label: SCHEDULE_LABEL, to: '/contact' },
    },
  },

  '/project-managers': {
    hero: {
      eyebrow: 'Project managers',
      title: 'Projects delivered on time, on budget and without surprises',
      intro:
        'Certified project managers who have run software releases, cloud migrations and transformation programmes. They plan realistically, report honestly, and keep developers, vendors and stakeholders moving in the same direction.',
      art: 'project-team',
    },
    cards: {
      id: 'specialisms',
      title: 'Where our project managers make the difference',
      intro:
        'Each works closely with the engineers they lead, and many of those engineers come from our own network.',
      items: [
        {
          title: 'Software delivery',
          description:
            'Agile project managers who run sprints, manage the backlog and remove blockers for development teams.',
          art: 'process',
          link: { label: 'See the developers they lead', to: '/developer' },
        },
        {
          title: 'Technical programmes',
          description:
            'Technical project managers for platform rebuilds, integrations and releases that span several teams.',
          art: 'end-to-end',
          link: { label: 'Explore development roles', to: '/developer' },
        },
        {
          title: 'Infrastructure and IT',
          description:
            'IT project managers for cloud migrations, data-centre moves and the roll-out of new systems.',
          art: 'devops',
          link: { label: 'Meet our IT team', to: '/it-team' },
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How you hire a project manager',
      steps: [
        {
          title: 'Define the project',
          text: 'Scope, timeline, budget and delivery method, talked through with a senior delivery lead.',
        },
        {
          title: 'Meet your project manager',
          text: `Candidates with experience in your industry and method, matched in under ${claims.averageMatchHours} hours on average.`,
        },
        {
          title: 'Deliver with confidence',
          text: 'A trial start, weekly status reports from the first week, and payment only if you are satisfied.',
        },
      ],
    },
    skills: {
      id: 'skills',
      title: 'Skills and certifications',
      intro: 'Method, control, tools and leadership: what we check before anyone leads your project.',
      groups: [
        {
          title: 'Methods and certifications',
          skills: [
            'PMP and PRINCE2',
            'Certified ScrumMaster and SAFe',
            'Kanban and hybrid delivery',
            'ITIL for service transition',
          ],
        },
        {
          title: 'Planning and control',
          skills: [
            'Scope, schedule and budget management',
            'Risk and issue management',
            'Resource and vendor management',
            'Earned value and progress reporting',
          ],
        },
        {
          title: 'Tools',
          skills: [
            'Jira and Confluence',
            'Azure DevOps',
            'Microsoft Project and Smartsheet',
            'Asana, monday.com and Trello',
          ],
        },
        {
          title: 'Leadership',
          skills: [
            'Stakeholder communication',
            'Steering-committee reporting',
            'Conflict resolution',
            'Change management',
          ],
        },
      ],
    },
    scheduleCall: {
      title: 'Have a project that needs a steady hand?',
      text: 'Book a call with a delivery lead and tell us what is at stake. We will suggest the kind of project manager who fits.',
      action: { label: BRIEF_LABEL, to: '/hire/brief?role=project-manager' },
      secondary: { label: SCHEDULE_LABEL, to: '/contact' },
    },
  },

  '/management-consultants': {
    hero: {
      eyebrow: 'Management consultants',
      title: 'Top-firm thinking, without the top-firm overhead',
      intro:
        'Strategy, technology and financial consultants with experience at leading consultancies and in industry. Bring one in for a few weeks to answer a hard question, or for several months to lead a programme.',
      art: 'consulting',
    },
    cards: {
      id: 'specialisms',
      title: 'Choose your specialism',
      intro: 'Three kinds of consultant, each with deep experience in their field.',
      items: [
        {
          title: 'Strategy consultants',
          description: 'Growth strategy, market entry, pricing and portfolio decisions, grounded in data.',
          art: 'strategy',
          link: { label: 'Explore strategy consultants', to: '/management-consultants/strategy' },
        },
        {
          title: 'Technology consultants',
          description:
            'IT strategy, platform and vendor selection, and transformation programmes that stay on track.',
          art: 'cloud',
          link: { label: 'Explore technology consultants', to: '/management-consultants/technology' },
        },
        {
          title: 'Financial consultants',
          description: 'Financial planning and modelling, due diligence, and cost transformation.',
          art: 'finance',
          link: { label: 'Explore financial consultants', to: '/management-consultants/financial' },
        },
      ],
    },
    process: {
      id: 'process',
      title: 'How an engagement starts',
      steps: [
        {
          title: 'Frame the problem',
          text: 'A senior consultant helps you define the question, the scope and what success looks like.',
        },
        {
          title: 'Meet your consultant',
          text: `Profiles with relevant sector and project experience, in under ${claims.averageMatchHours} hours on average.`,
        },
        {
          title: 'Start the work',
          text: 'Agree the milestones, begin with a trial period, and pay only if you are satisfied.',
        },
      ],
    },
    skills: {
      id: 'skills',
      title: 'Expertise on call',
      intro: 'The capabilities our consultants bring to an engagement.',
      groups: [
        {
          title: 'Strategy',
          skills: [
            'Market sizing and competitive analysis',
            'Business model and pricing design',
            'Growth and market-entry strategy',
            'Mergers, acquisitions and partnerships',
          ],
        },
        {
          title: 'Operations and technology',
          skills: [
            'Operating model design',
            'Process improvement and Lean',
            'IT strategy and architecture',
            'Programme and vendor management',
          ],
        },
        {
          title: 'Finance',
          skills: [
            'Financial modelling and forecasting',
            'Budgeting and cost reduction',
            'Financial due diligence',
            'Investor and board reporting',
          ],
        },
      ],
    },
    scheduleCall: {
      title: 'Have a question that needs an expert?',
      text: 'Book a call and describe the decision in front of you. We will tell you honestly whether a consultant is the right answer.',
      action: { label: BRIEF_LABEL, to: '/hire/brief?role=management-consultant' },
      secondary: { label: SCHEDULE_LABEL, to: '/contact' },
    },
  },

  '/product-managers': {
    hero: {
      eyebrow: 'Product managers',
      title: 'Product managers who turn insight into shipped features',
      intro:
        'Technical and growth product managers who talk to customers, work closely with engineers and make the hard calls on priority. Matched to your product, your market and your stage.',
      art: 'product',
    },
    cards: {
      id: 'specialisms',
      title: 'Find the right product manager',
      intro: 'Two specialisms for two kinds of product challenge, and the wider talent behind them.',
      items: [
        {
          title: 'Technical product managers',
          description:
            "For APIs, platforms and developer tools, where specifications and trade-offs need an engineer's eye.",
          art: 'backend',
          link: { label: 'Explore technical product managers', to: '/product-managers/technical' },
        },
        {
          title: 'Growth product managers',
          description:
            'For activation, retention and monetisation, improved through disciplined experiments.',
          art: 'growth',
          link: { label: 'Explore growth product managers', to: '/product-managers/growth' },
        },
        {
          title: 'Building a whole product team?',
          description:
            'See all our talent, from developers and designers to marketers and staffing teams, and find the mix your product needs.',
          art: 'talent',
          link: { label: 'See all our talent', to: '/#talent' },
        },
      ],
    },
    process: {
      id: 'process',
      title: 'From brief to roadmap',
      steps: [
        {
          title: 'Describe your product',
          text: 'Its stage, users and team, and the outcomes you need over the next two quarters.',
        },
        {
          title: 'Interview your matches',
          text: `A shortlist in under ${claims.averageMatchHours} hours on average, ready to discuss a case from your own product.`,
        },
        {
          title: 'Trial and hire',
          text: 'Start on real roadmap work during a trial, and continue only if you are satisfied.',
        },
      ],
    },
    skills: {
      id: 'skills',
      title: 'What our product managers do well',
      intro: 'Discovery, delivery and measurement, in one role.',
      groups: [
        {
          title: 'Discovery',
          skills: [
            'Customer interviews and usability testing',
            'Jobs-to-be-done and problem framing',
            'Market and competitor research',
            'Prototyping in Figma',
          ],
        },
        {
          title: 'Delivery',
          skills: [
            'Roadmaps and prioritisation with RICE and Kano',
            'User stories and acceptance criteria',
            'Working with engineering in Scrum and Kanban',
            'Release planning and launches',
          ],
        },
        {
          title: 'Analytics and growth',
          skills: [
            'Product analytics with Mixpanel, Amplitude and GA4',
            'SQL for self-serve analysis',
            'A/B testing and experiment design',
            'Pricing and monetisation',
          ],
        },
      ],
    },
    scheduleCall: {
      title: 'Looking for a product leader?',
      text: 'Book a call and tell us about your product and its next milestone. We will come back with the profile that fits.',
      action: { label: BRIEF_LABEL, to: '/hire/brief?role=product-manager' },
      secondary: { label: SCHEDULE_LABEL, to: '/contact' },
    },
  },

  '/it-staffing': {
    hero: {
      eyebrow: 'IT staffing',
      title: 'Flexible staffing that scales with your workload',
      intro:
        'IT specialists, administrative support and complete project teams, on contract or permanent terms. We handle sourcing, screening and paperwork, so you can add people in days and adjust as your plans change.',
      art: 'talent',
    },
    cards: {
      id: 'specialisms',
      title: 'Staffing options',
      intro: 'Three ways to add people, each with vetted candidates ready to start.',
      items: [
        {
          title: 'IT talent',
          description: 'Developers, cloud engineers, testers and data specialists.',
          art: 'frontend',
          link: { label: 'Explore IT talent staffing', to: '/staffing/it-talent' },
        },
        {
          title: 'Administrative support',
          description: 'Office managers, coordinators, data-entry and customer-support staff.',
          art: 'admin-support',
          link: { label: 'Explore administrative support', to: '/staffing/admin-support' },
        },
        {
          title: 'Project-based teams',
          description: 'Complete teams assembled for a defined scope and released when it ships.',
          art: 'project-team',
          link: { label: 'Explore project-based staffing', to: '/staffing/project-based' },
        },
      ],
    },
    process: {
      id: 'process',
      title: 'Staffing in three steps',
      steps: [
        {
          title: 'Tell us the need',
          text: 'The roles, how many people, for how long, where, and on what budget.',
        },
        {
          title: 'Review vetted profiles',
          text: `Candidates screened for skills and fit, with the first profiles in under ${claims.averageMatchHours} hours on average.`,
        },
        {
          title: 'Onboard and scale',
          text: `We handle contracts and payroll, and support onboarding for the first ${claims.onboardingSupportDays} days.`,
        },
      ],
    },
    skills: {
      id: 'skills',
      title: 'Roles we staff',
      intro: 'From the server room to the front desk.',
      groups: [
        {
          title: 'Technology',
          skills: [
            'Software development and testing',
            'Cloud, network and system administration',
            'Data analysis and reporting',
            'IT support and service desk',
          ],
        },
        {
          title: 'Business support',
          skills: [
            'Office administration',
            'Data entry and back-office processing',
            'Customer support in English and Indian languages',
            'HR and payroll assistance',
          ],
        },
        {
          title: 'Project delivery',
          skills: [
            'Project and programme management',
            'Business analysis',
            'Implementation and roll-out teams',
            'Quality assurance and user acceptance testing',
          ],
        },
      ],
    },
    team: 'itStaffingTeam',
    teamHeading: {
      id: 'team',
      title: 'Meet our staffing specialists',
      intro: 'Turn a card to meet the people who will look after your roles.',
    },
    scheduleCall: {
      title: 'Need people soon?',
      text: 'Book a call with a staffing specialist. Tell us the roles and the start date; we will tell you who is available.',
      action: { label: BRIEF_LABEL, to: '/hire/brief' },
      secondary: { label: SCHEDULE_LABEL, to: '/contact' },
    },
  },
} satisfies Record<TalentPath, TalentPage>
