/** Index maths of <Rotator>: always a valid slide, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count)
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count)
}

/** Slides advance only when there is somewhere to go and nothing asks them to stay. */
export function shouldAutoAdvance(state: {
  count: number
  reducedMotion: boolean
  userPaused: boolean
  hovered: boolean
  focused: boolean
}): boolean {
  return state.count > 1 && !state.reducedMotion && !state.userPaused && !state.hovered && !state.focused
}
