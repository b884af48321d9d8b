import { articleSummaries } from './article-summaries'
import type { CanonicalPath, PageSummary } from './blocks'
import { claims, site } from './site'
import { formatNumber } from '~/lib/format-number'

/**
 * Title and description of every canonical public page, in one place: read by each page's
 * meta, the sitemap and the social card images. A new path in app/lib/routes.ts breaks the
 * typecheck here until it has its entry.
 */
export const pageIndex = {
  '/': {
    title: 'IT consulting, staffing and digital marketing',
    kicker: site.name,
    description: `Hire the top ${claims.topTalentPercent}% of IT talent in under ${claims.hireWithinHours} hours, build on the cloud and grow with data-led digital marketing. ${site.city}-based, serving clients worldwide.`,
  },
  '/about': {
    title: 'Who we are',
    kicker: 'About us',
    description: `Our mission, our vision and how we work: a ${site.city} team of engineers, recruiters and marketers delivering end-to-end technology and talent for clients worldwide.`,
  },
  '/portfolio': {
    title: 'Where top talent meets top performance',
    kicker: 'Portfolio',
    description: `How we match companies with hand-selected developers in under ${claims.averageMatchHours} hours on average, the clients we work with, and what they say about us: ${claims.rating.value} out of ${claims.rating.best} from ${formatNumber(claims.rating.count)} reviews.`,
  },
  '/sectors': {
    title: 'Stay ahead of change',
    kicker: 'What we think',
    description:
      'Our thinking on supply chains, agentic AI, financial services and AI strategy: practical insight for leaders deciding where technology and talent go next.',
  },
  '/contact': {
    title: 'Contact us',
    kicker: 'Contact',
    description: `Tell us what you need: talent, a project or a growth plan. Write to our ${site.city} team and a specialist answers within ${claims.replyTime}.`,
  },
  '/careers': {
    title: 'Careers',
    kicker: 'Join us',
    description: `Build your career with ${site.shortName}: open roles in development, design, digital marketing and HR, flexible hours, remote work, mentorship and a clear growth path.`,
  },
  '/careers/apply': {
    title: 'Apply for a role',
    kicker: 'Careers',
    description: `Send your application to ${site.name}: your details, skills, experience and resume (PDF, DOC or DOCX up to 5 MB). We read every application.`,
  },
  '/careers/status': {
    title: 'Where do I stand?',
    kicker: 'Careers',
    description: `See where your applications to ${site.name} stand, withdraw one or send a newer resume, with a sign-in link sent to the address you applied with. No account or password.`,
  },
  '/hire': {
    title: 'Hire top talent on demand',
    kicker: 'Hire',
    description: `Developers, digital marketers, project managers, product managers and staffing teams: vetted top ${claims.topTalentPercent}% talent, matched in under ${claims.averageMatchHours} hours, with a no-risk trial.`,
  },
  '/hire/brief': {
    title: 'Tell us whom you need',
    kicker: 'Hiring brief',
    description: `Three short steps: the role and skills, how you want to work, and how to reach you. A specialist answers within ${claims.replyTime} with matched profiles.`,
  },
  '/connect': {
    title: 'Connect with us',
    kicker: 'Connect',
    description: `All the ways to reach ${site.shortName}: write to us, get expert career guidance, follow our openings on professional networks and job portals, or send us an e-mail.`,
  },
  '/team': {
    title: 'Our team',
    kicker: 'Our people',
    description: `Meet the sixteen people behind ${site.name}: engineers, recruiters, consultants and marketers who match talent to companies every day.`,
  },
  '/faq': {
    title: 'Frequently asked questions',
    kicker: 'FAQs',
    description:
      'Answers to the questions companies and job seekers ask us most: how hiring works, how fast we match, what a trial costs, and how we handle your data.',
  },
  '/terms': {
    title: 'Terms and conditions',
    kicker: 'Legal',
    description: `The terms that govern the use of the ${site.name} website and services: responsibilities, intellectual property, liability and governing law.`,
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    kicker: 'Legal',
    description: `What personal data ${site.name} collects, why, how we protect it, the one cookie we set, and how to access, correct or delete your data.`,
  },
  ...articleSummaries,
  '/developer': {
    title: 'Development roles',
    kicker: 'Development',
    description:
      'Frontend, backend, QA, DevOps and mobile developers, vetted and ready to join your team. See the technologies they master and the numbers behind cloud-first development.',
  },
  '/staffing': {
    title: 'Staffing solutions',
    kicker: 'Staffing',
    description: `Permanent staffing, contract staffing and executive search: 95% client retention, hires in under ${claims.hireWithinHours} hours and a no-risk trial for every placement.`,
  },
  '/digital-marketing': {
    title: 'Digital marketing',
    kicker: 'Digital marketing',
    description:
      'SEO, social media, pay-per-click and content creation run by specialists who measure everything: campaigns built to grow traffic, leads and revenue.',
  },
  '/cloud': {
    title: 'Cloud solutions',
    kicker: 'Cloud',
    description:
      'Cloud strategy, migration, modernisation and cost control on AWS, Azure and Google Cloud, delivered by certified engineers who run what they build.',
  },
  '/cybersecurity': {
    title: 'Cybersecurity',
    kicker: 'Security',
    description:
      'Security assessments, cloud and application hardening, identity and access, and 24/7 monitoring: practical protection sized to your risk and your budget.',
  },
  '/digital-strategy': {
    title: 'Digital strategy',
    kicker: 'Strategy',
    description:
      'A clear, costed plan for your digital future: customer journeys, technology choices, data and operating model, with a roadmap your teams can deliver.',
  },
  '/career-guidance': {
    title: 'Career guidance',
    kicker: 'For job seekers',
    description:
      'One-to-one career guidance from recruiters who hire for tech every day: find your direction, close skill gaps and plan your next move with confidence.',
  },
  '/resume-support': {
    title: 'Resume and job support',
    kicker: 'For job seekers',
    description:
      'Resume reviews, LinkedIn profiles, interview practice and job-search support from people who read thousands of applications a year.',
  },
  '/leadership': {
    title: 'Leadership and management consulting',
    kicker: 'Consulting',
    description:
      'Leadership coaching, organisation design and change management for growing technology companies: stronger leaders, clearer structures, faster decisions.',
  },
  '/economy': {
    title: 'The digital economy',
    kicker: 'Digital economy',
    description:
      'How platforms, data and digital payments are reshaping markets, and how we help businesses build the products, skills and partnerships to compete in them.',
  },
  '/it-team': {
    title: 'Hire an IT team',
    kicker: 'IT team',
    description:
      'Senior frontend, backend and cloud engineers who join your team within days. A three-step process, proven skills and a team you can meet before you hire.',
  },
  '/digital-marketing-team': {
    title: 'Hire a digital marketing team',
    kicker: 'Digital marketing team',
    description:
      'Strategists, performance marketers and content specialists ready to grow your brand: search, social, paid media and analytics in one accountable team.',
  },
  '/project-managers': {
    title: 'Hire project managers',
    kicker: 'Project managers',
    description:
      'Certified project managers who keep software, infrastructure and transformation programmes on time and on budget, in agile, hybrid or traditional delivery.',
  },
  '/management-consultants': {
    title: 'Hire management consultants',
    kicker: 'Management consultants',
    description:
      'Strategy, technology and financial consultants with top-firm experience, available for projects of weeks or months, without the big-firm overhead.',
  },
  '/product-managers': {
    title: 'Hire product managers',
    kicker: 'Product managers',
    description: `Technical and growth product managers who turn customer insight into roadmaps and shipped features, matched to your product and stage in under ${claims.averageMatchHours} hours.`,
  },
  '/it-staffing': {
    title: 'IT staffing',
    kicker: 'IT staffing',
    description:
      'IT talent, administrative support and project-based teams: flexible staffing that scales with your workload, with vetted people ready in days.',
  },
  '/management-consultants/strategy': {
    title: 'Strategy consultants',
    kicker: 'Management consultants',
    description:
      'Strategy consultants who size markets, test options and build plans leadership can act on: growth strategy, market entry, pricing and portfolio decisions.',
  },
  '/management-consultants/technology': {
    title: 'Technology consultants',
    kicker: 'Management consultants',
    description:
      'Technology consultants who align architecture, vendors and delivery with business goals: IT strategy, platform selection and transformation programmes.',
  },
  '/management-consultants/financial': {
    title: 'Financial consultants',
    kicker: 'Management consultants',
    description:
      'Financial consultants for planning, modelling, due diligence and cost transformation: clear numbers behind every decision your business makes.',
  },
  '/product-managers/technical': {
    title: 'Technical product managers',
    kicker: 'Product managers',
    description:
      'Technical product managers who speak engineering and business: APIs, platforms and developer products shipped with clear specs and honest trade-offs.',
  },
  '/product-managers/growth': {
    title: 'Growth product managers',
    kicker: 'Product managers',
    description:
      'Growth product managers who run experiments across activation, retention and monetisation, turning data into the next feature that moves the numbers.',
  },
  '/staffing/it-talent': {
    title: 'IT talent staffing',
    kicker: 'IT staffing',
    description:
      'Developers, cloud engineers, testers and data specialists placed on contract or permanent terms, screened for skills and fit before you meet them.',
  },
  '/staffing/admin-support': {
    title: 'Administrative support staffing',
    kicker: 'IT staffing',
    description:
      'Office managers, coordinators, data-entry and customer-support staff who keep operations running, available on flexible terms at short notice.',
  },
  '/staffing/project-based': {
    title: 'Project-based staffing',
    kicker: 'IT staffing',
    description:
      'Complete teams assembled for a defined project and released when it ships: the right mix of skills for a fixed scope, timeline and budget.',
  },
} satisfies Record<CanonicalPath, PageSummary>

export function getPageSummary(path: string): PageSummary | undefined {
  return (pageIndex as Record<string, PageSummary>)[path]
}
