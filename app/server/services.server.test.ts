import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
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

describe('DKIM alignment', () => {
  const key = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
  const signing = (mailFrom: string, domain = 'brightpath-it.example') =>
    production({
      SMTP_URL: 'smtp://mail.example:587',
      AUTH_SECRET: 'x'.repeat(32),
      MAIL_FROM: mailFrom,
      DKIM_DOMAIN: domain,
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: key,
    })

  it('warns when MAIL_FROM is not at the signing domain, since DMARC would not count the signature', () => {
    const warnings = startupWarnings(signing('Brightpath <no-reply@brightpath.example>'))
    expect(warnings).toEqual([
      expect.stringMatching(/^MAIL_FROM's domain \(brightpath\.example\) is not DKIM_DOMAIN/),
    ])
    expect(warnings[0]).not.toContain('PRIVATE KEY')
  })

  it('is content with the same domain or one inside the other (relaxed alignment)', () => {
    expect(startupWarnings(signing('Brightpath <no-reply@Brightpath-IT.example>'))).toEqual([])
    expect(startupWarnings(signing('no-reply@mail.brightpath-it.example'))).toEqual([])
    expect(
      startupWarnings(signing('"Brightpath" <no-reply@brightpath-it.example>', 'mail.brightpath-it.example')),
    ).toEqual([])
  })
})
