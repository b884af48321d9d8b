import { describe, expect, it } from 'vitest'
import { hashLinkToken, lookupHash, newLinkToken, tokenMatches } from './link-tokens.server'

describe('link tokens', () => {
  it('carry 256 random bits and are stored only as their SHA-256', () => {
    const a = newLinkToken()
    const b = newLinkToken()
    expect(a.token).toMatch(/^[\w-]{43}$/)
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32)
    expect(a.token).not.toBe(b.token)
    expect(a.hash).toBe(hashLinkToken(a.token))
    expect(a.hash).not.toContain(a.token)
    expect(tokenMatches(a.hash, a.token)).toBe(true)
    expect(tokenMatches(a.hash, b.token)).toBe(false)
  })

  it('refuses, unread, anything that cannot be one of ours', () => {
    expect(lookupHash(newLinkToken().token)).toMatch(/^[0-9a-f]{64}$/)
    for (const bad of ['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}/`, null, undefined]) {
      expect(lookupHash(bad)).toBeNull()
    }
  })
})
