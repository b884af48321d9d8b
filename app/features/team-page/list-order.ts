/*
 * A list's order as its ids: moving one to a place, or one step up or down. Pure, so the team
 * page and the client quotes share it and their tests read it plainly.
 */

/** `ids` with `id` moved to `position` (1 first; past the end means last). */
export function placeAt<T>(ids: readonly T[], id: T, position: number): T[] {
  const others = ids.filter((other) => other !== id)
  const index = Math.min(Math.max(position - 1, 0), others.length)
  return [...others.slice(0, index), id, ...others.slice(index)]
}

/** `ids` with `id` one place up or down; null when it is not there or already at that end. */
export function stepped<T>(ids: readonly T[], id: T, direction: 'up' | 'down'): T[] | null {
  const index = ids.indexOf(id)
  const to = direction === 'up' ? index - 1 : index + 1
  if (index === -1 || to < 0 || to >= ids.length) return null
  return placeAt(ids, id, to + 1)
}
