/** Section art: one 800x600 SVG per topic in public/media/art. */
import { pathToFileURL } from 'node:url'
import { ART_TOPICS, art, type ArtTopic } from '../../../app/content/media'
import { publicFile, writeOut } from '../lib/fs'
import { contactSheet } from '../lib/preview'
import { artDocument } from './kit'
import * as business from './topics-business'
import * as marketing from './topics-marketing'
import * as people from './topics-people'
import * as tech from './topics-tech'

const drawings: Partial<Record<ArtTopic, tech.Drawing>> = {
  cloud: tech.cloud,
  security: tech.security,
  frontend: tech.frontend,
  backend: tech.backend,
  qa: tech.qa,
  devops: tech.devops,
  mobile: tech.mobile,
  'agentic-ai': tech.agenticAi,
  'ai-strategy': tech.aiStrategy,
  strategy: business.strategy,
  career: business.career,
  resume: business.resume,
  leadership: business.leadership,
  economy: business.economy,
  'supply-chain': business.supplyChain,
  finance: business.finance,
  consulting: business.consulting,
  product: business.product,
  growth: business.growth,
  analytics: business.analytics,
  process: business.process,
  mission: business.mission,
  vision: business.vision,
  quality: business.quality,
  'end-to-end': business.endToEnd,
  journey: business.journey,
  'permanent-staffing': people.permanentStaffing,
  'contract-staffing': people.contractStaffing,
  'executive-search': people.executiveSearch,
  team: people.team,
  'project-team': people.projectTeam,
  talent: people.talent,
  handshake: people.handshake,
  community: people.community,
  'admin-support': people.adminSupport,
  seo: marketing.seo,
  'social-media': marketing.socialMedia,
  ppc: marketing.ppc,
  content: marketing.content,
  globe: marketing.globe,
  map: marketing.map,
}

function titleOf(topic: ArtTopic): string {
  return topic.replace(/-/g, ' ')
}

export function artSvg(topic: ArtTopic): string {
  const draw = drawings[topic]
  if (!draw) throw new Error(`No drawing for art topic ${topic}`)
  return artDocument(titleOf(topic), draw())
}

export async function renderArt(): Promise<void> {
  for (const topic of ART_TOPICS) await writeOut(publicFile(art[topic].src), artSvg(topic))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const wanted = process.argv.slice(2)
  const topics = ART_TOPICS.filter((topic) => wanted.length === 0 || wanted.includes(topic))
  const items = topics.map((topic) => ({ name: topic, svg: artSvg(topic) }))
  for (const item of items) console.log(item.name, Buffer.byteLength(item.svg))
  const large = wanted.length > 0
  console.log(
    await contactSheet(large ? 'art-detail.png' : 'art.png', items, large ? 600 : 400, large ? 2 : 4),
  )
}
