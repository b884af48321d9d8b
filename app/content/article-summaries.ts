import type { ArticleSlug } from '~/lib/routes'
import type { PageSummary } from './blocks'

/**
 * The four articles' titles, kickers and descriptions: part of the page index (page-index.ts),
 * and kept apart so the /sectors teasers and the articles need not carry every page's entry.
 */
export const articleSummaries = {
  '/sectors/supply-chains': {
    title: 'Resilient supply chains run on data, not guesswork',
    kicker: 'Supply chains',
    description:
      'Why the supply chains that held up best in recent shocks shared one trait: live, trusted data and the people to act on it. A practical agenda for operations leaders.',
  },
  '/sectors/agentic-ai': {
    title: 'Agentic AI: from demos to dependable work',
    kicker: 'Agentic AI',
    description:
      'AI agents that plan and act are moving from demos into operations. What it takes to deploy them safely: narrow scopes, human checkpoints and measurable outcomes.',
  },
  '/sectors/financial-services': {
    title: 'Financial services: modernising without breaking trust',
    kicker: 'Financial services',
    description:
      'Banks and insurers must modernise core systems while regulators and customers watch. How to sequence cloud migration, data platforms and talent to keep trust intact.',
  },
  '/sectors/ai-strategy': {
    title: 'An AI strategy that survives contact with reality',
    kicker: 'AI strategy',
    description:
      'Most AI strategies stall between pilot and production. A five-step approach to picking use cases, preparing data and building the team that delivers value.',
  },
} satisfies Record<`/sectors/${ArticleSlug}`, PageSummary>
