// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { services } from './services'

describe('service pages', () => {
  const pages = Object.entries(services)

  it.each(pages)(
    '%s sends companies to /contact and job seekers to /contact or the application form',
    (_path, page) => {
      const allowed = page.audience === 'companies' ? ['/contact'] : ['/contact', '/careers/apply']
      expect(allowed).toContain(page.cta.action.to)
    },
  )

  it('do not repeat one another', () => {
    const intros = pages.map(([, page]) => page.hero.intro)
    expect(new Set(intros).size).toBe(intros.length)
  })
})
