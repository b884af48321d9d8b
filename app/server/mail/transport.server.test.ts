import { afterEach, expect, it, vi } from 'vitest'
import { parseConfig, setConfig } from '../config.server'
import { logger } from '../logger.server'
import { sendEmail } from './transport.server'

const EMAIL = {
  to: 'applicant@example.com',
  subject: 'Application received',
  text: 'Cover letter: I am Meera, ID number 1234-5678.',
}

afterEach(() => {
  vi.restoreAllMocks()
})

async function loggedBy(nodeEnv: 'production' | 'development') {
  setConfig(parseConfig({ NODE_ENV: nodeEnv, MAIL_TRANSPORT: 'auto', LOG_LEVEL: 'silent' }))
  const info = vi.spyOn(logger, 'info')
  expect(await sendEmail(EMAIL)).toEqual({ status: 'success' })
  return JSON.stringify(info.mock.calls)
}

it('logs only the recipient and subject without SMTP_URL in production, never the body', async () => {
  const logged = await loggedBy('production')
  expect(logged).toContain('applicant@example.com')
  expect(logged).toContain('Application received')
  expect(logged).not.toContain('1234-5678')
})

it('prints the whole mail in development, where that helps', async () => {
  expect(await loggedBy('development')).toContain('1234-5678')
})
