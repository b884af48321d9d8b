import { describe, expect, it } from 'vitest'
import { isPlainName } from './greeting.server'

describe('plain names', () => {
  it.each(['Asha', 'Asha Rao', 'Zoë Ní Bhriain', 'ஆஷா ராவ்', '王 小明', "D'Souza", 'J. R. Tolkien'])(
    'takes %j',
    (name) => {
      expect(isPlainName(name)).toBe(true)
    },
  )

  it.each([
    'https://evil.example',
    'evil.example',
    'www.evil',
    'a@b.example',
    'mailto:x',
    'Zoë 👩🏽‍💻',
    'Agent 007',
    'one two three four five six seven',
    'A'.repeat(61),
    'Asha  Rao',
  ])('refuses %j', (name) => {
    expect(isPlainName(name)).toBe(false)
  })
})
