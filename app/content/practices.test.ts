// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Stat } from './blocks'
import { practices } from './practices'

const counted: ReadonlyArray<readonly [string, Stat]> = Object.entries(practices).flatMap(([path, page]) =>
  page.stats.stats
    .map((stat: Stat) => [path, stat] as const)
    .filter(([, stat]) => stat.staticText === undefined),
)

describe('counted figures of the practice pages', () => {
  it.each(counted)('%s: "$label" counts in whole steps onto its figure', (_path, stat) => {
    const step = stat.step ?? (stat.decimals === 1 ? 0.1 : 1)
    const steps = stat.value / step
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9)
    expect(Number(stat.value.toFixed(stat.decimals ?? 0))).toBe(stat.value)
  })
})
