import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server'

describe('parseConfig', () => {
  it('starts with no settings at all: SQLite in ./data, port 3000, log mail', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBe('file:./data/app.db')
    expect(config.databaseKind).toBe('sqlite')
    expect(config.SITE_URL).toBe('http://localhost:3000')
    expect(config.RATE_LIMIT_SUBMISSIONS_PER_HOUR).toBe(20)
    expect(config.ADMIN_USERNAME).toBeUndefined()
  })

  it('switches to PostgreSQL on a postgres:// URL', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/site' }).databaseKind).toBe('postgres')
  })

  it('lists every bad value at once', () => {
    try {
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ADMIN_USERNAME: 'admin',
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const problems = (error as ConfigError).problems.join('\n')
      expect(problems).toMatch(/PORT/)
      expect(problems).toMatch(/DATABASE_URL: must start with file:/)
      expect(problems).toMatch(/SMTP_URL/)
      expect(problems).toMatch(/ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together/)
    }
  })

  it('refuses a short admin password', () => {
    expect(() => parseConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/)
  })

  it('treats empty strings as unset, as .env files write them', () => {
    const config = parseConfig({ SMTP_URL: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' })
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.ADMIN_USERNAME).toBeUndefined()
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseConfig({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com')
  })
})
