import { describe, expect, it } from 'vitest'
import { BACKUP_CODE_ALPHABET, generateBackupCodes } from './backup-codes.server'

describe('backup codes', () => {
  it('are ten codes of two groups of five, with no character read as another', () => {
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[0oO1lIi]/)
    expect(new Set(BACKUP_CODE_ALPHABET).size).toBe(BACKUP_CODE_ALPHABET.length)
    const codes = generateBackupCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/)
    // Fit the sign-in code field (at most 12 characters).
    expect(codes.every((code) => code.length <= 12)).toBe(true)
  })

  it('use every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 40 }, generateBackupCodes).flat().join('').replaceAll('-', ''))
    expect([...seen].sort().join('')).toBe(BACKUP_CODE_ALPHABET)
  })
})
