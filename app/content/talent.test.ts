// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { details } from './details'
import { talentPages, type TalentPage } from './talent'

describe('talent pages', () => {
  it.each(Object.entries(talentPages))('%s shows a team only with its heading', (_path, page: TalentPage) => {
    expect(Boolean(page.team)).toBe(Boolean(page.teamHeading))
  })
})

describe('detail pages', () => {
  it.each(Object.entries(details))('%s leads back to the talent page it belongs to', (path, page) => {
    const parent = path.startsWith('/staffing/') ? '/it-staffing' : path.slice(0, path.lastIndexOf('/'))
    expect(page.back.to).toBe(parent)
  })

  it.each(Object.entries(details))('%s is linked from that talent page', (path, page) => {
    const parent: TalentPage = talentPages[page.back.to]
    const links = parent.cards?.items.map((card) => card.link.to) ?? []
    expect(links).toContain(path)
  })
})
