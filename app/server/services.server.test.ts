import { expect, it } from 'vitest'
import { parseConfig } from './config.server'
import { startupWarnings } from './services.server'

const production = (env: Record<string, string> = {}) => parseConfig({ NODE_ENV: 'production', ...env })

it('warns at a production start without SMTP_URL, and recommends AUTH_SECRET when none is set', () => {
  const warnings = startupWarnings(production())
  expect(warnings).toHaveLength(2)
  expect(warnings[0]).toMatch(/SMTP_URL is not set/)
  expect(warnings[1]).toMatch(/Setting AUTH_SECRET .* is recommended/)
})

it('says nothing when production has both, or outside production', () => {
  const secret = 'x'.repeat(32)
  expect(startupWarnings(production({ SMTP_URL: 'smtp://mail.example:587', AUTH_SECRET: secret }))).toEqual(
    [],
  )
  expect(startupWarnings(parseConfig({ NODE_ENV: 'development' }))).toEqual([])
})
