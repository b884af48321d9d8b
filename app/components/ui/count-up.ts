import { formatNumber } from '~/lib/format-number'

/** Pure maths behind <Stat>'s count-up, kept apart so it can be tested without a DOM. */

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/**
 * One tick of the stepped count: adds `step`, rounds away floating-point drift
 * (0.1 + 0.2) and never passes the target, so the last tick lands on it exactly.
 */
export function nextCountValue(current: number, target: number, step: number, decimals = 0): number {
  if (step <= 0 || current >= target) return target
  const next = roundTo(current + step, decimals)
  return next >= target ? target : next
}

/** The timed count: eases out and reaches the target exactly at `durationMs`. */
export function countValueAt(elapsedMs: number, durationMs: number, target: number, decimals = 0): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  const t = Math.max(0, elapsedMs) / durationMs
  const eased = 1 - (1 - t) ** 3
  return Math.min(target, roundTo(target * eased, decimals))
}

export function defaultStep(decimals: number): number {
  return decimals === 1 ? 0.1 : 1
}

/** A fixed locale, so the server's figure and the browser's figure are the same string. */
export function formatCount(value: number, decimals = 0): string {
  return formatNumber(value, decimals)
}
