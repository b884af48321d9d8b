// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { about } from '~/content/about'
import { articles, countArticleWords, getArticle } from '~/content/articles'
import { careers, roles } from '~/content/careers'
import { clients, testimonials } from '~/content/clients'
import { connect } from '~/content/connect'
import { faq } from '~/content/faq'
import { home } from '~/content/home'
import { CLIENTS, gallery } from '~/content/media'
import { privacyPolicy, terms } from '~/content/legal'
import { portfolio } from '~/content/portfolio'
import { articleTeasers, filterTeasers, sectors } from '~/content/sectors'
import { claims, site } from '~/content/site'
import { SERVICE_CATEGORY_SLUGS } from '~/content/home'
import { SECTOR_TOPIC_SLUGS } from '~/content/sectors'
import { ARTICLE_SLUGS, PUBLIC_PATHS } from '~/lib/routes'

const content = {
  home,
  about,
  portfolio,
  sectors,
  articleTeasers,
  articles,
  careers,
  roles,
  connect,
  faq,
  terms,
  privacyPolicy,
  clients,
  testimonials,
}

/** Every internal link in the content: values of `to`, `link` (string), `path` and `primaryCta`-style objects. */
function collectInternalLinks(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (['to', 'link', 'path'].includes(key)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collectInternalLinks(item, key, out)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectInternalLinks(v, k, out)
  }
  return out
}

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out)
  return out
}

const publicPaths = new Set(PUBLIC_PATHS)

describe('links', () => {
  const links = collectInternalLinks(content)

  it('finds the links to check', () => {
    expect(links.length).toBeGreaterThan(50)
  })

  it.each(links)('%s is a canonical path or an anchor on one', (link) => {
    const [path = '', anchor] = link.split('#')
    expect(publicPaths.has(path.split('?')[0] ?? '')).toBe(true)
    if (anchor !== undefined) expect(anchor).toMatch(/^[a-z0-9-]+$/)
  })

  it('external links on /connect are the ones site.ts names', () => {
    const hrefs = connect.tiles.flatMap((tile) =>
      tile.kind === 'expandable' ? tile.links.map((l) => l.href) : [],
    )
    expect(hrefs).toEqual([
      site.social.linkedin,
      site.external.jobPortal,
      site.external.pinterest,
      `mailto:${site.email.general}`,
    ])
  })
})

describe('home', () => {
  it('has three hero slides and six talent cards', () => {
    expect(home.hero.slides).toHaveLength(3)
    expect(home.talent.cards.map((c) => c.path)).toEqual([
      '/it-team',
      '/digital-marketing-team',
      '/project-managers',
      '/management-consultants',
      '/product-managers',
      '/it-staffing',
    ])
  })

  it.each(SERVICE_CATEGORY_SLUGS)('services category %s has between 1 and 6 cards', (category) => {
    const count = home.services.cards.filter((c) => c.category === category).length
    expect(count).toBeGreaterThanOrEqual(1)
    expect(count).toBeLessThanOrEqual(home.services.maxCardsPerCategory)
    expect(home.services.maxCardsPerCategory).toBe(6)
  })

  it('has four hire benefits, three why-cards and the three-step ladder', () => {
    expect(home.hireTeams.benefits).toHaveLength(4)
    expect(home.whyUs.cards).toHaveLength(3)
    expect(home.careerLadder.steps.map((s) => s.role)).toEqual([
      'Trainee Developer',
      'Junior Developer',
      'Team Lead / Specialist',
    ])
  })
})

describe('claims are stated once', () => {
  it('no content file restates a claim figure as a different number', () => {
    const text = collectStrings(content).join('\n')
    const percents = [...text.matchAll(/top (\d+)%/gi)].map((m) => Number(m[1]))
    expect(new Set(percents)).toEqual(new Set([claims.topTalentPercent]))
  })
})

describe('portfolio and clients', () => {
  it('has six clients, three testimonials from them and the rating summary', () => {
    expect(clients.map((c) => c.slug)).toEqual(CLIENTS.map((c) => c.slug))
    expect(testimonials).toHaveLength(3)
    const slugs = new Set<string>(clients.map((c) => c.slug))
    for (const t of testimonials) expect(slugs.has(t.company)).toBe(true)
    expect(portfolio.testimonials.summary).toBe('4.8 out of 5 based on 1,691 reviews')
    expect(portfolio.hero.primaryCta).toEqual({ label: 'Recruit Top IT Talent', to: '/hire' })
  })
})

describe('sectors and articles', () => {
  it('has one teaser and one article per slug, in order', () => {
    expect(articleTeasers.map((t) => t.slug)).toEqual([...ARTICLE_SLUGS])
    expect(Object.keys(articles).sort()).toEqual([...ARTICLE_SLUGS].sort())
  })

  it('alternates image sides and uses known topics', () => {
    articleTeasers.forEach((t, i) => expect(t.imageSide).toBe(i % 2 === 0 ? 'left' : 'right'))
    for (const t of articleTeasers) {
      expect(t.topics.length).toBeGreaterThan(0)
      for (const topic of t.topics) expect(SECTOR_TOPIC_SLUGS).toContain(topic)
    }
  })

  it('the filter keeps only matching teasers, and every topic has at least one', () => {
    expect(filterTeasers(articleTeasers, null)).toHaveLength(4)
    for (const topic of Object.keys(sectors.filter.topics) as (typeof SECTOR_TOPIC_SLUGS)[number][]) {
      const shown = filterTeasers(articleTeasers, topic)
      expect(shown.length).toBeGreaterThan(0)
      for (const t of shown) expect(t.topics).toContain(topic)
    }
  })

  it.each(ARTICLE_SLUGS)('%s has 700 to 1000 words, a matching reading time and Article fields', (slug) => {
    const article = getArticle(slug)
    expect(article).toBeDefined()
    if (!article) return
    const words = countArticleWords(article)
    expect(words).toBeGreaterThanOrEqual(700)
    expect(words).toBeLessThanOrEqual(1000)
    expect(article.readingMinutes).toBe(Math.ceil(words / 220))
    expect(article.title.length).toBeGreaterThan(10)
    expect(article.author.name).toMatch(/\S+ \S+/)
    expect(article.datePublished).toMatch(/^2026-\d{2}-\d{2}$/)
    expect(Number.isNaN(Date.parse(article.datePublished))).toBe(false)
    expect(new Set(article.sections.map((s) => s.id)).size).toBe(article.sections.length)
  })

  it('returns undefined for an unknown slug', () => {
    expect(getArticle('nope')).toBeUndefined()
  })
})

describe('careers', () => {
  it('has six roles with JobPosting data', () => {
    expect(roles.map((r) => r.title)).toEqual([
      'Software Developer',
      'Frontend Developer',
      'Backend Developer',
      'UI/UX Designer',
      'Digital Marketing Executive',
      'HR Executive',
    ])
    expect(new Set(roles.map((r) => r.slug)).size).toBe(6)
    for (const role of roles) {
      expect(role.employmentType).toBe('FULL_TIME')
      expect(role.salary.min).toBeLessThan(role.salary.max)
      expect(role.experience.minYears).toBeLessThan(role.experience.maxYears)
      expect(role.datePosted).toMatch(/^2026-11-\d{2}$/)
      expect(role.validThrough).toMatch(/^2027-\d{2}-\d{2}$/)
      expect(role.responsibilities.length).toBeGreaterThanOrEqual(3)
      expect(role.skills.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('has six perks, six gallery slugs that media.ts knows, and both CTA labels', () => {
    expect(careers.perks.items).toHaveLength(6)
    expect(careers.gallery.slugs).toHaveLength(6)
    const known = new Set(gallery.map((g) => g.slug))
    for (const slug of careers.gallery.slugs) expect(known.has(slug)).toBe(true)
    expect(careers.hero.primaryCta.label).toBe('Apply Now')
    expect(careers.closingCta.cta.label).toBe('Start Your Journey')
    expect(careers.growth.steps).toBe(home.careerLadder.steps)
  })
})

describe('connect and faq', () => {
  it('has four tiles, two of them expandable', () => {
    expect(connect.tiles).toHaveLength(4)
    expect(connect.tiles.filter((t) => t.kind === 'expandable')).toHaveLength(2)
  })

  it('has six questions with unique ids', () => {
    expect(faq.items).toHaveLength(6)
    expect(new Set(faq.items.map((i) => i.id)).size).toBe(6)
  })
})

describe('legal pages', () => {
  it('terms have the ten sections', () => {
    expect(terms.sections).toHaveLength(10)
    expect(terms.sections.map((s) => s.id)).toContain('governing-law')
  })

  it('the privacy policy has nine or more sections, including cookies and rights', () => {
    const ids = privacyPolicy.sections.map((s) => s.id)
    expect(ids.length).toBeGreaterThanOrEqual(9)
    expect(ids).toEqual(expect.arrayContaining(['cookies', 'your-rights', 'retention', 'sharing']))
    const text = collectStrings(privacyPolicy).join(' ')
    expect(text).toContain('cookie_consent')
    expect(text).toContain(site.email.privacy)
  })

  it.each([terms, privacyPolicy])('$path has unique section ids and a 2026-11-20 date', (doc) => {
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length)
    expect(doc.lastUpdated).toBe('2026-11-20')
  })
})
