import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server'

const SECRET = 'x'.repeat(32)

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
    expect(parseConfig({ SITE_URL: 'https://example.com/', AUTH_SECRET: SECRET }).SITE_URL).toBe(
      'https://example.com',
    )
  })

  it('asks for HSTS preload only on HSTS_PRELOAD=1', () => {
    expect(parseConfig({}).HSTS_PRELOAD).toBe(false)
    expect(parseConfig({ HSTS_PRELOAD: '1' }).HSTS_PRELOAD).toBe(true)
    expect(() => parseConfig({ HSTS_PRELOAD: 'yes' })).toThrow(/HSTS_PRELOAD: 0 or 1/)
  })

  it('takes a HEALTH_TOKEN of 32 characters or more', () => {
    expect(parseConfig({}).HEALTH_TOKEN).toBeUndefined()
    expect(parseConfig({ HEALTH_TOKEN: 'x'.repeat(32) }).HEALTH_TOKEN).toBe('x'.repeat(32))
    expect(() => parseConfig({ HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN: at least 32/)
  })
})

describe('TRUST_PROXY', () => {
  /** Which of the addresses a request passed through Express takes as the visitor's (req.ip). */
  function clientIpThrough(setting: string | undefined, socketAddress: string, forwardedFor: string[]) {
    const trust = parseConfig({ TRUST_PROXY: setting }).TRUST_PROXY
    const app = express().set('trust proxy', trust)
    const isTrusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean
    // proxy-addr's walk: from the socket back through X-Forwarded-For while each hop is trusted.
    const chain = [socketAddress, ...[...forwardedFor].reverse()]
    let hop = 0
    while (hop < chain.length - 1 && isTrusted(chain[hop]!, hop)) hop++
    return chain[hop]
  }

  it('reads a hop count as a number, so one proxy in front gives each visitor their own address', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(clientIpThrough('1', '10.0.0.5', ['198.51.100.7'])).toBe('198.51.100.7')
    // A forged header in front of the proxy's own entry is not believed.
    expect(clientIpThrough('1', '10.0.0.5', ['6.6.6.6', '198.51.100.7'])).toBe('198.51.100.7')
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  })

  it('reads true and false as booleans', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(parseConfig({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(false)
    expect(clientIpThrough('false', '10.0.0.5', ['198.51.100.7'])).toBe('10.0.0.5')
  })

  it('reads a list of addresses and subnets', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ])
    expect(clientIpThrough('10.0.0.1, 192.168.0.0/16', '192.168.4.4', ['203.0.113.9'])).toBe('203.0.113.9')
    expect(clientIpThrough('10.0.0.1, 192.168.0.0/16', '172.16.0.1', ['203.0.113.9'])).toBe('172.16.0.1')
    expect(parseConfig({ TRUST_PROXY: 'fd00::/8,10.0.0.0/255.0.0.0' }).TRUST_PROXY).toEqual([
      'fd00::/8',
      '10.0.0.0/255.0.0.0',
    ])
  })

  it('reads range names, loopback by default', () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual(['loopback'])
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual(['loopback'])
    expect(parseConfig({ TRUST_PROXY: 'loopback, uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ])
    expect(clientIpThrough(undefined, '127.0.0.1', ['198.51.100.7'])).toBe('198.51.100.7')
    expect(clientIpThrough(undefined, '203.0.113.1', ['198.51.100.7'])).toBe('203.0.113.1')
  })

  it.each(['one', '10.0.0.300', '10.0.0.0/33', '-1', '1.5', '10.0.0.1,,', 'fd00::/129'])(
    'refuses %j at start',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: true, false, a hop count/)
    },
  )

  it('refuses to start on https without AUTH_SECRET, and says how to make one', () => {
    expect(() => parseConfig({ SITE_URL: 'https://www.example.com' })).toThrow(
      /AUTH_SECRET: required when SITE_URL is https .*openssl rand -base64 32/,
    )
    expect(() => parseConfig({ SITE_URL: 'https://www.example.com', AUTH_SECRET: 'too-short' })).toThrow(
      /AUTH_SECRET: at least 32 characters/,
    )
    expect(parseConfig({ SITE_URL: 'http://localhost:3000' }).AUTH_SECRET).toBeUndefined()
  })

  it('ends idle admin sessions after 30 minutes unless told otherwise', () => {
    expect(parseConfig({}).SESSION_IDLE_MINUTES).toBe(30)
    expect(parseConfig({ SESSION_IDLE_MINUTES: '45' }).SESSION_IDLE_MINUTES).toBe(45)
    expect(() => parseConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/)
  })
})

describe('REJECTION_EMAIL_DELAY', () => {
  it('takes seconds, minutes or hours, and waits a day unless set', () => {
    expect(parseConfig({}).REJECTION_EMAIL_DELAY).toBe(24 * 3_600_000)
    expect(parseConfig({ REJECTION_EMAIL_DELAY: '90s' }).REJECTION_EMAIL_DELAY).toBe(90_000)
    expect(parseConfig({ REJECTION_EMAIL_DELAY: '30m' }).REJECTION_EMAIL_DELAY).toBe(1_800_000)
    expect(parseConfig({ REJECTION_EMAIL_DELAY: ' 24h ' }).REJECTION_EMAIL_DELAY).toBe(86_400_000)
  })

  it.each(['24', '1d', '-5m', '2 h', '200h'])('refuses %j, saying what it takes', (value) => {
    expect(() => parseConfig({ REJECTION_EMAIL_DELAY: value })).toThrow(
      /REJECTION_EMAIL_DELAY: a number and s, m or h, up to a week \(90s, 30m, 24h\)/,
    )
  })
})

describe('DKIM', () => {
  const rsaPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
  const SIGNING = { DKIM_DOMAIN: 'Brightpath-IT.example', DKIM_SELECTOR: 'mail2026' }

  /** The problems parseConfig lists for env, one a line. */
  function problems(env: Record<string, string>): string {
    try {
      parseConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).problems.join('\n')
    }
    return expect.unreachable('parseConfig accepted it')
  }

  it('signs nothing by default, and takes a key written on one line with \\n', () => {
    expect(parseConfig({}).dkim).toBeUndefined()
    const { dkim } = parseConfig({ ...SIGNING, DKIM_PRIVATE_KEY: rsaPem.replace(/\n/g, '\\n') })
    expect(dkim).toEqual({
      domainName: 'brightpath-it.example',
      keySelector: 'mail2026',
      privateKey: rsaPem.trim(),
    })
  })

  it('reads DKIM_PRIVATE_KEY_FILE once, at parse time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dkim-'))
    try {
      writeFileSync(join(dir, 'dkim.pem'), rsaPem)
      const config = parseConfig({ ...SIGNING, DKIM_PRIVATE_KEY_FILE: join(dir, 'dkim.pem') })
      expect(config.dkim?.privateKey).toBe(rsaPem.trim())
      expect(problems({ ...SIGNING, DKIM_PRIVATE_KEY_FILE: join(dir, 'missing.pem') })).toBe(
        `DKIM_PRIVATE_KEY_FILE: cannot read ${join(dir, 'missing.pem')} (ENOENT)`,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a partial set, naming what is missing', () => {
    expect(problems({ DKIM_DOMAIN: 'brightpath-it.example' }).split('\n')).toEqual([
      'DKIM_SELECTOR: required with DKIM_DOMAIN: DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE',
      'DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE: required with DKIM_DOMAIN: DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE',
    ])
    expect(problems({ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: rsaPem })).toMatch(
      /^DKIM_DOMAIN: required with DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE: /,
    )
    expect(
      problems({ ...SIGNING, DKIM_PRIVATE_KEY: rsaPem, DKIM_PRIVATE_KEY_FILE: '/etc/dkim.pem' }),
    ).toMatch(/DKIM_PRIVATE_KEY_FILE: set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both/)
  })

  it('refuses a key it could not sign with, without quoting it', () => {
    const garbled = rsaPem.replace(/[A-Za-z]{8}/, 'xxxxxxxx')
    const garbledProblem = problems({ ...SIGNING, DKIM_PRIVATE_KEY: garbled })
    expect(garbledProblem).toMatch(/^DKIM_PRIVATE_KEY: is not a PEM private key/)
    expect(garbledProblem).not.toContain(rsaPem.split('\n')[1]!.slice(0, 20))
    const publicPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString()
    expect(problems({ ...SIGNING, DKIM_PRIVATE_KEY: publicPem })).toMatch(/is not a PEM private key/)
    const ed25519 = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    expect(problems({ ...SIGNING, DKIM_PRIVATE_KEY: ed25519 })).toMatch(/must be an RSA key .* not ed25519/)
    const short = generateKeyPairSync('rsa', { modulusLength: 512 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    expect(problems({ ...SIGNING, DKIM_PRIVATE_KEY: short })).toMatch(/must be 1024 bits or longer/)
  })

  it('refuses a domain or selector that is not a DNS name', () => {
    const text = problems({
      DKIM_DOMAIN: 'brightpath; h=x',
      DKIM_SELECTOR: 'mail 2026',
      DKIM_PRIVATE_KEY: rsaPem,
    })
    expect(text).toMatch(/DKIM_DOMAIN: a domain name/)
    expect(text).toMatch(/DKIM_SELECTOR: letters, digits and dashes/)
  })

  it('keeps the key out of every setting but dkim', () => {
    const config = parseConfig({ ...SIGNING, DKIM_PRIVATE_KEY: rsaPem }) as Record<string, unknown>
    const { dkim, ...rest } = config
    expect(dkim).toBeDefined()
    expect(JSON.stringify(rest)).not.toContain('PRIVATE KEY')
  })
})
