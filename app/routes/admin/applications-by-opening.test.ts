import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  routeArgs,
  settleResponse,
  signedInJar,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication } from '../../../tests/seed'
import { listAuditLog } from '~/server/db/audit-log.server'
import { closeOpening, getOpeningBySlug } from '~/features/openings/index.server'
import { seedOpenings } from '~/features/openings/index.server'
import { loader as applicationLoader } from './application'
import { loader as listLoader } from './applications'
import { loader as exportLoader } from './applications-export'

const ANSWERS = [
  { questionLabel: 'Notice period', answer: '=HYPERLINK("http://evil.example")' },
  { questionLabel: 'Can you work from Bengaluru?', answer: 'Yes' },
]

describeEachDatabase('applications by opening in the admin', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  let openingId: number
  let applicationId: number
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar()
    await seedOpenings()
    openingId = (await getOpeningBySlug('ui-ux-designer'))?.id ?? 0
    applicationId = await seedApplication(
      'asha@example.com',
      { fullName: 'Asha Rao', position: 'UI/UX Designer', openingId, openingTitle: 'UI/UX Designer' },
      'a.pdf',
      ANSWERS,
    )
    await seedApplication('ravi@example.com', { fullName: 'Ravi Kumar', position: null }, 'b.pdf')
    await closeOpening(openingId, 'ops-admin')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('lists the applications of a closed opening, and offers it in the filter', async () => {
    const page = await listLoader(
      routeArgs(adminRequest(`/admin/applications?opening=${openingId}`, jar), {}),
    )
    expect(page.query.opening).toBe(String(openingId))
    expect(page.list.items.map((a) => a.fullName)).toEqual(['Asha Rao'])
    expect(page.openings.find((o) => o.id === openingId)).toMatchObject({ status: 'closed' })
    const general = await listLoader(routeArgs(adminRequest('/admin/applications?opening=general', jar), {}))
    expect(general.list.items.map((a) => a.fullName)).toEqual(['Ravi Kumar'])
    const junk = await listLoader(routeArgs(adminRequest('/admin/applications?opening=1;drop', jar), {}))
    expect(junk.list.total).toBe(2)
  })

  it("shows the title it was sent for and the answers on the application's page", async () => {
    const page = await applicationLoader(
      routeArgs(adminRequest(`/admin/applications/${applicationId}`, jar), { id: String(applicationId) }),
    )
    expect(page.application).toMatchObject({ openingId, openingTitle: 'UI/UX Designer' })
    expect(page.answers).toEqual(ANSWERS)
  })

  it('exports the opening and the answers, one per line, safe to open in a spreadsheet', async () => {
    const response = await settleResponse(() =>
      exportLoader(routeArgs(adminRequest(`/admin/applications/export.csv?opening=${openingId}`, jar), {})),
    )
    const csv = await response.text()
    const [header] = csv.split('\r\n')
    expect(header).toContain('Position,Opening,Screening Answers,Skills')
    expect(csv).toContain(
      'UI/UX Designer,UI/UX Designer,"Notice period: =HYPERLINK(""http://evil.example"")\nCan you work from Bengaluru?: Yes"',
    )
    expect(csv).not.toContain('Ravi Kumar')
    const [entry] = (await listAuditLog({ action: 'export.csv' })).items
    expect(entry?.target).toBe(`applications: 1 rows (opening ${openingId})`)
  })
})
