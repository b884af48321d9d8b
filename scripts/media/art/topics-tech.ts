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
  gear,
  ghostBox,
  iso,
  line,
  link,
  magnifier,
  mintBox,
  node,
  onPlane,
  setOrigin,
  shield,
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
      el('rect', { x: 8, y: v - 7, width: w - 16, height: 14, rx: 3, fill: palette.navy950, stroke: tone.edge }),
      el('circle', { cx: w - 16, cy: v, r: 2.6, fill: i % 2 === 0 ? tone.accent : tone.ink }),
    )
  }
  return onPlane('xz', x, y, z, rows.join(''))
}

function server(x: number, y: number, h: number, slots = 4): string {
  return box(x, y, 14, 56, 56, h) + rackFace(x, y + 56, 14 + h, 56, h, slots)
}

export const cloud: Drawing = () => {
  setOrigin([400, 360])
  const top = iso(0, 0, 150)
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    server(-90, -20, 120),
    server(-20, -90, 150, 5),
    server(40, 10, 90, 3),
    link([iso(-62, 8, 134), [top[0] - 70, 196]]),
    link([iso(8, -62, 164), [top[0], 200]]),
    link([iso(68, 38, 104), [top[0] + 70, 196]]),
    cloudShape(400, 150, 120, { stroke: 'url(#ga)', fill: palette.navy800, width: 3 }),
    line([[370, 148], [370, 116], [360, 126], [370, 116], [380, 126]], { stroke: tone.accent, 'stroke-width': 3 }),
    line([[430, 112], [430, 144], [420, 134], [430, 144], [440, 134]], { stroke: tone.ink, 'stroke-width': 3 }),
    box(110, -110, 14, 20, 20, 20, mintBox),
    box(-130, 90, 14, 14, 14, 14, mintBox),
    node([612, 160], 4),
    node([190, 220], 3, tone.ink),
  ].join('')
}

export const security: Drawing = () => {
  setOrigin([400, 370])
  const rings = [130, 100, 70]
    .map((r, i) => el('circle', { cx: 0, cy: 0, r, stroke: i === 0 ? 'url(#ga)' : tone.edge, 'stroke-width': 2, 'stroke-dasharray': i === 1 ? '6 8' : undefined }))
    .join('')
  const lock =
    el('rect', { x: 372, y: 218, width: 56, height: 44, rx: 8, fill: palette.navy900, stroke: tone.accent, 'stroke-width': 3 }) +
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
  setOrigin([400, 380])
  const ui =
    browser(0, 0, 300, 210) +
    el('rect', { x: 20, y: 46, width: 120, height: 70, rx: 6, fill: 'url(#ga)', 'fill-opacity': 0.85 }) +
    textLines(160, 56, [110, 90, 120, 60]) +
    el('rect', { x: 20, y: 136, width: 80, height: 52, rx: 6, stroke: tone.edge, 'stroke-width': 2 }) +
    el('rect', { x: 110, y: 136, width: 80, height: 52, rx: 6, stroke: tone.edge, 'stroke-width': 2 }) +
    el('rect', { x: 200, y: 136, width: 80, height: 52, rx: 6, stroke: tone.accent, 'stroke-width': 2 })
  const cursor = el('path', {
    d: 'M560 300l0 44l11-11l9 20l8-4l-9-19l16-1z',
    fill: palette.paper,
    stroke: palette.navy900,
    'stroke-width': 2,
  })
  const code =
    line([[182, 148], [164, 164], [182, 180]], { stroke: tone.accent, 'stroke-width': 4 }) +
    line([[214, 148], [232, 164], [214, 180]], { stroke: tone.accent, 'stroke-width': 4 }) +
    line([[204, 144], [192, 184]], { stroke: tone.ink, 'stroke-width': 4 })
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -120, 120, 250, ui),
    box(70, -40, 14, 60, 60, 26, mintBox),
    box(70, 40, 14, 60, 60, 14),
    card(130, 120, 110, 80, { fill: palette.navy800 }),
    code,
    cursor,
    node([640, 210], 4),
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
  setOrigin([400, 380])
  const list = [0, 1, 2, 3]
    .map(
      (i) =>
        el('rect', { x: 22, y: 44 + i * 48, width: 26, height: 26, rx: 6, stroke: i < 3 ? tone.accent : tone.edge, 'stroke-width': 2 }) +
        (i < 3 ? check(35, 57 + i * 48, 14) : '') +
        textLines(64, 57 + i * 48, [i === 3 ? 90 : 130], 0),
    )
    .join('')
  const doc = card(0, 0, 220, 250, { fill: palette.navy800 }) + textLines(22, 22, [100], 0, { stroke: tone.accent, 'stroke-opacity': 0.9 }) + list
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -60, 90, 280, doc),
    magnifier(540, 300, 50, { stroke: 'url(#ga)', width: 5 }),
    el('circle', { cx: 540, cy: 300, r: 40, fill: tone.accent, 'fill-opacity': 0.08 }),
    check(540, 300, 36, { width: 5 }),
    box(70, 60, 14, 40, 40, 30),
    box(-140, -120, 14, 30, 30, 50),
    node([240, 200], 4),
  ].join('')
}

export const devops: Drawing = () => {
  setOrigin([400, 380])
  const loop =
    'M-120 0C-120-55-50-55 0 0S120 55 120 0S50-55 0 0S-120 55-120 0Z'
  const arrows = [
    [-60, -41],
    [60, 41],
  ]
    .map(([x, y]) => el('circle', { cx: x, cy: y, r: 7, fill: tone.accent }))
    .join('')
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    el('g', { transform: 'translate(400 200)' }, el('path', { d: loop, stroke: 'url(#ga)', 'stroke-width': 14, 'stroke-linecap': 'round' }), el('path', { d: loop, stroke: palette.navy950, 'stroke-width': 2, 'stroke-dasharray': '10 14' }), arrows),
    gear(310, 396, 34, 9, { stroke: tone.ink, fill: palette.navy800 }),
    gear(486, 414, 26, 8, { stroke: tone.accent, fill: palette.navy800 }),
    box(-40, 60, 14, 44, 44, 20),
    box(20, -120, 14, 44, 44, 34),
    link([[400, 262], [400, 330]]),
    node([400, 330], 4),
  ].join('')
}

/** A phone standing on the slab, screen facing right. */
export const mobile: Drawing = () => {
  setOrigin([400, 380])
  const screen =
    el('rect', { x: 0, y: 0, width: 150, height: 290, rx: 22, fill: palette.navy800, stroke: 'url(#ga)', 'stroke-width': 4 }) +
    el('rect', { x: 55, y: 12, width: 40, height: 8, rx: 4, fill: palette.navy950 }) +
    el('rect', { x: 16, y: 36, width: 118, height: 64, rx: 10, fill: 'url(#ga)', 'fill-opacity': 0.85 }) +
    [0, 1, 2, 3]
      .map((i) => el('rect', { x: 16 + (i % 2) * 62, y: 112 + Math.floor(i / 2) * 62, width: 56, height: 54, rx: 10, stroke: tone.edge, 'stroke-width': 2 }))
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

/** A chip with an agent network orbiting it. */
function chip(cx: number, cy: number, size: number): string {
  const half = size / 2
  const pins: string[] = []
  for (let i = 0; i < 4; i++) {
    const offset = -half + (size / 5) * (i + 1)
    pins.push(
      `M${cx + offset} ${cy - half}v-14M${cx + offset} ${cy + half}v14M${cx - half} ${cy + offset}h-14M${cx + half} ${cy + offset}h14`,
    )
  }
  return (
    el('path', { d: pins.join(''), stroke: tone.ink, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    el('rect', { x: cx - half, y: cy - half, width: size, height: size, rx: 12, fill: palette.navy800, stroke: 'url(#ga)', 'stroke-width': 4 }) +
    el('rect', { x: cx - half * 0.5, y: cy - half * 0.5, width: half, height: half, rx: 6, fill: 'url(#ga)' })
  )
}

export const agenticAi: Drawing = () => {
  setOrigin([400, 390])
  const agents: Point[] = [
    [210, 140],
    [600, 130],
    [640, 330],
    [180, 340],
    [400, 80],
  ]
  const hub: Point = [400, 230]
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 130, 0.7),
    el('ellipse', { cx: 400, cy: 230, rx: 230, ry: 90, stroke: tone.edge, 'stroke-dasharray': '3 8' }),
    ...agents.map((agent) => link([hub, agent])),
    chip(hub[0], hub[1], 96),
    ...agents.map(
      (agent, i) =>
        el('circle', { cx: agent[0], cy: agent[1], r: 24, fill: palette.navy800, stroke: i === 4 ? tone.accent : tone.edge, 'stroke-width': 2 }) +
        gear(agent[0], agent[1], 11, 6, { stroke: i % 2 === 0 ? tone.accent : tone.ink, width: 2 }),
    ),
    box(-120, 90, 14, 30, 30, 30, ghostBox),
  ].join('')
}

export const aiStrategy: Drawing = () => {
  setOrigin([400, 390])
  const tree: Array<[Point, Point]> = [
    [[400, 250], [300, 190]],
    [[400, 250], [500, 190]],
    [[300, 190], [240, 120]],
    [[300, 190], [340, 110]],
    [[500, 190], [560, 120]],
  ]
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    ...tree.map(([a, b]) => line([a, [a[0], (a[1] + b[1]) / 2], [b[0], (a[1] + b[1]) / 2], b], { stroke: tone.edge, 'stroke-width': 3 })),
    line([[400, 250], [400, 220], [500, 220], [500, 155], [560, 155], [560, 120]], { stroke: 'url(#ga)', 'stroke-width': 4 }),
    ...[[240, 120], [340, 110], [300, 190], [500, 190]].map(([x = 0, y = 0]) => el('circle', { cx: x, cy: y, r: 10, fill: palette.navy800, stroke: tone.ink, 'stroke-width': 2 })),
    node([560, 120], 9),
    chip(400, 290, 70),
    box(80, 60, 14, 40, 40, 24),
    box(-130, -60, 14, 30, 30, 44, ghostBox),
  ].join('')
}
