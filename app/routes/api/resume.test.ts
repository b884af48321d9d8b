import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  expireAllSessions,
  routeArgs,
  settleResponse,
  signedInJar,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { PDF_BYTES, seedApplication } from '../../../tests/seed'
import { loader } from './resume'

const KEY = '0123456789abcdef0123456789abcdef.pdf'
const get = (fileName: string, jar?: CookieJar) =>
  settleResponse(() =>
    loader(routeArgs(adminRequest(`/api/job-application/resume/${fileName}`, jar), { fileName })),
  )

describeEachDatabase('GET /api/job-application/resume/:fileName', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedApplication('ravi@example.com', {}, KEY)
    jar = await signedInJar()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('sends the exact bytes as an attachment with a safe name and nosniff', async () => {
    const response = await get(KEY, jar)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ravi _CV_ _.pdf"; filename*=UTF-8''Ravi%20%22CV%22%20%E2%9C%93.pdf`,
    )
  })

  it.each([
    'ffffffffffffffffffffffffffffffff.pdf',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    `${KEY}/..`,
    'a.exe',
  ])('answers 404 for %j', async (name) => {
    const response = await get(name, jar)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('answers 401 JSON without a session, or with an expired one', async () => {
    const anonymous = await get(KEY)
    await expireAllSessions()
    for (const response of [anonymous, await get(KEY, jar)]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } })
    }
  })
})
