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
  person,
  setOrigin,
  slab,
  standing,
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

/** A lasting place: a profile card, a briefcase and an approval badge. */
export const permanentStaffing: Drawing = () => {
  setOrigin([400, 420])
  const [hx, hy] = iso(80, 40, 80)
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-70, 0, 50, 170, 210, profile(true)),
    box(40, 20, 14, 80, 40, 56, { top: palette.navy600 }),
    el('path', { d: `M${hx - 16} ${hy - 4}v-12q0-6 6-6h20q6 0 6 6v12`, stroke: tone.ink, 'stroke-width': 3 }),
    el('circle', { cx: 590, cy: 190, r: 32, fill: palette.navy900, stroke: tone.accent, 'stroke-width': 3 }),
    check(590, 190, 28, { width: 4 }),
    node([220, 220], 4, tone.ink),
  ].join('')
}

/** Time-boxed work: a calendar with a lit range, a clock and a profile. */
export const contractStaffing: Drawing = () => {
  setOrigin([400, 420])
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    box(-130, 90, 14, 30, 30, 30, mintBox),
    standing(-100, 0, 60, 220, 180, calendar(0, 0, 220, 180, [9, 19])),
    standing(50, 40, 14, 110, 140, profile(false, 110, 140).replace(/r="36"/, 'r="26"')),
    el('circle', { cx: 610, cy: 200, r: 44, fill: palette.navy900 }),
    clock(610, 200, 38, { stroke: 'url(#ga)', width: 4 }),
  ].join('')
}

/** A magnifier over a row of candidates, one of them starred. */
export const executiveSearch: Drawing = () => {
  setOrigin([400, 360])
  const row = [-120, -40, 40, 120]
  const people = row.map((x, i) => figure(x, 0, 14, i === 2, 1.5))
  const [sx, sy] = iso(40, 0, 14 + 80)
  return [
    slab(-170, -80, 340, 160),
    floorGlow(40, 0, 14, 90, 0.8),
    ...people,
    el('circle', { cx: sx, cy: sy, r: 80, fill: tone.accent, 'fill-opacity': 0.06 }),
    magnifier(sx, sy, 80, { stroke: 'url(#ga)', width: 6 }),
    star(sx, sy - 112, 16, { fill: 'url(#ga)', stroke: tone.accentSoft }),
    node([190, 190], 4, tone.ink),
    node([650, 170], 5),
  ].join('')
}

/** Four people around a round table. */
export const team: Drawing = () => {
  setOrigin([400, 340])
  const seats: Array<[number, number]> = [
    [-30, -120],
    [-120, -30],
    [120, 30],
    [30, 120],
  ]
  const back = seats.slice(0, 2).map(([x, y]) => figure(x, y, 14, false, 1.4))
  const front = seats.slice(2).map(([x, y], i) => figure(x, y, 14, i === 0, 1.4))
  const screen = (x: number, y: number): string =>
    standing(
      x,
      y,
      58,
      30,
      22,
      el('rect', {
        width: 30,
        height: 22,
        rx: 3,
        fill: palette.navy800,
        stroke: tone.accent,
        'stroke-width': 1.5,
      }),
    )
  return [
    slab(-170, -170, 340, 340),
    floorGlow(0, 0, 14, 140, 0.6),
    ...back,
    cylinder(0, 0, 14, 64, 44),
    screen(-30, 10),
    screen(20, -40),
    ...front,
    node([620, 150], 4),
    node([180, 170], 4, tone.ink),
  ].join('')
}

/** A kanban board and the people who move it. */
export const projectTeam: Drawing = () => {
  setOrigin([400, 410])
  const col = (x: number, cards: number, lit: number): string =>
    Array.from({ length: cards }, (_, i) =>
      el('rect', {
        x,
        y: 44 + i * 44,
        width: 72,
        height: 34,
        rx: 6,
        fill: i === lit ? 'url(#ga)' : tone.faint,
        'fill-opacity': i === lit ? 0.85 : 0.8,
      }),
    ).join('')
  const board =
    card(0, 0, 270, 200, { fill: palette.navy800 }) +
    textLines(14, 24, [46], 0) +
    textLines(100, 24, [46], 0) +
    textLines(186, 24, [46], 0) +
    col(12, 3, -1) +
    col(98, 2, 1) +
    col(184, 3, 0)
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-110, 0, 50, 270, 200, board),
    figure(110, -40, 14, false, 1.3),
    figure(40, 30, 14, true, 1.3),
    figure(-20, 100, 14, false, 1.3),
  ].join('')
}

/** A star talent on a pedestal, light rising around them. */
export const talent: Drawing = () => {
  setOrigin([400, 390])
  const [sx, sy] = iso(0, 0, 200)
  const sparkles: Point[] = [
    [250, 200],
    [560, 150],
    [590, 300],
    [220, 330],
  ]
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 100, 0.9),
    figure(90, -110, 14, false, 1.3),
    cylinder(0, 0, 14, 60, 36, { top: palette.navy600 }),
    figure(0, 0, 50, true, 1.6),
    el('circle', { cx: sx, cy: sy - 20, r: 52, fill: tone.accent, 'fill-opacity': 0.08 }),
    star(sx, sy - 20, 30, { fill: 'url(#ga)', stroke: tone.accentSoft }),
    ...sparkles.map(([x, y], i) =>
      star(x, y, i % 2 === 0 ? 10 : 7, { stroke: i % 2 === 0 ? tone.accent : tone.ink }),
    ),
    figure(-110, 90, 14, false, 1.3),
  ].join('')
}

/** Two parties joined: two profiles and interlocking rings between them. */
export const handshake: Drawing = () => {
  setOrigin([400, 420])
  const rings =
    el('circle', { cx: 376, cy: 200, r: 36, stroke: tone.ink, 'stroke-width': 8 }) +
    el('circle', { cx: 424, cy: 200, r: 36, stroke: 'url(#ga)', 'stroke-width': 8 }) +
    el('path', { d: 'M376 164a36 36 0 0 1 30 16', stroke: tone.ink, 'stroke-width': 8 })
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-90, 70, 14, 140, 180, profile(false, 140, 180)),
    standing(70, -90, 14, 140, 180, profile(true, 140, 180)),
    link([
      [306, 250],
      [350, 228],
    ]),
    link([
      [494, 170],
      [452, 184],
    ]),
    rings,
  ].join('')
}

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
    ...edges.map(([a, b]) =>
      line([at(a), at(b)], { stroke: tone.accent, 'stroke-opacity': 0.5, 'stroke-width': 2 }),
    ),
    ...spots.map((_, i) => el('circle', { cx: at(i)[0], cy: at(i)[1], r: 4, fill: tone.accent })),
    ...ordered.map(([x, y, lit]) => figure(x, y, 14, lit, 1.2)),
  ].join('')
}

/** Support desk: a headset over an inbox tray, a checklist and a calendar. */
export const adminSupport: Drawing = () => {
  setOrigin([400, 420])
  const [hx, hy] = [560, 170]
  const headset =
    el('circle', { cx: hx, cy: hy + 20, r: 78, fill: tone.accent, 'fill-opacity': 0.05 }) +
    el('path', {
      d: `M${hx - 50} ${hy + 20}v-14a50 50 0 0 1 100 0v14`,
      stroke: 'url(#ga)',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    el('rect', {
      x: hx - 64,
      y: hy + 4,
      width: 24,
      height: 44,
      rx: 10,
      fill: palette.navy800,
      stroke: tone.accent,
      'stroke-width': 3,
    }) +
    el('rect', {
      x: hx + 40,
      y: hy + 4,
      width: 24,
      height: 44,
      rx: 10,
      fill: palette.navy800,
      stroke: tone.accent,
      'stroke-width': 3,
    }) +
    el('path', { d: `M${hx + 52} ${hy + 48}q0 24-34 26h-8`, stroke: tone.ink, 'stroke-width': 3 }) +
    el('circle', { cx: hx + 4, cy: hy + 74, r: 6, fill: tone.accent })
  const list =
    card(0, 0, 170, 150, { fill: palette.navy800 }) +
    textLines(20, 24, [70], 0, { stroke: tone.accentSoft, 'stroke-opacity': 0.9 }) +
    [0, 1, 2]
      .map((i) => check(30, 56 + i * 32, 16) + textLines(50, 56 + i * 32, [i === 2 ? 60 : 96], 0))
      .join('')
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-100, 20, 50, 170, 150, list),
    box(-10, -100, 14, 60, 60, 90),
    standing(50, -70, 40, 60, 50, calendar(0, 0, 60, 50, [10, 12]).replace(/rx="8"/g, 'rx="4"')),
    box(10, 30, 14, 90, 70, 16),
    box(20, 40, 30, 70, 50, 6, { top: palette.navy600 }),
    box(30, 50, 36, 50, 30, 6, mintBox),
    headset,
  ].join('')
}
