import { describe, expect, it } from 'vitest'
import { loggableUrl } from './loggable-url'

describe('URLs in logs', () => {
  it('never carry a link’s token', () => {
    const token = 'x'.repeat(43)
    expect(loggableUrl(`http://localhost:3000/careers/status?token=${token}`)).toBe(
      'http://localhost:3000/careers/status?token=hidden',
    )
    expect(loggableUrl(`/careers/status?a=1&token=${token}`)).toBe('/careers/status?a=1&token=hidden')
  })

  it('never carry a shortlist token in the path, nor what follows it', () => {
    const token = 'x'.repeat(43)
    expect(loggableUrl(`http://localhost:3000/shortlist/${token}?answered=3`)).toBe(
      'http://localhost:3000/shortlist/[token]',
    )
    expect(loggableUrl(`/SHORTLIST/${token}`)).toBe('/SHORTLIST/[token]')
  })

  it('leave other addresses as they are', () => {
    expect(loggableUrl('/admin/contacts?q=asha&page=2')).toBe('/admin/contacts?q=asha&page=2')
    expect(loggableUrl('/about')).toBe('/about')
    expect(loggableUrl('/admin/candidates?q=react')).toBe('/admin/candidates?q=react')
  })
})
