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
  pin,
  slab,
  standing,
  star,
  textLines,
  tone,
} from './kit'
import type { Drawing } from './topics-tech'

/** A pawn: base, stem and head. */
function pawn(x: number, y: number, lit = false): string {
  const style = lit ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {}
  const [hx, hy] = iso(x, y, 14 + 52)
  return (
    cylinder(x, y, 14, 16, 10, style) +
    cylinder(x, y, 24, 9, 30, style) +
    el('circle', {
      cx: hx,
      cy: hy,
      r: 13,
      fill: lit ? palette.accent300 : tone.top,
      stroke: lit ? palette.accent300 : tone.edge,
    })
  )
}

/** A checkerboard game board with a route of moves to a flag. */
export const strategy: Drawing = () => {
  setOrigin([400, 330])
  const tiles: string[] = []
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 6; j++)
      if ((i + j) % 2 === 0)
        tiles.push(
          polyPath(
            [
              iso(-150 + i * 50, -150 + j * 50, 14),
              iso(-100 + i * 50, -150 + j * 50, 14),
              iso(-100 + i * 50, -100 + j * 50, 14),
              iso(-150 + i * 50, -100 + j * 50, 14),
            ],
            true,
          ),
        )
  const route: Point[] = [
    iso(-125, 125, 14),
    iso(-25, 125, 14),
    iso(-25, 25, 14),
    iso(75, 25, 14),
    iso(75, -75, 14),
  ]
  const goal = iso(75, -75, 14)
  return [
    slab(-150, -150, 300, 300, 14, 300),
    el('path', { d: tiles.join(''), fill: tone.faint, 'fill-opacity': 0.7 }),
    floorGlow(75, -75, 14, 70, 0.8),
    line(route, { stroke: 'url(#ga)', 'stroke-width': 4, 'stroke-dasharray': '10 8' }),
    ...route.slice(0, -1).map((p) => node(p, 5, tone.ink)),
    pawn(-125, -75),
    pawn(25, -125),
    flag(goal[0], goal[1], 100),
    pawn(125, 25),
    pawn(-75, 75, true),
    pawn(75, 125),
  ].join('')
}

/** A staircase climbing to a flag. */
export const career: Drawing = () => {
  setOrigin([400, 370])
  const steps = [0, 1, 2, 3, 4]
  const depth = 44
  const stairs = [...steps]
    .reverse()
    .map((i) => box(-60, 110 - (i + 1) * depth, 14, 120, depth, 22 + i * 28, i === 4 ? mintBox : {}))
  const top = iso(0, 110 - 5 * depth + depth / 2, 14 + 22 + 4 * 28)
  const trail: Point[] = steps.map((i) => {
    const [x, y] = iso(-30, 110 - (i + 0.5) * depth, 14 + 22 + i * 28)
    return [x, y]
  })
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 130, 0.5),
    ...stairs,
    ...trail.slice(0, -1).map((p) => node(p, 4, tone.accentSoft)),
    flag(top[0], top[1], 90),
    box(90, 60, 14, 30, 30, 30),
    node([200, 180], 4, tone.ink),
    node([610, 150], 5),
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
  setOrigin([400, 420])
  const coins = (x: number, y: number, n: number, lit = false): string =>
    Array.from({ length: n }, (_, i) =>
      cylinder(
        x,
        y,
        14 + i * 14,
        30,
        12,
        lit && i === n - 1
          ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 }
          : {},
      ),
    ).join('')
  const chart =
    card(0, 0, 220, 150, { fill: palette.navy800 }) +
    el('path', { d: 'M20 120L66 96L106 104L146 64L200 30V130H20Z', fill: 'url(#ga)', 'fill-opacity': 0.15 }) +
    line(
      [
        [20, 120],
        [66, 96],
        [106, 104],
        [146, 64],
        [200, 30],
      ],
      { stroke: 'url(#ga)', 'stroke-width': 4 },
    ) +
    textLines(20, 24, [70], 0)
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-100, -10, 60, 220, 150, chart),
    coins(30, -40, 5),
    coins(0, 50, 8, true),
    coins(80, 40, 3),
    node([560, 170], 5),
    node([620, 230], 4, tone.ink),
    line(
      [
        [560, 170],
        [620, 230],
        [650, 160],
      ],
      { stroke: tone.accent, 'stroke-opacity': 0.4, 'stroke-width': 2 },
    ),
    node([650, 160], 4),
  ].join('')
}

/** Three hubs on a route: crates leave a warehouse, pass a depot and reach the pin. */
export const supplyChain: Drawing = () => {
  setOrigin([400, 300])
  const road = line(
    [iso(-170, 150, 0), iso(-170, -10, 0), iso(10, -10, 0), iso(10, -150, 0), iso(190, -150, 0)],
    {
      stroke: palette.navy950,
      'stroke-width': 22,
      'stroke-linejoin': 'round',
    },
  )
  const lane = line(
    [iso(-170, 150, 0), iso(-170, -10, 0), iso(10, -10, 0), iso(10, -150, 0), iso(190, -150, 0)],
    {
      stroke: 'url(#ga)',
      'stroke-width': 2.5,
      'stroke-dasharray': '8 8',
      'stroke-linejoin': 'round',
    },
  )
  const end = iso(190, -150, 0)
  return [
    floorGlow(0, 0, 0, 230, 0.35),
    road,
    lane,
    slab(-240, 40, 140, 140, 10, 140),
    box(-225, 60, 10, 50, 100, 50),
    box(-165, 60, 10, 50, 46, 34, mintBox),
    box(-165, 114, 10, 50, 46, 34),
    slab(-60, -100, 130, 130, 10, 130),
    box(-40, -80, 10, 40, 40, 30),
    box(10, -80, 10, 40, 40, 30, mintBox),
    box(-40, -30, 10, 40, 40, 30),
    box(10, -30, 10, 40, 40, 56),
    node(iso(-170, -10, 0), 5),
    node(iso(10, -150, 0), 5),
    pin(end[0] + 10, end[1], 80),
  ].join('')
}

/** A candlestick panel, a coin stack and a ring of allocation. */
export const finance: Drawing = () => {
  setOrigin([400, 420])
  const candles = [
    [28, 150, 110, false],
    [58, 130, 96, true],
    [88, 140, 80, true],
    [118, 110, 90, false],
    [148, 100, 60, true],
    [178, 70, 50, true],
  ] as const
  const chart =
    card(0, 0, 210, 190, { fill: palette.navy800 }) +
    candles
      .map(
        ([x, low, high, up]) =>
          line(
            [
              [x, low + 14],
              [x, high - 24],
            ],
            { stroke: up ? tone.accent : tone.ink, 'stroke-width': 2 },
          ) +
          el('rect', {
            x: x - 8,
            y: high - 10,
            width: 16,
            height: low - high,
            rx: 3,
            fill: up ? tone.accent : tone.edge,
          }),
      )
      .join('')
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-90, 0, 50, 210, 190, chart),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      cylinder(
        60,
        50,
        14 + i * 12,
        30,
        10,
        i === 5 ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {},
      ),
    ),
    el('circle', { cx: 600, cy: 200, r: 56, fill: palette.navy900, stroke: tone.edge }),
    donut(600, 200, 42, [0.45, 0.3, 0.25], 12),
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
    line(
      [
        [400, 96],
        [400, 80],
      ],
      { stroke: tone.accent, 'stroke-width': 3 },
    ),
    line(
      [
        [340, 120],
        [328, 108],
      ],
      { stroke: tone.accent, 'stroke-width': 3 },
    ),
    line(
      [
        [460, 120],
        [472, 108],
      ],
      { stroke: tone.accent, 'stroke-width': 3 },
    ),
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
  setOrigin([400, 360])
  const plate = (z: number, lit: boolean, content: string): string =>
    box(-100, -100, z, 200, 200, 10, lit ? { top: palette.navy600, stroke: palette.accent300 } : {}) + content
  const ui = onPlane(
    'xy',
    -80,
    -80,
    170,
    card(0, 0, 160, 160, { fill: 'none', stroke: tone.accent }) +
      textLines(20, 28, [100, 70], 18, { stroke: tone.accentSoft }) +
      el('rect', { x: 20, y: 80, width: 120, height: 56, rx: 8, fill: 'url(#ga)', 'fill-opacity': 0.55 }),
  )
  const posts = (z1: number, z2: number): string =>
    link([iso(-100, 100, z1), iso(-100, 100, z2)], { 'stroke-dasharray': '3 6' }) +
    link([iso(100, 100, z1), iso(100, 100, z2)], { 'stroke-dasharray': '3 6' })
  return [
    floorGlow(0, 0, -100, 150, 0.6),
    plate(-100, false, cylinder(-40, -40, -90, 24, 26) + cylinder(40, 40, -90, 24, 26)),
    posts(-90, 30),
    plate(
      30,
      false,
      box(-60, -60, 40, 40, 40, 26) + box(15, -60, 40, 40, 40, 44, mintBox) + box(-60, 15, 40, 40, 40, 18),
    ),
    posts(40, 160),
    plate(160, true, ui),
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
  setOrigin([400, 420])
  const panel =
    card(0, 0, 250, 170, { fill: palette.navy800 }) +
    el('path', {
      d: 'M18 146L60 108L102 120L144 76L186 88L232 36V156H18Z',
      fill: 'url(#ga)',
      'fill-opacity': 0.18,
    }) +
    line(
      [
        [18, 146],
        [60, 108],
        [102, 120],
        [144, 76],
        [186, 88],
        [232, 36],
      ],
      { stroke: 'url(#ga)', 'stroke-width': 4 },
    ) +
    textLines(18, 20, [70, 40], 0)
  const bars = [0, 1, 2, 3]
    .map((i) => box(30 + i * 26, 30, 14, 16, 40, 20 + i * 16, i === 3 ? mintBox : {}))
    .join('')
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-100, 0, 50, 250, 170, panel),
    bars,
    el('circle', { cx: 604, cy: 200, r: 58, fill: palette.navy900, stroke: tone.edge }),
    donut(604, 200, 42, [0.62, 0.23, 0.15], 12),
    node([200, 210], 4, tone.ink),
  ].join('')
}

/** Four steps in a row, joined by arrows. */
export const process: Drawing = () => {
  setOrigin([250, 250])
  const marks = [
    (x: number, y: number) => el('circle', { cx: x, cy: y, r: 10, stroke: tone.ink, 'stroke-width': 3 }),
    (x: number, y: number) =>
      el('rect', { x: x - 10, y: y - 10, width: 20, height: 20, rx: 3, stroke: tone.ink, 'stroke-width': 3 }),
    (x: number, y: number) =>
      el('path', {
        d: `M${x} ${y - 12}l11 20h-22z`,
        stroke: tone.ink,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }),
    (x: number, y: number) => check(x, y, 24),
  ]
  const parts: string[] = [floorGlow(170, 0, 0, 200, 0.35)]
  marks.forEach((mark, i) => {
    const x = i * 110
    parts.push(
      slab(x, -40, 80, 80, 12, 80),
      box(x + 20, -20, 12, 40, 40, 30 + i * 14, i === 3 ? mintBox : {}),
    )
    const [mx, my] = iso(x + 40, 0, 42 + i * 14)
    parts.push(mark(mx, my - 46))
    if (i < 3)
      parts.push(
        link([iso(x + 80, 0, 6), iso(x + 110, 0, 6)], { 'stroke-dasharray': undefined, 'stroke-width': 3 }),
      )
  })
  return parts.join('')
}

/** A target on the floor with an arrow in its centre. */
export const mission: Drawing = () => {
  setOrigin([400, 350])
  const rings = [120, 90, 60, 30]
    .map((r, i) =>
      el('circle', {
        cx: 0,
        cy: 0,
        r,
        stroke: i % 2 === 0 ? 'url(#ga)' : tone.edge,
        'stroke-width': i === 3 ? 0 : 3,
        fill: i === 3 ? tone.accent : 'none',
        'fill-opacity': 0.9,
      }),
    )
    .join('')
  const [cx, cy] = iso(0, 0, 14)
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 130, 0.7),
    onPlane('xy', 0, 0, 14, rings),
    line(
      [
        [cx, cy],
        [cx + 150, cy - 190],
      ],
      { stroke: palette.paper, 'stroke-width': 5 },
    ),
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
    el('path', {
      d: rays,
      stroke: tone.accent,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.7,
    }),
    el('path', {
      d: 'M260 220Q400 100 540 220Q400 340 260 220Z',
      fill: palette.navy800,
      stroke: 'url(#ga)',
      'stroke-width': 4,
    }),
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
    el('path', {
      d: `M${cx - 40} ${cy + 30}l-18 72l26-12l16 22l18-70M${cx + 40} ${cy + 30}l18 72l-26-12l-16 22l-18-70`,
      fill: palette.navy800,
      stroke: tone.edge,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
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
    el('circle', {
      cx: stops[0]?.[0],
      cy: stops[0]?.[1],
      r: 14,
      fill: palette.navy900,
      stroke: tone.accent,
      'stroke-width': 4,
    }),
    box(-100, -20, 14, 40, 40, 40),
    box(20, -20, 14, 40, 40, 70),
    box(140, -20, 14, 40, 40, 100, mintBox),
    flag(end[0], end[1], 90),
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
