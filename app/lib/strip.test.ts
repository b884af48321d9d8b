import { describe, expect, it } from 'vitest'
import { stripAround, stripLeading, stripTrailing } from './strip'

describe('strip', () => {
  it('cuts a run of the given characters from the end, the start or both', () => {
    expect(stripTrailing('/about///', '/')).toBe('/about')
    expect(stripTrailing('////', '/')).toBe('')
    expect(stripTrailing('https://a.example/x).,', '.,)')).toBe('https://a.example/x')
    expect(stripLeading('--a-b--', '-')).toBe('a-b--')
    expect(stripAround('--a-b--', '-')).toBe('a-b')
    expect(stripAround('', '-')).toBe('')
  })

  it('leaves characters of the run inside the text', () => {
    expect(stripTrailing(`${'/'.repeat(5)}x/`, '/')).toBe('/////x')
  })
})
