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
  it.each(counted)('%s: "$label" counts in whole units or tenths onto its figure', (_path, stat) => {
    expect([0, 1]).toContain(stat.decimals ?? 0)
    expect(Number(stat.value.toFixed(stat.decimals ?? 0))).toBe(stat.value)
  })
})
