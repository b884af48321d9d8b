// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DETAIL_PATHS, PRACTICE_PATHS, SERVICE_PATHS, TALENT_PATHS, isPublicPath } from '~/lib/routes'
import { details } from './details'
import { hire } from './hire'
import { PRACTICE_TOGGLE, practices } from './practices'
import type { Stat } from './blocks'
import { services } from './services'
import { claims, site } from './site'
import { talentPages, type TalentPage } from './talent'
import { ART_TOPICS } from './media'

/** The final figure as SPEC writes it: '86%', '2-3x', '$10B+'. */
const figure = (stat: Stat) => stat.staticText ?? `${stat.prefix ?? ''}${stat.value}${stat.suffix ?? ''}`

const content = { practices, services, talentPages, details, hire }

/** Every value under a given key, anywhere in a nested structure. */
function collect(value: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, found)
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) found.push(v)
      collect(v, key, found)
    }
  }
  return found
}

const links = collect(content, 'to')

describe('links', () => {
  it('are all canonical public paths, or anchors on one', () => {
    expect(links.length).toBeGreaterThan(50)
    for (const to of links) {
      expect(typeof to).toBe('string')
      const [path] = String(to).split('#')
      expect(isPublicPath(path ?? ''), `${String(to)} is not canonical`).toBe(true)
    }
  })

  it('point at anchors that exist on the practice pages', () => {
    for (const to of links.map(String).filter((href) => href.includes('#'))) {
      const [path, anchor] = to.split('#')
      const practice = Object.entries(practices).find(([p]) => p === path)?.[1]
      if (!practice) continue
      const ids = [practice.stats.id, practice.section.id, ...practice.section.items.map((item) => item.id)]
      expect(ids, to).toContain(anchor)
    }
  })
})

describe('art topics', () => {
  it('are all known', () => {
    for (const topic of [...collect(content, 'art')]) {
      expect(ART_TOPICS as readonly unknown[], String(topic)).toContain(topic)
    }
  })
})

describe('practice pages', () => {
  it('cover every practice path', () => {
    expect(Object.keys(practices).sort()).toEqual([...PRACTICE_PATHS].sort())
  })

  it('have the roles and services of SPEC, each with exactly three cards', () => {
    const expected = {
      '/developer': [
        'Frontend Developer',
        'Backend Developer',
        'QA Engineer',
        'DevOps Engineer',
        'Mobile App Developer',
      ],
      '/staffing': ['Permanent Staffing', 'Contract Staffing', 'Executive Search'],
      '/digital-marketing': ['SEO Specialist', 'Social Media Manager', 'PPC Specialist', 'Content Creation'],
    }
    for (const path of PRACTICE_PATHS) {
      const { items } = practices[path].section
      expect(items.map((item) => item.title)).toEqual(expected[path])
      for (const item of items) {
        expect(item.cards).toHaveLength(3)
        for (const card of item.cards) expect(card.points.length).toBeGreaterThanOrEqual(3)
      }
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
    }
    expect(practices['/developer'].section.items.map((item) => item.art)).toEqual([
      'frontend',
      'backend',
      'qa',
      'devops',
      'mobile',
    ])
    expect(practices['/staffing'].section.items.map((item) => item.art)).toEqual([
      'permanent-staffing',
      'contract-staffing',
      'executive-search',
    ])
    expect(practices['/digital-marketing'].section.items.map((item) => item.art)).toEqual([
      'seo',
      'social-media',
      'ppc',
      'content',
    ])
  })

  it('show the SPEC figures', () => {
    const shown = (path: (typeof PRACTICE_PATHS)[number]) => practices[path].stats.stats.map(figure)
    expect(shown('/developer')).toEqual(['86%', '57%', '2-3x', '$10B+'])
    expect(shown('/staffing')).toEqual(['95%', '70%', '3x', '$50M+'])
    expect(shown('/digital-marketing')).toEqual(['89%', '61%', '4x', '$400B+'])

    expect(practices['/developer'].stats.title).toBe('Development Roles')
    const [, , innovate, spend] = practices['/developer'].stats.stats
    expect(innovate.staticText).toBe('2-3x')
    expect(spend).toMatchObject({ value: 10, prefix: '$', suffix: 'B+', decimals: 1, step: 0.1 })
    expect(practices['/staffing'].stats.stats.map((s) => s.value)).toEqual([95, 70, 3, 50])
    expect(practices['/digital-marketing'].stats.stats.map((s) => s.value)).toEqual([89, 61, 4, 400])
    for (const path of PRACTICE_PATHS) expect(practices[path].stats.id).toBe('stats')
  })

  it("toggle with 'For More' and 'Close'", () => {
    expect(PRACTICE_TOGGLE).toEqual({ open: 'For More', close: 'Close' })
  })
})

describe('service pages', () => {
  it('exist for every service path', () => {
    expect(Object.keys(services).sort()).toEqual([...SERVICE_PATHS].sort())
  })

  it('have 4 to 6 offerings, 3 to 4 steps and a CTA for their audience', () => {
    for (const path of SERVICE_PATHS) {
      const page = services[path]
      expect(page.offerings.items.length).toBeGreaterThanOrEqual(4)
      expect(page.offerings.items.length).toBeLessThanOrEqual(6)
      expect(page.process.steps.length).toBeGreaterThanOrEqual(3)
      expect(page.process.steps.length).toBeLessThanOrEqual(4)
      expect(page.serviceType.length).toBeGreaterThan(10)
      const allowed = page.audience === 'companies' ? ['/contact'] : ['/careers/apply', '/contact']
      expect(allowed).toContain(page.cta.action.to)
    }
    expect(services['/career-guidance'].audience).toBe('job-seekers')
    expect(services['/resume-support'].audience).toBe('job-seekers')
  })

  it('do not repeat one another', () => {
    const intros = SERVICE_PATHS.map((path) => services[path].hero.intro)
    expect(new Set(intros).size).toBe(intros.length)
  })
})

describe('talent pages', () => {
  it('exist for every talent path, with three steps and a call to /contact', () => {
    expect(Object.keys(talentPages).sort()).toEqual([...TALENT_PATHS].sort())
    for (const path of TALENT_PATHS) {
      const page = talentPages[path]
      expect(page.process.steps).toHaveLength(3)
      expect(page.skills.groups.length).toBeGreaterThanOrEqual(3)
      expect(page.scheduleCall.action.to).toBe('/contact')
    }
  })

  it('link their cards where SPEC says', () => {
    const cardLinks = (path: (typeof TALENT_PATHS)[number]) => {
      const page: TalentPage = talentPages[path]
      return page.cards?.items.map((card) => card.link.to)
    }
    expect(cardLinks('/project-managers')).toEqual(['/developer', '/developer', '/it-team'])
    expect(cardLinks('/management-consultants')).toEqual([
      '/management-consultants/strategy',
      '/management-consultants/technology',
      '/management-consultants/financial',
    ])
    expect(cardLinks('/product-managers')?.map((to) => to.split('#')[0])).toEqual([
      '/product-managers/technical',
      '/product-managers/growth',
      '/',
    ])
    expect(cardLinks('/it-staffing')).toEqual([
      '/staffing/it-talent',
      '/staffing/admin-support',
      '/staffing/project-based',
    ])
  })

  it('name the flip-card teams and the rotating photos of /it-team', () => {
    const teamOf = (path: (typeof TALENT_PATHS)[number]) => {
      const page: TalentPage = talentPages[path]
      expect(Boolean(page.teamHeading), path).toBe(Boolean(page.team))
      return page.team
    }
    const teams = Object.fromEntries(TALENT_PATHS.map((path) => [path, teamOf(path)]))
    expect(teams).toEqual({
      '/it-team': 'itTeam',
      '/digital-marketing-team': 'digitalMarketingTeam',
      '/project-managers': undefined,
      '/management-consultants': undefined,
      '/product-managers': undefined,
      '/it-staffing': 'itStaffingTeam',
    })
    expect(talentPages['/it-team'].hero.rotatingPhotos.map((photo) => photo.art)).toEqual([
      'team',
      'frontend',
      'backend',
      'devops',
    ])
  })
})

describe('detail pages', () => {
  it('each have exactly three blocks of two paragraphs and three or four points', () => {
    expect(Object.keys(details).sort()).toEqual([...DETAIL_PATHS].sort())
    for (const path of DETAIL_PATHS) {
      const page = details[path]
      expect(page.blocks).toHaveLength(3)
      for (const block of page.blocks) {
        expect(block.paragraphs).toHaveLength(2)
        expect(block.points.length).toBeGreaterThanOrEqual(3)
        expect(block.points.length).toBeLessThanOrEqual(4)
      }
      const parent = path.startsWith('/staffing/') ? '/it-staffing' : path.slice(0, path.lastIndexOf('/'))
      expect(page.back.to).toBe(parent)
    }
  })
})

describe('hire', () => {
  it('has the five categories linked to their talent pages, and the contact link', () => {
    expect(hire.categories.items.map((item) => [item.title, item.link.to])).toEqual([
      ['Developer', '/it-team'],
      ['Digital Marketing', '/digital-marketing-team'],
      ['Project Manager', '/project-managers'],
      ['Product Manager', '/product-managers'],
      ['Staffing', '/it-staffing'],
    ])
    expect(hire.contact.action.to).toBe('/contact')
    expect(hire.demand.id).toBe('demand')
    expect(hire.whyUs.id).toBe('why-us')
  })

  it('builds why-us from the claims', () => {
    const text = hire.whyUs.items.map((item) => `${item.title} ${item.text}`).join('\n')
    expect(text).toContain(`${claims.hireWithinHours} hours`)
    expect(text).toContain(`${claims.trialToHirePercent}%`)
    expect(text).toContain(`${claims.averageMatchHours} hours`)
    expect(text).toContain(`${claims.onboardingSupportDays} days`)
    expect(text).toContain(`top ${claims.topTalentPercent}%`)
    expect(text).toContain(claims.rating.count.toLocaleString('en-US'))
    expect(text).toContain('Pay only if satisfied')
  })
})

describe('each fact once', () => {
  const files = ['practices.ts', 'services.ts', 'talent.ts', 'details.ts', 'hire.ts']
  const sources = files.map((file) => [
    file,
    readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8'),
  ])

  it('never types a claim figure or the company identity', () => {
    const typed = [
      `${claims.hireWithinHours} hours`,
      `${claims.averageMatchHours} hours`,
      `${claims.trialToHirePercent}%`,
      `${claims.onboardingSupportDays} days`,
      `${claims.topTalentPercent}%`,
      String(claims.rating.value),
      claims.rating.count.toLocaleString('en-US'),
      site.name,
      site.shortName,
      site.city,
    ]
    for (const [file, source] of sources) {
      for (const fact of typed) expect(source, `${file} types '${fact}'`).not.toContain(fact)
    }
  })
})
