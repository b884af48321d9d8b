import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/db-utils'
import { parseConfig, setConfig } from '../config.server'
import { logger, setLogLevel } from '../logger.server'
import { addressRef } from '../security/address-ref.server'
import { sendEmail } from './transport.server'

const EMAIL = {
  id: 42,
  to: 'applicant@example.com',
  subject: 'Application #42: Meera Shah, Backend Developer',
  text: 'Cover letter: I am Meera, ID number 1234-5678.',
}

let database: TestDatabase
beforeEach(async () => {
  database = await createTestDatabase('sqlite')
})
afterEach(async () => {
  vi.restoreAllMocks()
  setLogLevel('silent')
  await database.cleanup()
})

async function loggedBy(nodeEnv: 'production' | 'development') {
  setConfig(
    parseConfig({
      NODE_ENV: nodeEnv,
      DATABASE_URL: database.url,
      MAIL_TRANSPORT: 'auto',
      LOG_LEVEL: 'silent',
    }),
  )
  setLogLevel('info')
  const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined)
  expect(await sendEmail(EMAIL)).toEqual({ status: 'success' })
  return JSON.stringify(info.mock.calls)
}

it('logs only the outbox id and a hash of the recipient without SMTP_URL in production', async () => {
  const logged = await loggedBy('production')
  expect(logged).toContain('"id":42')
  expect(logged).toContain(await addressRef(EMAIL.to))
  expect(logged).not.toMatch(/applicant@|Meera|1234-5678/)
})

it('prints the whole mail in development, where that helps', async () => {
  expect(await loggedBy('development')).toContain('1234-5678')
})
