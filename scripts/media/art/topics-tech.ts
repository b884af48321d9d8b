/** Section art: technology topics (cloud, security, engineering disciplines, AI). */
import { palette } from '../lib/palette'
import { el, type Point } from '../lib/svg'
import {
  box,
  browser,
  card,
  check,
  cloudShape,
  cylinder,
  floorGlow,
  iso,
  line,
  link,
  magnifier,
  mintBox,
  node,
  onPlane,
  setOrigin,
  shield,
  standing,
  slab,
  textLines,
  tone,
} from './kit'

export type Drawing = () => string

/** Rack slots and a status light on the left face of a server box. */
function rackFace(x: number, y: number, z: number, w: number, h: number, slots: number): string {
  const rows: string[] = []
  const pitch = h / (slots + 0.4)
  for (let i = 0; i < slots; i++) {
    const v = pitch * (i + 0.6)
    rows.push(
      el('rect', {
        x: 8,
        y: v - 7,
        width: w - 16,
        height: 14,
        rx: 3,
        fill: palette.navy950,
        stroke: tone.edge,
      }),
      el('circle', { cx: w - 16, cy: v, r: 2.6, fill: i % 2 === 0 ? tone.accent : tone.ink }),
    )
  }
  return onPlane('xz', x, y, z, rows.join(''))
}

function server(x: number, y: number, h: number, slots = 4): string {
  return box(x, y, 14, 56, 56, h) + rackFace(x, y + 56, 14 + h, 56, h, slots)
}

export const cloud: Drawing = () => {
  setOrigin([400, 400])
  const servers: Array<[number, number, number]> = [
    [-120, 100, 4],
    [-30, 136, 5],
    [60, 90, 3],
  ]
  const cloudAt: Point = [400, 128]
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 130, 0.6),
    ...servers.map(([x, h, slots]) => server(x, -28, h, slots)),
    ...servers.map(([x, h], i) =>
      link([iso(x + 28, 0, 14 + h), [cloudAt[0] - 60 + i * 60, cloudAt[1] + 40]]),
    ),
    cloudShape(cloudAt[0], cloudAt[1], 110, { stroke: 'url(#ga)', fill: palette.navy800, width: 3 }),
    line(
      [
        [376, 150],
        [376, 112],
        [366, 122],
        [376, 112],
        [386, 122],
      ],
      { stroke: tone.accent, 'stroke-width': 3 },
    ),
    line(
      [
        [424, 112],
        [424, 150],
        [414, 140],
        [424, 150],
        [434, 140],
      ],
      { stroke: tone.ink, 'stroke-width': 3 },
    ),
    box(100, 80, 14, 24, 24, 24, mintBox),
    box(-130, 100, 14, 16, 16, 16, mintBox),
    node([620, 170], 4),
    node([180, 210], 3, tone.ink),
  ].join('')
}

export const security: Drawing = () => {
  setOrigin([400, 370])
  const rings = [130, 100, 70]
    .map((r, i) =>
      el('circle', {
        cx: 0,
        cy: 0,
        r,
        stroke: i === 0 ? 'url(#ga)' : tone.edge,
        'stroke-width': 2,
        'stroke-dasharray': i === 1 ? '6 8' : undefined,
      }),
    )
    .join('')
  const lock =
    el('rect', {
      x: 372,
      y: 218,
      width: 56,
      height: 44,
      rx: 8,
      fill: palette.navy900,
      stroke: tone.accent,
      'stroke-width': 3,
    }) +
    el('path', { d: 'M384 218v-14a16 16 0 0 1 32 0v14', stroke: tone.accent, 'stroke-width': 3 }) +
    el('circle', { cx: 400, cy: 238, r: 5, fill: tone.accent })
  return [
    slab(-150, -150, 300, 300),
    onPlane('xy', 0, 0, 14, rings),
    floorGlow(0, 0, 14, 110, 0.7),
    shield(400, 232, 118, { fill: palette.navy800, stroke: 'url(#ga)', width: 4 }),
    shield(400, 232, 96, { stroke: tone.edge }),
    lock,
    box(-140, 80, 14, 40, 40, 40),
    box(90, -140, 14, 40, 40, 60),
    link([iso(-120, 100, 54), [330, 300]]),
    link([iso(110, -120, 74), [474, 180]]),
    node([226, 178], 4),
    node([600, 420], 4, tone.ink),
  ].join('')
}

export const frontend: Drawing = () => {
  setOrigin([400, 420])
  const ui =
    browser(0, 0, 260, 190) +
    el('rect', { x: 18, y: 44, width: 104, height: 64, rx: 6, fill: 'url(#ga)', 'fill-opacity': 0.85 }) +
    textLines(138, 56, [100, 80, 104, 56]) +
    [0, 1, 2]
      .map((i) =>
        el('rect', {
          x: 18 + i * 78,
          y: 124,
          width: 68,
          height: 48,
          rx: 6,
          stroke: i === 2 ? tone.accent : tone.edge,
          'stroke-width': 2,
        }),
      )
      .join('')
  const tag =
    card(0, 0, 110, 70, { fill: palette.navy800, stroke: tone.accent }) +
    line(
      [
        [40, 20],
        [26, 35],
        [40, 50],
      ],
      { stroke: tone.accent, 'stroke-width': 4 },
    ) +
    line(
      [
        [70, 20],
        [84, 35],
        [70, 50],
      ],
      { stroke: tone.accent, 'stroke-width': 4 },
    ) +
    line(
      [
        [60, 16],
        [50, 54],
      ],
      { stroke: tone.ink, 'stroke-width': 4 },
    )
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-100, 0, 40, 260, 190, ui),
    box(40, 30, 14, 70, 50, 12),
    box(50, 40, 26, 50, 30, 22, mintBox),
    standing(60, -100, 60, 110, 70, tag),
    el('path', {
      d: 'M560 360l0 40l10-10l8 18l8-4l-8-17l14-1z',
      fill: palette.paper,
      stroke: palette.navy900,
      'stroke-width': 2,
    }),
    node([190, 250], 4, tone.ink),
  ].join('')
}

export const backend: Drawing = () => {
  setOrigin([400, 360])
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    cylinder(-70, 60, 14, 44, 40),
    cylinder(-70, 60, 62, 44, 40),
    cylinder(-70, 60, 110, 44, 40, { top: palette.navy600, stroke: tone.accent }),
    server(10, -110, 160, 5),
    server(80, -40, 110, 3),
    link([iso(-70, 60, 150), iso(-70, 60, 220), iso(38, -82, 220), iso(38, -82, 174)]),
    link([iso(108, -12, 124), iso(108, -12, 200)]),
    node(iso(-70, 60, 220), 5),
    node(iso(108, -12, 200), 4, tone.ink),
    box(-140, -130, 14, 24, 24, 24, mintBox),
  ].join('')
}

export const qa: Drawing = () => {
  setOrigin([400, 420])
  const list = [0, 1, 2, 3]
    .map(
      (i) =>
        el('rect', {
          x: 22,
          y: 44 + i * 44,
          width: 24,
          height: 24,
          rx: 6,
          stroke: i < 3 ? tone.accent : tone.edge,
          'stroke-width': 2,
        }) +
        (i < 3 ? check(34, 56 + i * 44, 13) : '') +
        textLines(62, 56 + i * 44, [i === 3 ? 80 : 120], 0),
    )
    .join('')
  const doc =
    card(0, 0, 210, 230, { fill: palette.navy800 }) +
    textLines(22, 22, [100], 0, { stroke: tone.accent, 'stroke-opacity': 0.9 }) +
    list
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    box(-130, -130, 14, 30, 30, 40),
    standing(-60, 10, 40, 210, 230, doc),
    box(60, 60, 14, 40, 40, 26),
    el('circle', { cx: 560, cy: 290, r: 44, fill: tone.accent, 'fill-opacity': 0.08 }),
    magnifier(560, 290, 48, { stroke: 'url(#ga)', width: 5 }),
    check(560, 290, 34, { width: 5 }),
    node([230, 230], 4),
  ].join('')
}

export const devops: Drawing = () => {
  setOrigin([400, 400])
  const loop = 'M-120 0C-120-55-50-55 0 0S120 55 120 0S50-55 0 0S-120 55-120 0Z'
  const stage = (x: number, y: number, mark: string, lit: boolean): string =>
    box(x, y, 14, 60, 60, 44, lit ? mintBox : {}) + standing(x + 60, y + 30, 20, 60, 36, mark)
  const code =
    line(
      [
        [20, 8],
        [10, 18],
        [20, 28],
      ],
      { stroke: tone.accent, 'stroke-width': 3 },
    ) +
    line(
      [
        [40, 8],
        [50, 18],
        [40, 28],
      ],
      { stroke: tone.accent, 'stroke-width': 3 },
    )
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    stage(-110, -20, code, false),
    stage(50, -20, check(30, 18, 22, { stroke: palette.navy900 }), true),
    link([iso(-20, 10, 14), iso(50, 10, 14)], { 'stroke-dasharray': undefined, 'stroke-width': 3 }),
    el(
      'g',
      { transform: 'translate(400 170)' },
      el('path', { d: loop, stroke: 'url(#ga)', 'stroke-width': 14, 'stroke-linecap': 'round' }),
      el('path', { d: loop, stroke: palette.navy950, 'stroke-width': 2, 'stroke-dasharray': '10 14' }),
      el('circle', { cx: -60, cy: -41, r: 7, fill: tone.accent }),
      el('circle', { cx: 60, cy: 41, r: 7, fill: palette.paper }),
    ),
    link([
      [304, 200],
      [304, 300],
    ]),
    link([
      [496, 200],
      [496, 300],
    ]),
  ].join('')
}

/** A phone standing on the slab, screen facing right. */
export const mobile: Drawing = () => {
  setOrigin([400, 380])
  const screen =
    el('rect', {
      x: 0,
      y: 0,
      width: 150,
      height: 290,
      rx: 22,
      fill: palette.navy800,
      stroke: 'url(#ga)',
      'stroke-width': 4,
    }) +
    el('rect', { x: 55, y: 12, width: 40, height: 8, rx: 4, fill: palette.navy950 }) +
    el('rect', { x: 16, y: 36, width: 118, height: 64, rx: 10, fill: 'url(#ga)', 'fill-opacity': 0.85 }) +
    [0, 1, 2, 3]
      .map((i) =>
        el('rect', {
          x: 16 + (i % 2) * 62,
          y: 112 + Math.floor(i / 2) * 62,
          width: 56,
          height: 54,
          rx: 10,
          stroke: tone.edge,
          'stroke-width': 2,
        }),
      )
      .join('') +
    el('rect', { x: 45, y: 262, width: 60, height: 5, rx: 2.5, fill: tone.ink, 'fill-opacity': 0.6 })
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 110, 0.7),
    onPlane('yz', -20, 60, 320, screen),
    card(190, 140, 120, 56, { fill: palette.navy800 }),
    textLines(206, 160, [80, 50], 16),
    card(500, 250, 110, 50, { fill: palette.navy800, stroke: tone.accent }),
    check(526, 275, 18),
    textLines(548, 275, [44], 0),
    box(90, 60, 14, 36, 36, 36, mintBox),
    node([610, 190], 4, tone.ink),
  ].join('')
}

/** The top of a processor lying on a box: pins, frame and die, drawn flat (to lay on the xy plane). */
function chipTop(size: number): string {
  const pins: string[] = []
  for (let i = 1; i < 5; i++) {
    const o = (size / 5) * i
    pins.push(`M${o} 10v-6M${o} ${size - 10}v6M10 ${o}h-6M${size - 10} ${o}h6`)
  }
  return (
    el('path', { d: pins.join(''), stroke: tone.ink, 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
    el('rect', {
      x: 12,
      y: 12,
      width: size - 24,
      height: size - 24,
      rx: 8,
      fill: palette.navy800,
      stroke: 'url(#ga)',
      'stroke-width': 3,
    }) +
    el('rect', {
      x: size * 0.32,
      y: size * 0.32,
      width: size * 0.36,
      height: size * 0.36,
      rx: 5,
      fill: 'url(#ga)',
    })
  )
}

export const agenticAi: Drawing = () => {
  setOrigin([400, 335])
  const agents: Array<[number, number]> = [
    [-110, -40],
    [-30, -120],
    [100, -90],
    [-100, 90],
    [110, 70],
  ]
  const ring = el('circle', {
    cx: 0,
    cy: 0,
    r: 125,
    stroke: tone.edge,
    'stroke-width': 2,
    'stroke-dasharray': '4 10',
  })
  const links = agents
    .map(([x, y]) =>
      line(
        [
          [0, 0],
          [x, y],
        ],
        { stroke: tone.accent, 'stroke-opacity': 0.55, 'stroke-width': 2, 'stroke-dasharray': '6 6' },
      ),
    )
    .join('')
  const ordered = [...agents].sort((a, b) => a[0] + a[1] - (b[0] + b[1]))
  return [
    slab(-160, -160, 320, 320),
    floorGlow(0, 0, 14, 140, 0.7),
    onPlane('xy', 0, 0, 14, ring + links),
    ...ordered
      .filter(([x, y]) => x + y < 0)
      .map(([x, y], i) =>
        cylinder(
          x,
          y,
          14,
          18,
          26,
          i === 1 ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {},
        ),
      ),
    box(-45, -45, 14, 90, 90, 26),
    onPlane('xy', -45, -45, 40, chipTop(90)),
    ...ordered.filter(([x, y]) => x + y >= 0).map(([x, y]) => cylinder(x, y, 14, 18, 26)),
    ...agents.map(([x, y], i) => node(iso(x, y, 70), 4, i % 2 === 0 ? tone.accent : tone.ink)),
  ].join('')
}

export const aiStrategy: Drawing = () => {
  setOrigin([400, 420])
  const root = iso(0, 0, 40)
  const a: Point = [root[0], 250]
  const tree: Array<[Point, Point]> = [
    [a, [300, 190]],
    [a, [500, 190]],
    [
      [300, 190],
      [240, 120],
    ],
    [
      [300, 190],
      [350, 110],
    ],
    [
      [500, 190],
      [450, 110],
    ],
  ]
  const elbow = (p: Point, q: Point): Point[] => [p, [p[0], (p[1] + q[1]) / 2], [q[0], (p[1] + q[1]) / 2], q]
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    line([root, a], { stroke: tone.accent, 'stroke-width': 4 }),
    ...tree.map(([p, q]) => line(elbow(p, q), { stroke: tone.edge, 'stroke-width': 3 })),
    line([...elbow(a, [500, 190]), ...elbow([500, 190], [560, 120])], {
      stroke: 'url(#ga)',
      'stroke-width': 4,
    }),
    ...(
      [
        [240, 120],
        [350, 110],
        [450, 110],
        [300, 190],
        [500, 190],
      ] as Point[]
    ).map(([x, y]) =>
      el('circle', { cx: x, cy: y, r: 9, fill: palette.navy800, stroke: tone.ink, 'stroke-width': 2 }),
    ),
    node([560, 120], 9),
    box(-40, -40, 14, 80, 80, 26),
    onPlane('xy', -40, -40, 40, chipTop(80)),
    box(70, 60, 14, 36, 36, 20, mintBox),
    box(-120, 70, 14, 30, 30, 40),
  ].join('')
}
