import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { randomReference } from '~/server/db/references.server'
import { createTestDatabase, type TestDatabase } from '../../../tests/db-utils'
import { routeArgs } from '../../../tests/submission-support'
import { loader } from './hire-brief'

describe('/hire/brief after a brief was sent without JavaScript', () => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase('sqlite')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const shown = async (query: string) =>
    (await loader(routeArgs(new Request(`http://localhost:3000/hire/brief${query}`)))).sentReference

  it('shows the reference it was sent with', async () => {
    const reference = randomReference('brief')
    expect(await shown(`?sent=1&ref=${reference}`)).toBe(reference)
  })

  it.each([
    'Call+555-0100+now',
    'CT-ABCDEF',
    'HB-ABC123',
    'HB-abcdef',
    'HB-ABCDEFG',
    'https%3A%2F%2Fevil.example',
    '',
  ])('shows no reference for ref=%s, which is not one of ours', async (ref) => {
    expect(await shown(`?sent=1&ref=${ref}`)).toBeUndefined()
  })
})
