/** Section art: people, staffing and teams. */
import { palette } from '../lib/palette'
import { el, type Point } from '../lib/svg'
import {
  box,
  calendar,
  card,
  check,
  clock,
  cylinder,
  figure,
  floorGlow,
  iso,
  line,
  link,
  magnifier,
  mintBox,
  node,
  onPlane,
  person,
  setOrigin,
  slab,
  star,
  textLines,
  tone,
} from './kit'
import type { Drawing } from './topics-tech'

/** A profile card: avatar, name line and detail lines. */
function profile(lit: boolean, w = 170, h = 210): string {
  return (
    card(0, 0, w, h, { fill: palette.navy800, stroke: lit ? 'url(#ga)' : tone.edge }) +
    el('circle', { cx: w / 2, cy: 62, r: 36, fill: lit ? 'url(#ga)' : tone.faint }) +
    person(w / 2, 68, 40, { stroke: lit ? palette.navy900 : tone.ink, width: 3 }) +
    textLines(w / 2 - 50, 128, [100], 0, lit ? { stroke: tone.accentSoft, 'stroke-opacity': 0.85 } : {}) +
    textLines(w / 2 - 40, 152, [80, 60], 16)
  )
}

/** A lasting place: a profile card, an ID badge with a check and a briefcase. */
export const permanentStaffing: Drawing = () => {
  setOrigin([400, 390])
  const handle = iso(65, 40, 84)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -60, 60, 250, profile(true)),
    box(40, 20, 14, 80, 40, 60, { top: palette.navy600 }),
    el('path', { d: `M${handle[0] - 14} ${handle[1] + 6}v-14h28v14`, stroke: tone.ink, 'stroke-width': 3 }),
    el('circle', { cx: 590, cy: 170, r: 32, fill: palette.navy900, stroke: tone.accent, 'stroke-width': 3 }),
    check(590, 170, 28, { width: 4 }),
    node([210, 190], 4, tone.ink),
  ].join('')
}

/** Time-boxed work: a calendar with a lit range, a clock and a profile. */
export const contractStaffing: Drawing = () => {
  setOrigin([400, 390])
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -120, 20, 250, calendar(0, 0, 230, 190, [9, 19])),
    onPlane('yz', 40, 120, 190, profile(false, 120, 150).replace(/r="36"/, 'r="28"')),
    el('circle', { cx: 600, cy: 190, r: 44, fill: palette.navy900 }),
    clock(600, 190, 38, { stroke: 'url(#ga)', width: 4 }),
    box(-140, -130, 14, 30, 30, 30, mintBox),
  ].join('')
}

/** A magnifier over a row of candidates, one of them starred. */
export const executiveSearch: Drawing = () => {
  setOrigin([400, 330])
  const people = [-120, -40, 40, 120].map((x, i) => figure(x, -x * 0.2, 14, i === 2))
  const [sx, sy] = iso(40, -8, 80)
  return [
    slab(-170, -90, 340, 180),
    floorGlow(40, 0, 14, 90, 0.8),
    ...people,
    star(sx, sy - 24, 14, { fill: 'url(#ga)', stroke: tone.accentSoft }),
    el('circle', { cx: sx, cy: sy + 10, r: 74, fill: tone.accent, 'fill-opacity': 0.05 }),
    magnifier(sx, sy + 10, 74, { stroke: 'url(#ga)', width: 5 }),
  ].join('')
}

/** Four people around a round table. */
export const team: Drawing = () => {
  setOrigin([400, 330])
  const seats: Array<[number, number]> = [
    [-40, -110],
    [-110, -40],
    [110, 40],
    [40, 110],
  ]
  const back = seats.slice(0, 2).map(([x, y]) => figure(x, y, 14))
  const front = seats.slice(2).map(([x, y], i) => figure(x, y, 14, i === 0))
  const laptop = (x: number, y: number): string =>
    onPlane('xy', x, y, 58, el('rect', { width: 34, height: 24, rx: 3, fill: tone.faint, stroke: tone.edge })) +
    onPlane('yz', x, y, 80, el('rect', { width: 24, height: 22, rx: 3, fill: palette.navy800, stroke: tone.accent }))
  return [
    slab(-160, -160, 320, 320),
    floorGlow(0, 0, 14, 140, 0.6),
    ...back,
    cylinder(0, 0, 14, 70, 44),
    laptop(-30, -20),
    laptop(10, 20),
    ...front,
    node([620, 150], 4),
    node([180, 170], 4, tone.ink),
  ].join('')
}

/** A kanban board and the people who move it. */
export const projectTeam: Drawing = () => {
  setOrigin([400, 400])
  const col = (x: number, cards: number, lit: number): string =>
    Array.from({ length: cards }, (_, i) =>
      el('rect', { x, y: 44 + i * 46, width: 80, height: 36, rx: 6, fill: i === lit ? 'url(#ga)' : tone.faint, 'fill-opacity': i === lit ? 0.85 : 0.8 }),
    ).join('')
  const board =
    card(0, 0, 300, 220, { fill: palette.navy800 }) +
    textLines(16, 24, [50], 0) +
    textLines(114, 24, [50], 0) +
    textLines(212, 24, [50], 0) +
    col(14, 3, -1) +
    col(110, 2, 1) +
    col(206, 3, 0)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -150, 110, 260, board),
    figure(60, 40, 14, true),
    figure(110, -20, 14),
    figure(10, 110, 14),
  ].join('')
}

/** A star talent on a pedestal, light rising around them. */
export const talent: Drawing = () => {
  setOrigin([400, 380])
  const [sx, sy] = iso(0, 0, 150)
  const sparkles: Point[] = [
    [250, 200],
    [560, 150],
    [590, 300],
    [220, 330],
  ]
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 100, 0.9),
    cylinder(0, 0, 14, 60, 36, { top: palette.navy600 }),
    figure(0, 0, 50, true),
    el('circle', { cx: sx, cy: sy - 30, r: 52, fill: tone.accent, 'fill-opacity': 0.08 }),
    star(sx, sy - 30, 30, { fill: 'url(#ga)', stroke: tone.accentSoft }),
    ...sparkles.map(([x, y], i) => star(x, y, i % 2 === 0 ? 10 : 7, { stroke: i % 2 === 0 ? tone.accent : tone.ink })),
    figure(-100, 80, 14),
    figure(90, -100, 14),
  ].join('')
}

/** Two parties joined: two profiles and interlocking rings between them. */
export const handshake: Drawing = () => {
  setOrigin([400, 390])
  return [
    slab(-160, -150, 320, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -130, 130, 230, profile(false, 140, 180)),
    onPlane('yz', 60, -60, 270, profile(true, 140, 180)),
    el('circle', { cx: 380, cy: 200, r: 36, stroke: tone.ink, 'stroke-width': 8 }),
    el('circle', { cx: 428, cy: 200, r: 36, stroke: 'url(#ga)', 'stroke-width': 8 }),
    el('path', { d: 'M380 164a36 36 0 0 1 31 18', stroke: tone.ink, 'stroke-width': 8 }),
    link([[300, 250], [380, 236]]),
    link([[500, 170], [452, 180]]),
  ].join('')
}

/** A community: people connected in a loose mesh. */
export const community: Drawing = () => {
  setOrigin([400, 330])
  const spots: Array<[number, number, boolean]> = [
    [-110, -70, false],
    [-20, -130, false],
    [90, -90, true],
    [-120, 50, false],
    [0, 0, true],
    [110, 30, false],
    [-30, 120, false],
    [80, 120, false],
  ]
  const edges: Array<[number, number]> = [
    [0, 1],
    [1, 2],
    [0, 4],
    [2, 4],
    [3, 4],
    [4, 5],
    [4, 6],
    [5, 7],
    [6, 7],
    [0, 3],
    [2, 5],
  ]
  const at = (i: number): Point => {
    const spot = spots[i] ?? [0, 0, false]
    return iso(spot[0], spot[1], 14)
  }
  const ordered = [...spots].sort((a, b) => a[0] + a[1] - (b[0] + b[1]))
  return [
    slab(-170, -170, 340, 340),
    floorGlow(0, 0, 14, 150, 0.5),
    ...edges.map(([a, b]) => line([at(a), at(b)], { stroke: tone.accent, 'stroke-opacity': 0.5, 'stroke-width': 2 })),
    ...spots.map((_, i) => el('circle', { cx: at(i)[0], cy: at(i)[1], r: 4, fill: tone.accent })),
    ...ordered.map(([x, y, lit]) => figure(x, y, 14, lit)),
  ].join('')
}

/** Support desk: a headset over an inbox, a checklist and a calendar. */
export const adminSupport: Drawing = () => {
  setOrigin([400, 390])
  const [hx, hy] = [400, 170]
  const headset =
    el('path', { d: `M${hx - 56} ${hy + 20}v-16a56 56 0 0 1 112 0v16`, stroke: 'url(#ga)', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    el('rect', { x: hx - 70, y: hy + 4, width: 26, height: 46, rx: 10, fill: palette.navy800, stroke: tone.accent, 'stroke-width': 3 }) +
    el('rect', { x: hx + 44, y: hy + 4, width: 26, height: 46, rx: 10, fill: palette.navy800, stroke: tone.accent, 'stroke-width': 3 }) +
    el('path', { d: `M${hx + 57} ${hy + 50}q0 26-36 28h-10`, stroke: tone.ink, 'stroke-width': 3 }) +
    el('circle', { cx: hx + 6, cy: hy + 78, r: 6, fill: tone.accent })
  const list =
    card(0, 0, 150, 130, { fill: palette.navy800 }) +
    [0, 1, 2].map((i) => check(28, 30 + i * 34, 16) + textLines(48, 30 + i * 34, [i === 2 ? 50 : 80], 0)).join('')
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    box(-40, -40, 14, 90, 90, 24),
    box(-30, -30, 38, 70, 70, 8, { top: palette.navy600 }),
    onPlane('yz', -130, -30, 200, list),
    onPlane('yz', 60, 120, 180, calendar(0, 0, 140, 120, [16, 18])),
    headset,
  ].join('')
}

export { line }
