import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isFiltered, listSearch, parseApplicationListQuery } from '~/contracts/list-query'
import { APPLICATION_STATUSES } from '~/lib/constants'
import type { ApplicationListRow } from '../contract'
import { ApplicationsTable } from './applications-table'

/** The table as the server draws it, without React's text separators. */
function render(rows: ApplicationListRow[], filtered: boolean): string {
  const Stub = createRoutesStub([
    {
      path: '/admin/applications',
      Component: () => (
        <ApplicationsTable rows={rows} caption="Job applications" selectable filtered={filtered} />
      ),
    },
  ])
  return renderToString(<Stub initialEntries={['/admin/applications']} />).replaceAll('<!-- -->', '')
}

const row = (id: number, reference: string, owner?: [string, string]): ApplicationListRow => ({
  id,
  reference,
  fullName: 'Ravi Kumar',
  position: null,
  openingTitle: 'Frontend developer',
  status: 'new',
  assignedTo: owner?.[0] ?? null,
  ownerName: owner?.[1] ?? null,
  createdAt: '2026-05-01T10:00:00.000Z',
  candidateId: 1,
})

const filteredBy = (search: string) =>
  isFiltered(
    listSearch({
      ...parseApplicationListQuery(`http://x/admin/applications${search}`, APPLICATION_STATUSES),
      page: 1,
    }),
  )

describe('the applications list', () => {
  it('says "Nothing yet" when there are no applications at all, and "No … match" when filters find none', () => {
    expect(render([], false)).toContain('Nothing yet.')
    expect(render([], false)).not.toContain('match')
    expect(render([], true)).toContain('No job applications match.')
    // A page number alone filters nothing; a search, a stage, an opening or a day does.
    expect(filteredBy('')).toBe(false)
    expect(filteredBy('?page=3')).toBe(false)
    for (const search of ['?q=ravi', '?status=interview', '?opening=4', '?from=2026-05-01'])
      expect(filteredBy(search), search).toBe(true)
  })

  it('names each row’s checkbox by the applicant and the reference, so two of one name differ', () => {
    const html = render([row(1, 'AP-7KQ2XM'), row(2, 'AP-9ZZ3AB')], false)
    expect(html).toContain('aria-label="Select Ravi Kumar, AP-7KQ2XM"')
    expect(html).toContain('aria-label="Select Ravi Kumar, AP-9ZZ3AB"')
  })

  it('shows each owner by name under "Owner", never the username, and "Nobody" for none', () => {
    const html = render([row(1, 'AP-7KQ2XM', ['vivek', 'Vivek Bhatt']), row(2, 'AP-9ZZ3AB')], false)
    expect(html).toContain('>Owner</th>')
    expect(html).toContain('Vivek Bhatt')
    expect(html).not.toContain('vivek<')
    expect(html).toContain('Nobody')
  })
})
