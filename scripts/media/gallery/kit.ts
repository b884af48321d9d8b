/**
 * The drawing kit of the careers gallery: flat, faceless people built from simple shapes, and the
 * furniture of an office at dusk (walls, windows on a skyline, desks, screens, plants, lamps).
 * Palette colours throughout; skin and hair use a few muted natural tones.
 */
import { palette } from '../lib/palette'
import type { Rng } from '../lib/rng'
import { el, num, polyPath, svgDoc, type Attrs, type Point } from '../lib/svg'

export const SCENE_WIDTH = 1200
export const SCENE_HEIGHT = 800

export const skin = ['#8a5a3c', '#b07a52', '#c99066', '#6b4329', '#dcaa82'] as const
export const hairColor = { dark: '#17131f', brown: '#3b2a25', grey: '#8d93a6' } as const

export const cloth = {
  mint: palette.accent400,
  teal: palette.accent700,
  violet: palette.violet500,
  lilac: palette.violet400,
  mist: palette.mist,
  fog: palette.fog,
  navy: palette.navy600,
  paper: palette.paper,
} as const

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'crop'

export interface PersonSpec {
  /** The waist point, in scene coordinates. */
  x: number
  y: number
  skin: string
  hair: HairStyle
  hairColor?: string
  top: string
  bottom?: string
  pose: 'stand' | 'sit' | 'bust'
  /** Hand positions relative to the waist (local units, before scaling). */
  hands?: [Point, Point]
  scale?: number
  /** 1 faces right, -1 faces left (only for sitting legs). */
  facing?: 1 | -1
  /** Seen from behind: the head is all hair. */
  back?: boolean
}

const SHOULDER_Y = -100

function hairShape(style: HairStyle, color: string, back: boolean): { behind: string; front: string } {
  if (back) {
    const behind =
      style === 'long' ? el('rect', { x: -31, y: -176, width: 62, height: 84, rx: 28, fill: color }) : ''
    const bun = style === 'bun' ? el('circle', { cx: 0, cy: -180, r: 13, fill: color }) : ''
    return { behind, front: el('circle', { cx: 0, cy: -148, r: 27, fill: color }) + bun }
  }
  const cap = el('path', {
    d: 'M-28 -146Q-30 -181 0 -181Q30 -181 28 -146Q22 -165 2 -166Q-18 -166 -28 -146Z',
    fill: color,
  })
  switch (style) {
    case 'long':
      return {
        behind: el('rect', { x: -32, y: -176, width: 64, height: 86, rx: 28, fill: color }),
        front: cap,
      }
    case 'bun':
      return { behind: el('circle', { cx: 0, cy: -182, r: 14, fill: color }), front: cap }
    case 'curly':
      return {
        behind: '',
        front:
          [-22, -8, 8, 22]
            .map((cx, i) => el('circle', { cx, cy: -170 + (i % 2) * -4, r: 14, fill: color }))
            .join('') + cap,
      }
    case 'crop':
      return {
        behind: '',
        front: el('path', {
          d: 'M-27 -150Q-27 -178 0 -178Q27 -178 27 -150Q14 -162 0 -162Q-14 -162 -27 -150Z',
          fill: color,
        }),
      }
    default:
      return { behind: '', front: cap }
  }
}

function arm(shoulder: Point, hand: Point, color: string, skinTone: string): string {
  const elbow: Point = [
    (shoulder[0] + hand[0]) / 2 + Math.sign(shoulder[0]) * 12,
    (shoulder[1] + hand[1]) / 2 + 10,
  ]
  return (
    el('path', {
      d: polyPath([shoulder, elbow, hand]),
      stroke: color,
      'stroke-width': 20,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      fill: 'none',
    }) + el('circle', { cx: hand[0], cy: hand[1], r: 9, fill: skinTone })
  )
}

function legs(spec: PersonSpec): string {
  const color = spec.bottom ?? palette.navy950
  if (spec.pose === 'stand') {
    return (
      el('path', { d: 'M-32 -4h64l-6 150h-22l-4-110l-4 110h-22z', fill: color }) +
      el('path', { d: 'M-30 146h26v10h-32zM4 146h26l6 10h-32z', fill: palette.ink })
    )
  }
  if (spec.pose === 'sit') {
    const f = spec.facing ?? 1
    return (
      el('path', {
        d: `M${-30 * f} -6h${96 * f}v${20}h${-6 * f}v${86}h${-24 * f}v${-66}h${-66 * f}z`,
        fill: color,
      }) + el('path', { d: `M${42 * f} 100h${40 * f}v10h${-40 * f}z`, fill: palette.ink })
    )
  }
  return ''
}

/** A faceless flat person. */
export function person(spec: PersonSpec): string {
  const hair = hairShape(spec.hair, spec.hairColor ?? hairColor.dark, spec.back ?? false)
  const hands = spec.hands ?? [
    [-40, -16],
    [40, -16],
  ]
  const torso = el('path', { d: 'M-34 0L-38 -86Q-38 -110 -14 -112H14Q38 -110 38 -86L34 0Z', fill: spec.top })
  const collar = spec.back ? '' : el('path', { d: 'M-12 -112L0 -98L12 -112Z', fill: spec.skin })
  const body = [
    legs(spec),
    hair.behind,
    el('rect', { x: -8, y: -128, width: 16, height: 20, fill: spec.skin }),
    torso,
    collar,
    el('circle', { cx: 0, cy: -148, r: 26, fill: spec.skin }),
    hair.front,
    arm([-30, SHOULDER_Y], hands[0], spec.top, spec.skin),
    arm([30, SHOULDER_Y], hands[1], spec.top, spec.skin),
  ].join('')
  const scale = spec.scale ?? 1
  return el(
    'g',
    { transform: `translate(${num(spec.x)} ${num(spec.y)})${scale !== 1 ? ` scale(${num(scale)})` : ''}` },
    body,
  )
}

/* ------------------------------------------------------------------ rooms and things */

export function rect(x: number, y: number, w: number, h: number, fill: string, attrs: Attrs = {}): string {
  return el('rect', { x, y, width: w, height: h, fill, ...attrs })
}

/** Wall and floor with a soft light pool. */
export function room(floorY: number, light: Point = [600, 300]): string {
  return (
    rect(0, 0, SCENE_WIDTH, floorY, 'url(#wall)') +
    rect(0, floorY, SCENE_WIDTH, SCENE_HEIGHT - floorY, palette.navy800) +
    rect(0, floorY, SCENE_WIDTH, 6, palette.navy700) +
    el('ellipse', { cx: light[0], cy: light[1], rx: 520, ry: 300, fill: 'url(#pool)' })
  )
}

/** A window on a night skyline (seeded towers and lit windows). */
export function cityWindow(x: number, y: number, w: number, h: number, rng: Rng): string {
  const towers: string[] = []
  const lights: string[] = []
  let cursor = x
  while (cursor < x + w) {
    const tw = rng.range(34, 80)
    const th = rng.range(h * 0.25, h * 0.75)
    towers.push(`M${num(cursor)} ${num(y + h)}V${num(y + h - th)}h${num(tw)}V${num(y + h)}Z`)
    for (let i = 0; i < 4; i++)
      if (rng.next() < 0.6)
        lights.push(`M${num(cursor + rng.range(6, tw - 10))} ${num(y + h - rng.range(12, th - 10))}h5v7h-5z`)
    cursor += tw + rng.range(2, 10)
  }
  return el(
    'g',
    {},
    el('clipPath', { id: `w${num(x)}` }, rect(x, y, w, h, '#000')),
    rect(x - 10, y - 10, w + 20, h + 20, palette.navy700, { rx: 6 }),
    el(
      'g',
      { 'clip-path': `url(#w${num(x)})` },
      rect(x, y, w, h, 'url(#sky)'),
      el('path', { d: towers.join(''), fill: palette.navy950 }),
      el('path', { d: lights.join(''), fill: palette.accent300, 'fill-opacity': 0.7 }),
    ),
    rect(x + w / 2 - 4, y, 8, h, palette.navy700),
  )
}

export function plant(x: number, y: number, scale = 1): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map((a, i) =>
      el('ellipse', {
        cx: 0,
        cy: -60,
        rx: 14,
        ry: 52,
        fill: i % 2 === 0 ? palette.accent700 : palette.accent500,
        transform: `rotate(${a} 0 -10)`,
      }),
    )
    .join('')
  return el(
    'g',
    { transform: `translate(${num(x)} ${num(y)}) scale(${num(scale)})` },
    leaves,
    el('path', { d: 'M-30 -20h60l-8 60h-44z', fill: palette.mist }),
  )
}

/** A pendant lamp hanging from the ceiling with its cone of light. */
export function pendant(x: number, cordEnd: number): string {
  return (
    el('path', {
      d: `M${x - 150} ${cordEnd + 520}L${x - 36} ${cordEnd + 20}h72L${x + 150} ${cordEnd + 520}Z`,
      fill: 'url(#beam)',
    }) +
    rect(x - 1.5, 0, 3, cordEnd, palette.navy600) +
    el('path', {
      d: `M${x - 40} ${cordEnd + 24}Q${x} ${cordEnd - 22} ${x + 40} ${cordEnd + 24}Z`,
      fill: palette.navy600,
    }) +
    el('ellipse', { cx: x, cy: cordEnd + 24, rx: 14, ry: 5, fill: palette.accent300 })
  )
}

/** A table seen from the front: top and front panel. */
export function table(x: number, y: number, w: number, h = 110): string {
  return rect(x, y, w, 14, palette.navy600, { rx: 4 }) + rect(x + 20, y + 14, w - 40, h, palette.navy700)
}

/** A laptop on a table: open screen (back or front) and base. */
export function laptop(x: number, y: number, facing: 'front' | 'back' = 'back', scale = 1): string {
  const screen =
    facing === 'back'
      ? el('path', { d: 'M-40 0L-34 -52H34L40 0Z', fill: palette.mist }) +
        el('circle', { cx: 0, cy: -27, r: 5, fill: palette.fog })
      : el('path', { d: 'M-40 0L-34 -52H34L40 0Z', fill: palette.navy950 }) +
        el('path', {
          d: 'M-28 -42h36M-28 -32h46M-28 -22h26',
          stroke: palette.accent400,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        })
  return el(
    'g',
    { transform: `translate(${num(x)} ${num(y)})${scale !== 1 ? ` scale(${num(scale)})` : ''}` },
    screen,
    rect(-46, -2, 92, 6, palette.fog, { rx: 3 }),
  )
}

export function mug(x: number, y: number, color: string = palette.mist): string {
  return (
    el('path', { d: `M${x + 18} ${y - 18}a8 8 0 0 1 0 14`, stroke: color, 'stroke-width': 4, fill: 'none' }) +
    rect(x - 2, y - 24, 22, 24, color, { rx: 4 })
  )
}

/** A monitor on a stand, screen content drawn by the caller in a w x h box at (0, 0). */
export function monitor(x: number, y: number, w: number, h: number, content: string): string {
  return (
    rect(x + w / 2 - 8, y + h, 16, 30, palette.navy600) +
    rect(x + w / 2 - 40, y + h + 28, 80, 8, palette.navy600, { rx: 4 }) +
    rect(x - 8, y - 8, w + 16, h + 16, palette.navy600, { rx: 10 }) +
    el(
      'g',
      { transform: `translate(${num(x)} ${num(y)})` },
      rect(0, 0, w, h, palette.navy950, { rx: 4 }),
      content,
    )
  )
}

/** Lines of code on a screen. */
export function codeLines(w: number, rows: number, rng: Rng): string {
  const d: string[] = []
  const accent: string[] = []
  for (let i = 0; i < rows; i++) {
    const indent = 14 + (i % 4 === 0 ? 0 : rng.int(1, 2) * 16)
    const len = rng.range(w * 0.2, w * 0.55)
    const path = `M${num(indent)} ${num(18 + i * 16)}h${num(len)}`
    if (rng.next() < 0.3) accent.push(path)
    else d.push(path)
  }
  return (
    el('path', {
      d: d.join(''),
      stroke: palette.fog,
      'stroke-opacity': 0.6,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: accent.join(''),
      stroke: palette.accent400,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    })
  )
}

/** Stars scattered over an area (seeded). */
export function stars(x: number, y: number, w: number, h: number, count: number, rng: Rng): string {
  const d: string[] = []
  for (let i = 0; i < count; i++) {
    const r = rng.range(0.8, 2.2)
    d.push(
      `M${num(x + rng.range(0, w))} ${num(y + rng.range(0, h))}m-${num(r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 -${num(2 * r)} 0`,
    )
  }
  return el('path', { d: d.join(''), fill: palette.paper, 'fill-opacity': 0.75 })
}

/** String lights hanging in a curve between two points. */
export function stringLights(from: Point, to: Point, sag: number, bulbs: number): string {
  const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2]
  const wire = el('path', {
    d: `M${num(from[0])} ${num(from[1])}Q${num(mid[0])} ${num(mid[1])} ${num(to[0])} ${num(to[1])}`,
    stroke: palette.navy600,
    'stroke-width': 2,
    fill: 'none',
  })
  const dots: string[] = []
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs
    const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * mid[0] + t ** 2 * to[0]
    const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * mid[1] + t ** 2 * to[1]
    const color = i % 3 === 0 ? palette.violet400 : palette.accent300
    dots.push(
      el('circle', { cx: x, cy: y + 6, r: 10, fill: color, 'fill-opacity': 0.18 }) +
        el('circle', { cx: x, cy: y + 6, r: 4, fill: color }),
    )
  }
  return wire + dots.join('')
}

/** The scene document: shared gradients, then the drawing. */
export function sceneDocument(title: string, body: string): string {
  const defs = el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: 'wall', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.navy950 }),
      el('stop', { offset: 1, 'stop-color': palette.navy900 }),
    ),
    el(
      'linearGradient',
      { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#1b1f4d' }),
      el('stop', { offset: 1, 'stop-color': '#10405a' }),
    ),
    el(
      'radialGradient',
      { id: 'pool' },
      el('stop', { offset: 0, 'stop-color': palette.accent400, 'stop-opacity': 0.12 }),
      el('stop', { offset: 1, 'stop-color': palette.accent400, 'stop-opacity': 0 }),
    ),
    el(
      'linearGradient',
      { id: 'beam', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.accent300, 'stop-opacity': 0.16 }),
      el('stop', { offset: 1, 'stop-color': palette.accent300, 'stop-opacity': 0 }),
    ),
    el(
      'linearGradient',
      { id: 'ga', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.accent300 }),
      el('stop', { offset: 1, 'stop-color': palette.violet400 }),
    ),
  )
  return svgDoc(SCENE_WIDTH, SCENE_HEIGHT, el('title', {}, title) + defs + body, { role: 'img' })
}
