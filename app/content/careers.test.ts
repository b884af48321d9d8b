// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { applyHref, roles } from './careers'

describe('open roles', () => {
  it.each(roles)('$title is a valid job posting', (role) => {
    expect(role.salary.min).toBeLessThan(role.salary.max)
    expect(role.experience.minYears).toBeLessThan(role.experience.maxYears)
    expect(Date.parse(role.datePosted)).toBeLessThan(Date.parse(role.validThrough))
  })

  it('each link to the application form with the role chosen', () => {
    expect(applyHref('ui-ux-designer')).toBe('/careers/apply?position=ui-ux-designer')
    expect(new Set(roles.map((role) => applyHref(role.slug))).size).toBe(roles.length)
  })
})
