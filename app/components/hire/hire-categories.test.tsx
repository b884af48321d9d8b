import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BRIEF_ROLES } from '~/contracts/hire-brief'
import { hire, HIRE_CATEGORY_IDS } from '~/content/hire'
import { HireCategories } from './hire-categories'

describe('the /hire page’s categories (server render)', () => {
  const html = renderToString(
    <MemoryRouter>
      <HireCategories items={hire.categories.items} />
    </MemoryRouter>,
  )
  const links = [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [
    (m[2] ?? '').replace(/<[^<>]+>/g, '').trim(),
    m[1],
  ])

  it('gives every category a call to the hiring brief beside its talent page, the role chosen', () => {
    expect(hire.categories.items.map((i) => i.id)).toEqual([...HIRE_CATEGORY_IDS])
    expect(links).toEqual([
      ['Hire developers', '/it-team'],
      ['Send a developer brief', '/hire/brief?role=developer'],
      ['Hire digital marketers', '/digital-marketing-team'],
      ['Send a marketing brief', '/hire/brief?role=digital-marketer'],
      ['Hire project managers', '/project-managers'],
      ['Send a project manager brief', '/hire/brief?role=project-manager'],
      ['Hire product managers', '/product-managers'],
      ['Send a product manager brief', '/hire/brief?role=product-manager'],
      ['Explore staffing', '/it-staffing'],
      ['Send a staffing brief', '/hire/brief'],
    ])
  })

  it('only preselects roles the brief knows', () => {
    const known: readonly string[] = BRIEF_ROLES.values
    for (const { brief } of hire.categories.items) {
      const role = new URL(brief.to, 'https://x.example').searchParams.get('role')
      if (role) expect(known).toContain(role)
    }
  })
})
