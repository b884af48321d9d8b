import { articleTeasers, type ArticleTeaser } from './sectors'
import { ARTICLE_SLUGS, type ArticleSlug } from '~/lib/routes'

export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'quote'; text: string }

export interface ArticleSection {
  id: string
  heading: string
  blocks: readonly ArticleBlock[]
}

export interface Article extends ArticleTeaser {
  /** The standfirst under the headline. */
  summary: string
  sections: readonly ArticleSection[]
}

function teaser(slug: ArticleSlug): ArticleTeaser {
  const found = articleTeasers.find((t) => t.slug === slug)
  if (!found) throw new Error(`No teaser for article ${slug}`)
  return found
}

const supplyChains: readonly ArticleSection[] = [
  {
    id: 'the-lesson',
    heading: 'The lesson of the last five years',
    blocks: [
      {
        type: 'paragraph',
        text: 'Pandemic closures, blocked shipping lanes, sudden tariff changes and a year of record freight rates taught operations leaders a hard lesson: a supply chain designed only for low cost is fragile. When the shocks came, the companies that recovered fastest were not always the largest or the best funded. They were the ones that could see what was happening in their network, decide quickly and act on those decisions before their competitors did.',
      },
      {
        type: 'paragraph',
        text: 'That ability rests on data: accurate, timely and trusted data about orders, inventory, suppliers and shipments. Most companies already collect far more of it than they use. The difference between a resilient supply chain and a fragile one is rarely the volume of data. It is whether that data reaches the right people in a form they can act on.',
      },
    ],
  },
  {
    id: 'visibility',
    heading: 'Visibility is a data problem before it is a technology problem',
    blocks: [
      {
        type: 'paragraph',
        text: 'When we start work with a logistics or retail client, we often find the same pattern. Purchase orders live in the ERP, shipment status sits in a freight forwarder’s portal, warehouse stock is tracked in a separate system, and the most up-to-date information of all is held in spreadsheets and e-mail threads. Each team trusts its own numbers and distrusts everyone else’s. A control-tower dashboard built on top of that will simply display the confusion more attractively.',
      },
      {
        type: 'paragraph',
        text: 'The first job is unglamorous: agree what a shipment, an order line and a stock position mean, decide which system is the source of truth for each, and connect them with reliable, monitored pipelines. Identifiers must match across systems. Timestamps need a time zone. Units of measure have to be consistent. None of this makes headlines, but without it every forecast, alert and optimisation model downstream is built on sand.',
      },
      {
        type: 'quote',
        text: 'A control tower built on untrusted data only shows the confusion more clearly. Fix the foundations first.',
      },
    ],
  },
  {
    id: 'decisions',
    heading: 'From dashboards to decisions',
    blocks: [
      {
        type: 'paragraph',
        text: 'Once the data can be trusted, the question changes from “what is happening?” to “what should we do about it?”. This is where many programmes lose momentum. A dashboard that shows two hundred delayed containers is interesting; a ranked list of the twelve delays that will cause stock-outs next week, with the options for each, is useful. The best teams design their tools around the decisions planners make every day: which supplier to expedite, which customer orders to prioritise, where to reposition stock.',
      },
      {
        type: 'paragraph',
        text: 'Scenario planning deserves special attention. Leaders who had already modelled the loss of a key port or supplier could act within hours when it happened, because they had agreed the playbook in advance. Modern planning tools make these simulations far cheaper than they used to be, but they still need someone to own them and to keep the assumptions current.',
      },
    ],
  },
  {
    id: 'talent',
    heading: 'The talent gap nobody budgets for',
    blocks: [
      {
        type: 'paragraph',
        text: 'Most supply-chain technology budgets cover licences and implementation partners. Far fewer cover the people needed to run the new capability once the consultants leave: data engineers to maintain the pipelines, analysts who understand both statistics and warehouse operations, and product owners who can translate a planner’s frustration into a feature request. These hybrid profiles are scarce, and companies that wait until go-live to look for them lose months.',
      },
      {
        type: 'paragraph',
        text: 'We recommend hiring or contracting this talent early, ideally before the platform is selected, so that the people who will own the system help to shape it. Pairing experienced planners with data specialists also spreads knowledge both ways: planners learn to question the numbers, and engineers learn why a two-day delay on one lane matters more than a week on another.',
      },
    ],
  },
  {
    id: 'agenda',
    heading: 'A practical agenda for the next twelve months',
    blocks: [
      {
        type: 'paragraph',
        text: 'Resilience is built in steps, not in a single transformation. For most mid-sized companies, a realistic year looks like this:',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Map your critical flows: the twenty per cent of products, suppliers and lanes that carry most of your revenue and risk.',
          'Agree data definitions and a single source of truth for orders, inventory and shipments, and connect those systems with monitored pipelines.',
          'Build alerts around decisions, not data: tell planners what needs action today and what the options are.',
          'Model your three most likely disruptions and agree a response for each before you need it.',
          'Hire or contract the hybrid talent to own the capability, and give them a seat in the operations meeting.',
        ],
      },
    ],
  },
  {
    id: 'where-to-start',
    heading: 'Where to start',
    blocks: [
      {
        type: 'paragraph',
        text: 'If the list feels long, start with a single product family or a single trade lane and prove the approach there. A focused pilot that cuts expediting costs or stock-outs on one lane builds the credibility, and the budget, for the next step. It also surfaces the awkward data questions early, while they are still cheap to answer.',
      },
      {
        type: 'paragraph',
        text: 'The next disruption is already on its way, even if nobody knows its shape yet. Companies that invest now in trusted data, decision-focused tools and the people to run them will not avoid every shock. They will see it sooner, decide faster and recover first, and in a volatile market that is the advantage that lasts.',
      },
    ],
  },
]

const agenticAi: readonly ArticleSection[] = [
  {
    id: 'what-is-different',
    heading: 'What makes an agent different',
    blocks: [
      {
        type: 'paragraph',
        text: 'For the past few years, most business use of generative AI has followed one pattern: a person asks, a model answers, and the person decides what to do with the answer. Agentic AI changes that pattern. An agent receives a goal rather than a question, breaks it into steps, calls tools such as search, databases or internal APIs, checks the results and keeps going until the goal is met or it needs help. It does not just suggest the refund; it raises it.',
      },
      {
        type: 'paragraph',
        text: 'That shift from advice to action is exactly why agents are so promising, and why they need more care than a chatbot. When a model only writes text, a mistake costs a few minutes of a reader’s attention. When it updates a customer record or places an order, a mistake has consequences that someone must notice, explain and undo.',
      },
    ],
  },
  {
    id: 'why-pilots-stall',
    heading: 'Why most agent pilots stall',
    blocks: [
      {
        type: 'paragraph',
        text: 'The demos are impressive. An agent reads an inbox, drafts replies, updates the CRM and books the follow-up call, all in a few minutes. Then the pilot meets real operations. Inputs are messier than the test data, internal systems time out, permissions are unclear, and the one case in fifty that goes wrong erodes the trust the other forty-nine had built. Teams either retreat to a supervised chatbot or, worse, keep the agent running with nobody quite sure what it is doing.',
      },
      {
        type: 'paragraph',
        text: 'In our work with clients, three design choices separate the agents that reach production from those that stay in the lab: narrow scopes, human checkpoints in the right places, and measurement against business outcomes rather than activity.',
      },
    ],
  },
  {
    id: 'narrow-scopes',
    heading: 'Design for narrow scopes',
    blocks: [
      {
        type: 'paragraph',
        text: 'General-purpose agents make good headlines and poor employees. The agents that work in production do one well-defined job, with a short list of tools and the minimum permissions that job requires. An agent that reconciles supplier invoices against purchase orders does not need to send e-mail to customers. An agent that triages support tickets should be able to read the knowledge base, not edit it.',
      },
      {
        type: 'paragraph',
        text: 'Narrow scopes make agents easier to test, because the range of situations they face is smaller. They make them safer, because the worst thing they can do is bounded. And they make them easier to explain to the people whose work they change, which matters more than most project plans admit.',
      },
    ],
  },
  {
    id: 'human-checkpoints',
    heading: 'Put humans at the checkpoints that matter',
    blocks: [
      {
        type: 'paragraph',
        text: 'Asking a person to approve every step defeats the purpose of an agent; approving nothing invites trouble. The practical answer is to classify actions by how reversible and how costly they are. Reading data and drafting documents can run freely. Updating internal records can run with logging and a daily review. Anything that moves money, reaches a customer or cannot be undone should wait for a person to confirm it, at least until the agent has earned a track record.',
      },
      {
        type: 'quote',
        text: 'Decide in advance which actions an agent may take alone, which it may take with a log, and which must wait for a person.',
      },
      {
        type: 'paragraph',
        text: 'Every action should also leave a trail: what the agent was asked, what it decided, which tools it called and what they returned. Without that record, nobody can investigate a mistake, and auditors will rightly refuse to sign off.',
      },
    ],
  },
  {
    id: 'measure-outcomes',
    heading: 'Measure outcomes, not activity',
    blocks: [
      {
        type: 'paragraph',
        text: 'It is tempting to report how many tasks an agent completed. That number says little. The measures that convince a finance director are the ones the business already tracks: time to resolve a ticket, cost per invoice processed, error rates, customer satisfaction. Set a baseline before the agent goes live, compare against it honestly, and count the human time spent reviewing and correcting the agent’s work as part of the cost.',
      },
    ],
  },
  {
    id: 'the-team',
    heading: 'The team you need',
    blocks: [
      {
        type: 'paragraph',
        text: 'Agents are software, and they need a software team: engineers who can integrate them with internal systems securely, someone who owns evaluation and monitoring, and a product owner from the business who knows what good work looks like. Prompt writing is the smallest part of the job. The scarcest skill is the combination of solid backend engineering with a clear understanding of where language models fail.',
      },
    ],
  },
  {
    id: 'getting-started',
    heading: 'Getting started',
    blocks: [
      {
        type: 'list',
        items: [
          'Choose one process with clear rules, high volume and a measurable outcome.',
          'List the tools the agent needs and grant only those permissions.',
          'Classify every action by cost and reversibility, and set checkpoints accordingly.',
          'Log every decision and tool call from the first day.',
          'Agree the baseline and the success measure before launch, and review them monthly.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Agentic AI will not replace whole departments next year. It will, step by careful step, take over the repetitive work that slows good teams down. The companies that benefit most will be those that treat agents as colleagues on probation: given a clear job, watched closely, and trusted with more as they prove themselves.',
      },
    ],
  },
]

const financialServices: readonly ArticleSection[] = [
  {
    id: 'trust-is-the-product',
    heading: 'Trust is the product',
    blocks: [
      {
        type: 'paragraph',
        text: 'Banks, insurers and payment companies sell many things, but what customers really buy is trust: confidence that their money is safe, that payments arrive, and that their personal data stays private. Every modernisation programme in financial services has to protect that trust while changing the systems that earn it. A failed migration in retail costs sales. In banking, it can make the news, draw a regulator’s attention and send customers to a competitor for good.',
      },
      {
        type: 'paragraph',
        text: 'That is why so many institutions still run core systems that are decades old. It is not ignorance of the alternatives. It is a rational fear of what can go wrong. Yet the cost of standing still keeps rising: scarce skills for ageing platforms, slow product launches, and growing difficulty meeting new rules on resilience and data. The question is no longer whether to modernise, but how to do it without breaking trust along the way.',
      },
    ],
  },
  {
    id: 'sequence-by-risk',
    heading: 'Sequence the migration around risk',
    blocks: [
      {
        type: 'paragraph',
        text: 'Big-bang replacements of core banking or policy systems have a poor record. The approach we see succeed is incremental: put a layer of well-designed APIs in front of the old core, build new customer journeys against those APIs, and move capabilities out of the legacy system one at a time. Each step is small enough to test thoroughly and to reverse if something goes wrong.',
      },
      {
        type: 'paragraph',
        text: 'The order matters. Start with capabilities that are valuable but low in risk, such as customer notifications, document handling or reporting, before touching payments, ledgers or claims settlement. Running old and new systems side by side for a period, and reconciling their results every day, costs money but buys evidence. That evidence is what convinces risk committees, auditors and regulators that the next step is safe.',
      },
      {
        type: 'quote',
        text: 'Every migration step should be small enough to test thoroughly and safe enough to reverse.',
      },
    ],
  },
  {
    id: 'one-version-of-the-truth',
    heading: 'Data platforms: one version of the truth',
    blocks: [
      {
        type: 'paragraph',
        text: 'Most financial institutions hold the same customer in several systems, each with slightly different details. That fragmentation hurts everywhere: fraud models miss connections, regulatory reports take weeks to reconcile, and customers are asked for information the bank already has. A modern data platform, with clear ownership of each data domain, documented lineage and quality checks built into the pipelines, is often a better first investment than a new customer app.',
      },
      {
        type: 'paragraph',
        text: 'It is also the foundation for responsible use of AI. Credit, fraud and pricing models are only as fair and explainable as the data behind them. Regulators increasingly expect firms to show where data came from, who can access it and how models use it. A platform built with that in mind makes those questions easy to answer.',
      },
    ],
  },
  {
    id: 'regulators',
    heading: 'Treat regulators as stakeholders',
    blocks: [
      {
        type: 'paragraph',
        text: 'Operational resilience, outsourcing and data protection rules have tightened in most markets. In India, firms must meet the Reserve Bank’s expectations on IT outsourcing and the obligations of the Digital Personal Data Protection Act; firms serving the United Kingdom and the European Union face their own resilience regimes. The institutions that modernise smoothly engage supervisors early, explain their plans and their fallback arrangements, and share evidence as they go, rather than presenting a finished design for approval.',
      },
      {
        type: 'paragraph',
        text: 'Cloud adoption is a good example. Supervisors rarely object to cloud in principle, but they expect clear exit plans, strong access controls, tested recovery and a full picture of third-party dependencies. Preparing that documentation is tedious; discovering late that it is missing is far worse.',
      },
    ],
  },
  {
    id: 'talent',
    heading: 'Talent: the hidden dependency',
    blocks: [
      {
        type: 'paragraph',
        text: 'Modernisation needs two kinds of expertise at once: engineers who know modern cloud, data and security practice, and specialists who understand the legacy platforms well enough to move functionality out of them safely. The second group is shrinking every year. Institutions that document their legacy knowledge now, pair veterans with newer engineers and bring in experienced contractors for peak phases avoid the most common cause of delay: waiting for the one person who knows how the old system really works.',
      },
    ],
  },
  {
    id: 'checklist',
    heading: 'A modernisation checklist',
    blocks: [
      {
        type: 'list',
        items: [
          'Map every customer-facing journey to the systems behind it, and rank them by value and risk.',
          'Put stable APIs in front of the legacy core before replacing anything.',
          'Move low-risk capabilities first, and run old and new in parallel with daily reconciliation.',
          'Invest in data ownership, lineage and quality before new analytics or AI.',
          'Brief supervisors early, with exit and recovery plans for every critical supplier.',
          'Secure scarce legacy and cloud skills before the programme depends on them.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Modernising financial services is a marathon run under observation. The institutions that finish well set a steady pace, show their evidence at every step and never let customers feel the ground move beneath them.',
      },
    ],
  },
]

const aiStrategy: readonly ArticleSection[] = [
  {
    id: 'why-strategies-stall',
    heading: 'Why AI strategies stall',
    blocks: [
      {
        type: 'paragraph',
        text: 'Almost every leadership team we meet now has an AI strategy. Far fewer have AI in production that changes how the business performs. The pattern is familiar: a burst of enthusiasm, a portfolio of pilots, a few impressive demonstrations, and then a long pause while everyone works out why none of it has scaled. The strategy document was not wrong, exactly. It simply did not survive contact with messy data, busy teams and the day-to-day pressure of running the business.',
      },
      {
        type: 'paragraph',
        text: 'The strategies that do survive share a practical, unglamorous shape. They start from decisions rather than technology, they choose fewer use cases, they fix data before building models, they invest in people as much as in platforms, and they measure results honestly. Here is that approach in five steps.',
      },
    ],
  },
  {
    id: 'step-1',
    heading: 'Step 1: Start from decisions, not models',
    blocks: [
      {
        type: 'paragraph',
        text: 'Ask where better or faster decisions would change your results. Which customers to call today, which invoices to check, how much stock to order, which applicant to interview first. Each of these is a decision someone makes repeatedly with imperfect information. AI earns its keep by improving decisions like these, not by existing. Framing use cases this way also identifies the person who owns the outcome from the start.',
      },
    ],
  },
  {
    id: 'step-2',
    heading: 'Step 2: Choose use cases by value and feasibility',
    blocks: [
      {
        type: 'paragraph',
        text: 'Score every candidate use case on two axes. Value: how much the decision is worth, how often it is made and how much a better answer would improve it. Feasibility: whether the data exists, whether the process can absorb a new tool and whether the risks are manageable. Pick two or three that score well on both. A short list delivered well builds far more momentum than twenty pilots delivered halfway.',
      },
      {
        type: 'quote',
        text: 'A short list of use cases delivered well beats a long list of pilots that never leave the lab.',
      },
    ],
  },
  {
    id: 'step-3',
    heading: 'Step 3: Get the data ready first',
    blocks: [
      {
        type: 'paragraph',
        text: 'Most AI projects that fail do so because of data, not algorithms. Before building anything, check that the data for your chosen use cases is available, accurate, reasonably complete and legally usable for the purpose. Agree who owns it. Build the pipelines that will feed the model in production, not just a one-off extract for the pilot. This work often takes longer than the modelling itself, and it is the part that makes the second and third use cases much faster.',
      },
      {
        type: 'paragraph',
        text: 'Privacy deserves attention here. Personal data used to train or prompt models must be handled under the same rules as any other processing, with a clear purpose, minimal collection and appropriate safeguards. Designing that in at the start is far cheaper than retrofitting it after a complaint.',
      },
    ],
  },
  {
    id: 'step-4',
    heading: 'Step 4: Build the team that delivers',
    blocks: [
      {
        type: 'paragraph',
        text: 'A delivery team for a serious AI use case is small but varied. It typically includes:',
      },
      {
        type: 'list',
        items: [
          'A product owner from the business who owns the decision and the outcome.',
          'A data engineer who builds and maintains the pipelines.',
          'A machine learning or AI engineer who selects, adapts and evaluates models.',
          'A software engineer who integrates the result into the tools people already use.',
          'A change lead who trains users, gathers feedback and adjusts the process.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Few companies have all of these people in-house, and they do not need to hire them all permanently on day one. Bringing in experienced specialists for the first use cases, while pairing them with internal staff who will take over, is usually the fastest and least risky path.',
      },
    ],
  },
  {
    id: 'step-5',
    heading: 'Step 5: Govern and measure',
    blocks: [
      {
        type: 'paragraph',
        text: 'Set the success measure and the baseline before launch, and report against them monthly in terms the board recognises: revenue, cost, time, risk. Put light but real governance in place: an inventory of models in use, a review for high-risk uses, monitoring for drift and bias, and a clear route for people to question an automated decision. Good governance does not slow AI down. It is what allows leaders to approve the next use case with confidence.',
      },
    ],
  },
  {
    id: 'after-a-year',
    heading: 'What good looks like after a year',
    blocks: [
      {
        type: 'paragraph',
        text: 'A year into a strategy built this way, a company should have two or three use cases running in production with measured results, reusable data pipelines, a small team that knows how to deliver the next one, and a governance process that leadership trusts. That may sound modest next to the ambitions in many strategy decks. It is also far more than most organisations achieve, and it compounds: each use case makes the next one faster, cheaper and safer.',
      },
      {
        type: 'paragraph',
        text: 'The best AI strategy is not the boldest one on paper. It is the one that still makes sense on a wet Tuesday afternoon, when the data is late, the team is stretched and the results still need to be delivered.',
      },
    ],
  },
]

/** The four articles of /sectors/[slug], keyed by slug; each carries its teaser fields and its body. */
export const articles = {
  'supply-chains': {
    ...teaser('supply-chains'),
    summary:
      'The companies that weathered recent shocks best were not the biggest. They could see their networks clearly, decide quickly and act first. Here is how to build that capability: trusted data, decision-focused tools and the people to run them.',
    sections: supplyChains,
  },
  'agentic-ai': {
    ...teaser('agentic-ai'),
    summary:
      'AI agents that plan and take actions are leaving the lab. Getting them into dependable production use depends less on the model than on three design choices: narrow scopes, human checkpoints where they matter, and honest measurement.',
    sections: agenticAi,
  },
  'financial-services': {
    ...teaser('financial-services'),
    summary:
      'Banks and insurers cannot afford to stand still or to stumble. A risk-led sequence for modernising core systems, data platforms and teams, while keeping customers, auditors and regulators confident at every step.',
    sections: financialServices,
  },
  'ai-strategy': {
    ...teaser('ai-strategy'),
    summary:
      'Most AI strategies stall between pilot and production. Five practical steps, from choosing the right decisions to improve to building the team and governance that deliver, turn an AI strategy into measurable results.',
    sections: aiStrategy,
  },
} as const satisfies Record<ArticleSlug, Article>

export function getArticle(slug: string): Article | undefined {
  return (ARTICLE_SLUGS as readonly string[]).includes(slug) ? articles[slug as ArticleSlug] : undefined
}

/** Words in the summary and body (headings excluded): the basis of the reading time and the length check. */
export function countArticleWords(article: Pick<Article, 'summary' | 'sections'>): number {
  const texts = [article.summary]
  for (const section of article.sections) {
    for (const block of section.blocks) {
      if (block.type === 'list') texts.push(...block.items)
      else texts.push(block.text)
    }
  }
  return texts.join(' ').split(/\s+/).filter(Boolean).length
}
