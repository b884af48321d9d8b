/** Section art: business and consulting topics. */
import { palette } from '../lib/palette'
import { el, polyPath, type Point } from '../lib/svg'
import {
  box,
  bulb,
  bubble,
  card,
  check,
  cylinder,
  disc,
  donut,
  flag,
  floorGlow,
  ghostBox,
  iso,
  line,
  link,
  mintBox,
  node,
  onPlane,
  setOrigin,
  slab,
  star,
  textLines,
  tone,
} from './kit'
import type { Drawing } from './topics-tech'

/** A checkerboard game board with a route of moves to a flag. */
export const strategy: Drawing = () => {
  setOrigin([400, 300])
  const tiles: string[] = []
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 6; j++)
      if ((i + j) % 2 === 0)
        tiles.push(polyPath([iso(-150 + i * 50, -150 + j * 50, 14), iso(-100 + i * 50, -150 + j * 50, 14), iso(-100 + i * 50, -100 + j * 50, 14), iso(-150 + i * 50, -100 + j * 50, 14)], true))
  const route: Point[] = [iso(-125, 125, 14), iso(-25, 125, 14), iso(-25, 25, 14), iso(75, 25, 14), iso(75, -75, 14)]
  return [
    slab(-150, -150, 300, 300, 14, 300),
    el('path', { d: tiles.join(''), fill: tone.faint, 'fill-opacity': 0.55 }),
    floorGlow(75, -75, 14, 70, 0.8),
    line(route, { stroke: 'url(#ga)', 'stroke-width': 4, 'stroke-dasharray': '10 8' }),
    ...route.slice(0, -1).map((p) => node(p, 5, tone.ink)),
    cylinder(-125, -75, 14, 14, 40),
    cylinder(25, -125, 14, 14, 56),
    cylinder(125, 75, 14, 14, 40),
    cylinder(-75, 75, 14, 14, 28, { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 }),
    flag(...iso(75, -75, 14), 90),
  ].join('')
}

/** A staircase rising to a flag. */
export const career: Drawing = () => {
  setOrigin([380, 330])
  const steps = [0, 1, 2, 3, 4].map((i) => box(-140 + i * 56, -30, 14, 56, 90, 30 + i * 36, i === 4 ? mintBox : {}))
  const top = iso(112, 15, 14 + 30 + 4 * 36)
  return [
    slab(-170, -80, 340, 190),
    floorGlow(0, 20, 14, 130, 0.5),
    ...steps,
    line([iso(-112, 15, 50), iso(-56, 15, 86), iso(0, 15, 122), iso(56, 15, 158), iso(112, 15, 194)].map(([x, y]): Point => [x, y - 24]), {
      stroke: 'url(#ga)',
      'stroke-width': 3,
      'stroke-dasharray': '2 8',
    }),
    flag(top[0], top[1] - 8, 80),
    node([200, 160], 4, tone.ink),
    node([610, 140], 5),
  ].join('')
}

/** A CV card with a photo, lines and an approval badge, a second card behind. */
export const resume: Drawing = () => {
  setOrigin([400, 400])
  const cv = (lit: boolean): string =>
    card(0, 0, 200, 260, { fill: palette.navy800, stroke: lit ? 'url(#ga)' : tone.edge }) +
    el('circle', { cx: 44, cy: 50, r: 24, fill: lit ? 'url(#ga)' : tone.faint }) +
    textLines(82, 42, [90, 60], 16, lit ? { stroke: tone.accentSoft, 'stroke-opacity': 0.8 } : {}) +
    textLines(22, 104, [156, 130, 150, 96], 18) +
    textLines(22, 196, [140, 110], 18)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -40, 20, 250, cv(false)),
    onPlane('yz', 10, 100, 270, cv(true)),
    el('circle', { cx: 560, cy: 170, r: 34, fill: palette.navy900, stroke: tone.accent, 'stroke-width': 3 }),
    check(560, 170, 30, { width: 4 }),
    box(90, -120, 14, 30, 30, 30),
    node([230, 170], 4, tone.ink),
  ].join('')
}

/** Pillars of rising height, the tallest lit and crowned with a star. */
export const leadership: Drawing = () => {
  setOrigin([400, 360])
  const starAt = iso(20, 20, 260)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(20, 20, 14, 100, 0.7),
    box(-110, -40, 14, 50, 50, 70),
    box(-40, -110, 14, 50, 50, 110),
    box(90, -30, 14, 50, 50, 90),
    box(-30, 80, 14, 50, 50, 60),
    box(-5, -5, 14, 50, 50, 190, { top: palette.accent400, stroke: palette.accent300 }),
    link([iso(-85, -15, 84), [starAt[0] - 30, starAt[1] + 10]]),
    link([iso(-15, -85, 124), [starAt[0] - 10, starAt[1] + 26]]),
    link([iso(115, -5, 104), [starAt[0] + 30, starAt[1] + 14]]),
    el('circle', { cx: starAt[0], cy: starAt[1] - 6, r: 40, fill: tone.accent, 'fill-opacity': 0.1 }),
    star(starAt[0], starAt[1] - 6, 30, { fill: 'url(#ga)', stroke: tone.accentSoft }),
  ].join('')
}

/** Stacks of coins beside a chart panel and a small network: the digital economy. */
export const economy: Drawing = () => {
  setOrigin([400, 380])
  const coins = (x: number, y: number, n: number, lit = false): string =>
    Array.from({ length: n }, (_, i) =>
      cylinder(x, y, 14 + i * 14, 30, 12, lit && i === n - 1 ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {}),
    ).join('')
  const chart =
    card(0, 0, 230, 150, { fill: palette.navy800 }) +
    line([[20, 120], [70, 96], [110, 104], [150, 64], [210, 30]], { stroke: 'url(#ga)', 'stroke-width': 4 }) +
    textLines(20, 24, [70], 0)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -130, 0, 230, chart),
    coins(50, -20, 5),
    coins(20, 60, 8, true),
    coins(100, 50, 3),
    node([560, 150], 5),
    node([620, 220], 4, tone.ink),
    link([[560, 150], [620, 220], [650, 150]], { 'stroke-dasharray': undefined, 'stroke-opacity': 0.4 }),
    node([650, 150], 4),
  ].join('')
}

/** Three hubs with containers along a dashed route to a pin. */
export const supplyChain: Drawing = () => {
  setOrigin([400, 300])
  const hub = (x: number, y: number, crates: string): string => slab(x, y, 120, 120, 10, 120) + crates
  return [
    floorGlow(0, 0, 0, 220, 0.35),
    hub(-230, -40, box(-215, -25, 10, 40, 70, 34) + box(-170, -25, 10, 40, 70, 34, mintBox)),
    hub(-60, -60, box(-45, -45, 10, 90, 40, 34) + box(-45, 0, 10, 90, 40, 34)),
    hub(110, -80, box(125, -65, 10, 40, 40, 34) + box(170, -65, 10, 40, 40, 60) + box(125, -20, 10, 40, 40, 34, mintBox)),
    link([iso(-110, 20, 10), iso(-60, 0, 10)], { 'stroke-width': 3 }),
    link([iso(60, -20, 10), iso(110, -20, 10)], { 'stroke-width': 3 }),
    link([iso(-170, 80, 0), iso(-170, 180, 0), iso(170, 180, 0), iso(170, 40, 0)], { stroke: tone.ink, 'stroke-opacity': 0.3 }),
    node(iso(-170, 180, 0), 5),
    node(iso(170, 180, 0), 5),
  ].join('')
}

/** A candlestick panel, a coin stack and a ring of allocation. */
export const finance: Drawing = () => {
  setOrigin([400, 390])
  const candles = [
    [30, 150, 110, false],
    [62, 130, 96, true],
    [94, 140, 80, true],
    [126, 110, 90, false],
    [158, 100, 60, true],
    [190, 70, 50, true],
  ] as const
  const chart =
    card(0, 0, 230, 200, { fill: palette.navy800 }) +
    candles
      .map(([x, low, high, up]) =>
        line([[x, low + 14], [x, high - 24]], { stroke: up ? tone.accent : tone.ink, 'stroke-width': 2 }) +
        el('rect', { x: x - 8, y: high - 10, width: 16, height: low - high, rx: 3, fill: up ? tone.accent : tone.edge }),
      )
      .join('')
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -120, 40, 250, chart),
    ...[0, 1, 2, 3, 4, 5].map((i) => cylinder(70, 40, 14 + i * 12, 30, 10, i === 5 ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {})),
    el('circle', { cx: 590, cy: 190, r: 56, fill: palette.navy900, stroke: tone.edge }),
    donut(590, 190, 42, [0.45, 0.3, 0.25], 12),
  ].join('')
}

/** An idea between two conversations. */
export const consulting: Drawing = () => {
  setOrigin([400, 400])
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 110, 0.8),
    el('circle', { cx: 400, cy: 190, r: 70, fill: tone.accent, 'fill-opacity': 0.07 }),
    bulb(400, 180, 44, { stroke: 'url(#ga)', fill: palette.navy800, width: 4 }),
    line([[400, 96], [400, 80]], { stroke: tone.accent, 'stroke-width': 3 }),
    line([[340, 120], [328, 108]], { stroke: tone.accent, 'stroke-width': 3 }),
    line([[460, 120], [472, 108]], { stroke: tone.accent, 'stroke-width': 3 }),
    bubble(150, 180, 140, 70),
    textLines(172, 206, [90, 60], 16),
    bubble(520, 250, 130, 64, { stroke: tone.accent }),
    textLines(542, 274, [80, 50], 16, { stroke: tone.accentSoft, 'stroke-opacity': 0.7 }),
    box(-30, -30, 14, 60, 60, 40),
    box(80, 60, 14, 30, 30, 20, mintBox),
  ].join('')
}

/** Product layers: interface, logic and data as stacked floating plates. */
export const product: Drawing = () => {
  setOrigin([400, 300])
  const plate = (z: number, lit: boolean, content: string): string =>
    box(-110, -110, z, 220, 220, 10, lit ? { top: palette.navy600, stroke: palette.accent300 } : {}) + content
  const ui = onPlane('xy', -90, -90, 200, card(0, 0, 180, 180, { fill: 'none', stroke: tone.accent }) + textLines(20, 30, [120, 80], 20, { stroke: tone.accentSoft }) + el('rect', { x: 20, y: 90, width: 140, height: 60, rx: 8, fill: 'url(#ga)', 'fill-opacity': 0.5 }))
  return [
    floorGlow(0, 0, -120, 150, 0.6),
    plate(-120, false, cylinder(-40, -40, -110, 26, 30) + cylinder(40, 40, -110, 26, 30)),
    link([iso(-110, 110, -110), iso(-110, 110, 40)]),
    link([iso(110, 110, -110), iso(110, 110, 40)]),
    plate(40, false, box(-60, -60, 50, 40, 40, 30) + box(20, -60, 50, 40, 40, 50, mintBox) + box(-60, 20, 50, 40, 40, 20)),
    link([iso(-110, 110, 50), iso(-110, 110, 190)]),
    link([iso(110, 110, 50), iso(110, 110, 190)]),
    plate(190, true, ui),
  ].join('')
}

/** Rising columns and a trend arrow. */
export const growth: Drawing = () => {
  setOrigin([400, 360])
  const heights = [50, 80, 110, 150, 200]
  const bars = heights.map((h, i) => box(-130 + i * 55, -20 + i * 0, 14, 40, 40, h, i === 4 ? mintBox : {}))
  const arrow: Point[] = heights.map((h, i) => {
    const [x, y] = iso(-110 + i * 55, 0, 14 + h)
    return [x, y - 40]
  })
  const last = arrow[arrow.length - 1] ?? [0, 0]
  return [
    slab(-160, -100, 320, 200),
    floorGlow(0, 0, 14, 120, 0.5),
    ...bars,
    line(arrow, { stroke: 'url(#ga)', 'stroke-width': 4 }),
    el('path', { d: `M${last[0] - 6} ${last[1] - 20}l26 8l-20 18z`, fill: tone.accentSoft }),
    ...arrow.slice(0, -1).map((p) => node(p, 4)),
  ].join('')
}

/** A dashboard: line chart panel, donut card and bars. */
export const analytics: Drawing = () => {
  setOrigin([400, 390])
  const panel =
    card(0, 0, 300, 190, { fill: palette.navy800 }) +
    el('path', { d: 'M20 160L70 120L120 134L170 86L220 100L280 40V170H20Z', fill: 'url(#ga)', 'fill-opacity': 0.18 }) +
    line([[20, 160], [70, 120], [120, 134], [170, 86], [220, 100], [280, 40]], { stroke: 'url(#ga)', 'stroke-width': 4 }) +
    textLines(20, 22, [80, 40], 0)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -140, 80, 250, panel),
    onPlane('xy', 30, -60, 14, [0, 1, 2, 3].map((i) => el('rect', { x: i * 26, y: 0, width: 16, height: 40 + i * 22, rx: 3, fill: i === 3 ? tone.accent : tone.edge })).join('')),
    el('circle', { cx: 596, cy: 200, r: 58, fill: palette.navy900, stroke: tone.edge }),
    donut(596, 200, 42, [0.62, 0.23, 0.15], 12),
    node([200, 130], 4, tone.ink),
  ].join('')
}

/** Four steps in a row, joined by arrows. */
export const process: Drawing = () => {
  setOrigin([250, 250])
  const marks = [
    (x: number, y: number) => el('circle', { cx: x, cy: y, r: 10, stroke: tone.ink, 'stroke-width': 3 }),
    (x: number, y: number) => el('rect', { x: x - 10, y: y - 10, width: 20, height: 20, rx: 3, stroke: tone.ink, 'stroke-width': 3 }),
    (x: number, y: number) => el('path', { d: `M${x} ${y - 12}l11 20h-22z`, stroke: tone.ink, 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    (x: number, y: number) => check(x, y, 24),
  ]
  const parts: string[] = [floorGlow(170, 0, 0, 200, 0.35)]
  marks.forEach((mark, i) => {
    const x = i * 110
    parts.push(slab(x, -40, 80, 80, 12, 80), box(x + 20, -20, 12, 40, 40, 30 + i * 14, i === 3 ? mintBox : {}))
    const [mx, my] = iso(x + 40, 0, 42 + i * 14)
    parts.push(mark(mx, my - 46))
    if (i < 3) parts.push(link([iso(x + 80, 0, 6), iso(x + 110, 0, 6)], { 'stroke-dasharray': undefined, 'stroke-width': 3 }))
  })
  return parts.join('')
}

/** A target on the floor with an arrow in its centre. */
export const mission: Drawing = () => {
  setOrigin([400, 350])
  const rings = [120, 90, 60, 30]
    .map((r, i) => el('circle', { cx: 0, cy: 0, r, stroke: i % 2 === 0 ? 'url(#ga)' : tone.edge, 'stroke-width': i === 3 ? 0 : 3, fill: i === 3 ? tone.accent : 'none', 'fill-opacity': 0.9 }))
    .join('')
  const [cx, cy] = iso(0, 0, 14)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 130, 0.7),
    onPlane('xy', 0, 0, 14, rings),
    line([[cx, cy], [cx + 150, cy - 190]], { stroke: palette.paper, 'stroke-width': 5 }),
    el('path', { d: `M${cx + 150} ${cy - 190}l-4 26l22-6l8-28z`, fill: tone.accent }),
    el('path', { d: `M${cx + 158} ${cy - 200}l10 -30l16 6l-6 18z`, fill: tone.accentSoft }),
    box(100, 90, 14, 30, 30, 30, ghostBox),
    node([200, 160], 4, tone.ink),
  ].join('')
}

/** An eye above the horizon, looking ahead: iris rings and rays. */
export const vision: Drawing = () => {
  setOrigin([400, 420])
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (1.1 + (i * 0.8) / 8)
    return `M${400 + 120 * Math.cos(a)} ${220 + 120 * Math.sin(a)}L${400 + 150 * Math.cos(a)} ${220 + 150 * Math.sin(a)}`
  }).join('')
  return [
    slab(-160, -120, 320, 240),
    floorGlow(0, 0, 14, 140, 0.7),
    box(-120, -80, 14, 40, 40, 40),
    box(80, 60, 14, 40, 40, 24),
    el('path', { d: rays, stroke: tone.accent, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-opacity': 0.7 }),
    el('path', { d: 'M260 220Q400 100 540 220Q400 340 260 220Z', fill: palette.navy800, stroke: 'url(#ga)', 'stroke-width': 4 }),
    el('circle', { cx: 400, cy: 220, r: 50, stroke: tone.edge, 'stroke-width': 2 }),
    el('circle', { cx: 400, cy: 220, r: 34, fill: 'url(#ga)' }),
    el('circle', { cx: 400, cy: 220, r: 14, fill: palette.navy950 }),
    el('circle', { cx: 412, cy: 208, r: 6, fill: palette.paper }),
  ].join('')
}

/** A medal on a pedestal. */
export const quality: Drawing = () => {
  setOrigin([400, 370])
  const top = iso(0, 0, 74)
  const cx = top[0]
  const cy = top[1] - 130
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 110, 0.7),
    box(-60, -60, 14, 120, 120, 60),
    el('path', { d: `M${cx - 40} ${cy + 30}l-18 72l26-12l16 22l18-70M${cx + 40} ${cy + 30}l18 72l-26-12l-16 22l-18-70`, fill: palette.navy800, stroke: tone.edge, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    el('circle', { cx, cy, r: 62, fill: palette.navy800, stroke: 'url(#ga)', 'stroke-width': 5 }),
    el('circle', { cx, cy, r: 48, stroke: tone.edge, 'stroke-width': 2, 'stroke-dasharray': '3 6' }),
    star(cx, cy, 28, { fill: 'url(#ga)', stroke: tone.accentSoft }),
    check(600, 170, 26),
    check(210, 220, 20, { stroke: tone.ink }),
  ].join('')
}

/** One continuous line from a start node through three stages to a flag. */
export const endToEnd: Drawing = () => {
  setOrigin([400, 250])
  const stops: Point[] = [iso(-200, 0, 14), iso(-80, 0, 14), iso(40, 0, 14), iso(160, 0, 14)]
  const end = iso(230, 0, 14)
  return [
    slab(-250, -60, 520, 120, 14, 65),
    floorGlow(0, 0, 14, 150, 0.4),
    line([...stops, end], { stroke: 'url(#ga)', 'stroke-width': 5 }),
    el('circle', { cx: stops[0]?.[0], cy: stops[0]?.[1], r: 14, fill: palette.navy900, stroke: tone.accent, 'stroke-width': 4 }),
    box(-100, -20, 14, 40, 40, 40),
    box(20, -20, 14, 40, 40, 70),
    box(140, -20, 14, 40, 40, 100, mintBox),
    flag(end[0], end[1], 90),
    card(120, 380, 120, 50, { fill: palette.navy800 }),
    textLines(138, 398, [70, 40], 14),
    card(540, 90, 120, 50, { fill: palette.navy800, stroke: tone.accent }),
    check(566, 115, 18),
    textLines(590, 115, [50], 0),
  ].join('')
}

/** A winding road across the floor with milestones. */
export const journey: Drawing = () => {
  setOrigin([400, 300])
  const road = 'M-150 120C-60 120-60 40 0 40S60-40 0-60S-80-120 0-140S120-140 150-150'
  const [px, py] = iso(150, -150, 14)
  return [
    slab(-170, -170, 340, 340),
    floorGlow(0, 0, 14, 140, 0.5),
    onPlane(
      'xy',
      0,
      0,
      14,
      el('path', { d: road, stroke: palette.navy950, 'stroke-width': 26, 'stroke-linecap': 'round' }) +
        el('path', { d: road, stroke: 'url(#ga)', 'stroke-width': 3, 'stroke-dasharray': '10 10' }),
    ),
    node(iso(-150, 120, 14), 7),
    node(iso(0, 40, 14), 6, tone.ink),
    node(iso(0, -60, 14), 6, tone.ink),
    flag(px, py, 80),
    box(-150, -150, 14, 40, 40, 50),
    box(90, 60, 14, 40, 40, 30),
    box(-110, 20, 14, 24, 24, 24, mintBox),
  ].join('')
}

export { disc }
