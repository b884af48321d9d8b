import { describe, expect, it } from 'vitest'
import { scriptJson } from './script-json'

describe('scriptJson', () => {
  it('cannot be closed by the text it carries, and reads back as the same data', () => {
    const data = { message: '</script><script>alert(1)</script>', nested: ['<!--'] }
    const json = scriptJson(data)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(data)
  })
})
