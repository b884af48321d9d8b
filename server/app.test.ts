import { expect, it } from 'vitest'
import { hstsHeader } from './app'

it('sends HSTS on an https site, asking for the preload list only with HSTS_PRELOAD', () => {
  expect(hstsHeader('http://localhost:3000', true)).toBeNull()
  expect(hstsHeader('https://www.brightpath.example', false)).toBe('max-age=63072000; includeSubDomains')
  expect(hstsHeader('https://www.brightpath.example', true)).toBe(
    'max-age=63072000; includeSubDomains; preload',
  )
})
