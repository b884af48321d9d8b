import { describe, expect, it } from 'vitest'
import { countValueAt, defaultStep, formatCount, nextCountValue, roundTo } from './count-up'

/** Runs the stepped count to its end, as Stat's interval does. */
function run(target: number, step: number, decimals = 0) {
  const seen: number[] = []
  let at = 0
  while (at < target && seen.length < 100_000) {
    at = nextCountValue(at, target, step, decimals)
    seen.push(at)
  }
  return seen
}

describe('nextCountValue', () => {
  it('adds one step at a time', () => {
    expect(nextCountValue(0, 10, 1)).toBe(1)
    expect(nextCountValue(7, 10, 2)).toBe(9)
  })

  it('stops exactly at the target, never past it', () => {
    expect(nextCountValue(9, 10, 3)).toBe(10)
    expect(run(10, 3)).toEqual([3, 6, 9, 10])
    expect(nextCountValue(10, 10, 1)).toBe(10)
    expect(nextCountValue(12, 10, 1)).toBe(10)
  })

  it('counts tenths without floating-point drift', () => {
    const seen = run(4.9, 0.1, 1)
    expect(seen).toHaveLength(49)
    expect(seen.slice(0, 3)).toEqual([0.1, 0.2, 0.3])
    expect(seen.every((v) => Number.isInteger(Math.round(v * 10)) && roundTo(v, 1) === v)).toBe(true)
    expect(seen.at(-1)).toBe(4.9)
  })

  it('treats a non-positive step as done', () => {
    expect(nextCountValue(0, 50, 0)).toBe(50)
  })
})

describe('countValueAt', () => {
  it('starts at 0 and reaches the target exactly at the duration', () => {
    expect(countValueAt(0, 2000, 500)).toBe(0)
    expect(countValueAt(2000, 2000, 500)).toBe(500)
    expect(countValueAt(5000, 2000, 500)).toBe(500)
  })

  it('rises monotonically and stays below the target before the end', () => {
    const values = Array.from({ length: 20 }, (_, i) => countValueAt(i * 100, 2000, 98))
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(Math.max(...values)).toBeLessThanOrEqual(98)
    expect(values.every(Number.isInteger)).toBe(true)
  })

  it('keeps the requested decimals', () => {
    expect(countValueAt(1000, 2000, 4.9, 1) * 10).toBe(Math.round(countValueAt(1000, 2000, 4.9, 1) * 10))
  })
})

describe('defaultStep and formatCount', () => {
  it('steps by 0.1 with one decimal, else by 1', () => {
    expect(defaultStep(1)).toBe(0.1)
    expect(defaultStep(0)).toBe(1)
  })

  it('formats the same way everywhere', () => {
    expect(formatCount(10000)).toBe('10,000')
    expect(formatCount(4.9, 1)).toBe('4.9')
    expect(formatCount(5, 1)).toBe('5.0')
  })
})
