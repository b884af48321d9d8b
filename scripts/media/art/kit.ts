/**
 * The drawing kit of the section art: an isometric projection, boxes, cylinders and slabs, flat
 * icons that can be laid onto the iso planes, and the shared panel (background, dot grid, glow).
 * Everything returns SVG markup strings; coordinates are rounded to one decimal by ../lib/svg.
 */
import { palette } from '../lib/palette'
import { el, num, polyPath, svgDoc, type Attrs, type Point } from '../lib/svg'

export const ART_WIDTH = 800
export const ART_HEIGHT = 600

const COS30 = Math.cos(Math.PI / 6)

export const tone = {
  top: palette.navy700,
  left: palette.navy800,
  right: '#0d1731',
  edge: '#33477e',
  ink: palette.mist,
  faint: palette.line,
  accent: palette.accent400,
  accentSoft: palette.accent300,
} as const

/* ------------------------------------------------------------------ projection */

let origin: Point = [400, 330]

/** Sets where the world's (0, 0, 0) lands on the canvas for the drawing that follows. */
export function setOrigin(point: Point): void {
  origin = point
}

/** World (x right-down, y left-down, z up) → canvas. */
export function iso(x: number, y: number, z = 0): Point {
  return [origin[0] + (x - y) * COS30, origin[1] + (x + y) * 0.5 - z]
}

export type Plane = 'xz' | 'yz' | 'xy'

/**
 * Lays flat 2D content (drawn in local u right, v down) onto an iso plane whose local origin is the
 * world point (x, y, z): 'xz' faces left, 'yz' faces right, 'xy' lies on the floor.
 */
export function onPlane(plane: Plane, x: number, y: number, z: number, content: string): string {
  const [e, f] = iso(x, y, z)
  const m: Record<Plane, [number, number, number, number]> = {
    xz: [COS30, 0.5, 0, 1],
    yz: [COS30, -0.5, 0, 1],
    xy: [COS30, 0.5, -COS30, 0.5],
  }
  const [a, b, c, d] = m[plane]
  return el('g', { transform: `matrix(${[a, b, c, d, e, f].map(num).join(' ')})` }, content)
}

/**
 * A flat panel standing upright on the yz plane (facing the viewer's right), centred on world y,
 * from zBottom up to zBottom + h; content is drawn in a w x h box.
 */
export function standing(
  x: number,
  yCenter: number,
  zBottom: number,
  w: number,
  h: number,
  content: string,
): string {
  return onPlane('yz', x, yCenter + w / 2, zBottom + h, content)
}

/* ------------------------------------------------------------------ solids */

export interface BoxStyle {
  top?: string
  left?: string
  right?: string
  stroke?: string
  opacity?: number
}

const solid: BoxStyle = { top: tone.top, left: tone.left, right: tone.right, stroke: tone.edge }

/** Accent solids: a mint-lit top with darker mint sides. */
export const mintBox: BoxStyle = {
  top: palette.accent400,
  left: palette.accent700,
  right: '#0b5a49',
  stroke: palette.accent300,
}

/** Outline only, for "ghost" volumes. */
export const ghostBox: BoxStyle = {
  top: 'none',
  left: 'none',
  right: 'none',
  stroke: tone.accent,
  opacity: 0.55,
}

const face = (points: Point[], fill: string | undefined, stroke: string | undefined): string =>
  el('path', { d: polyPath(points, true), fill, stroke })

/** A box from (x, y, z) spanning w (x), d (y) and h (z). */
export function box(
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  style: BoxStyle = {},
): string {
  const s = { ...solid, ...style }
  const top = [iso(x, y, z + h), iso(x + w, y, z + h), iso(x + w, y + d, z + h), iso(x, y + d, z + h)]
  const right = [iso(x + w, y, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x + w, y, z + h)]
  const left = [iso(x, y + d, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x, y + d, z + h)]
  return el(
    'g',
    { 'stroke-linejoin': 'round', opacity: s.opacity },
    face(left, s.left, s.stroke),
    face(right, s.right, s.stroke),
    face(top, s.top, s.stroke),
  )
}

/** The platform under a composition: a low slab with a faint grid on its top and a glowing rim. */
export function slab(x: number, y: number, w: number, d: number, h = 14, step = 40): string {
  const lines: string[] = []
  for (let i = step; i < w; i += step) lines.push(polyPath([iso(x + i, y, h), iso(x + i, y + d, h)]))
  for (let j = step; j < d; j += step) lines.push(polyPath([iso(x, y + j, h), iso(x + w, y + j, h)]))
  const rim = polyPath([iso(x, y + d, h), iso(x + w, y + d, h), iso(x + w, y, h)])
  return (
    box(x, y, 0, w, d, h) +
    el('path', { d: lines.join(''), stroke: tone.ink, 'stroke-opacity': 0.07, fill: 'none' }) +
    el('path', { d: rim, stroke: 'url(#ga)', 'stroke-width': 2, fill: 'none', 'stroke-linecap': 'round' })
  )
}

/** An upright cylinder standing on (x, y, z), radius r, height h. */
export function cylinder(
  x: number,
  y: number,
  z: number,
  r: number,
  h: number,
  style: BoxStyle = {},
): string {
  const s = { ...solid, ...style }
  const rx = r * Math.SQRT2 * COS30
  const ry = r * Math.SQRT2 * 0.5
  const [cx, cy] = iso(x, y, z)
  const top = cy - h
  const side =
    `M${num(cx - rx)} ${num(top)}L${num(cx - rx)} ${num(cy)}` +
    `A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(cy)}L${num(cx + rx)} ${num(top)}Z`
  return el(
    'g',
    { opacity: s.opacity },
    el('path', { d: side, fill: s.left, stroke: s.stroke }),
    el('ellipse', { cx, cy: top, rx, ry, fill: s.top, stroke: s.stroke }),
  )
}

/** A flat disc (ellipse) lying on the floor plane at height z. */
export function disc(x: number, y: number, z: number, r: number, attrs: Attrs): string {
  const [cx, cy] = iso(x, y, z)
  return el('ellipse', { cx, cy, rx: r * Math.SQRT2 * COS30, ry: r * Math.SQRT2 * 0.5, ...attrs })
}

/* ------------------------------------------------------------------ lines and accents */

export function line(points: readonly Point[], attrs: Attrs = {}): string {
  return el('path', {
    d: polyPath(points),
    fill: 'none',
    stroke: tone.ink,
    'stroke-linecap': 'round',
    ...attrs,
  })
}

/** A dashed data link between canvas points, mint by default. */
export function link(points: readonly Point[], attrs: Attrs = {}): string {
  return line(points, { stroke: tone.accent, 'stroke-dasharray': '4 6', 'stroke-opacity': 0.7, ...attrs })
}

/** A small glowing node. */
export function node(point: Point, r = 5, color: string = tone.accent): string {
  return (
    el('circle', { cx: point[0], cy: point[1], r: r * 2.6, fill: color, 'fill-opacity': 0.12 }) +
    el('circle', { cx: point[0], cy: point[1], r, fill: color })
  )
}

/** Light falling on the floor under an object (a soft mint ellipse). */
export function floorGlow(x: number, y: number, z: number, r: number, opacity = 0.5): string {
  return disc(x, y, z, r, { fill: 'url(#gl)', opacity })
}

/* ------------------------------------------------------------------ flat icons (local coords) */

export interface IconStyle {
  stroke?: string
  fill?: string
  width?: number
}

const iconAttrs = (style: IconStyle): Attrs => ({
  fill: style.fill ?? 'none',
  stroke: style.stroke ?? tone.ink,
  'stroke-width': style.width ?? 2,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
})

/** A card: rounded rectangle with a panel fill. */
export function card(x: number, y: number, w: number, h: number, attrs: Attrs = {}): string {
  return el('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: 8,
    fill: tone.left,
    stroke: tone.edge,
    'stroke-width': 2,
    ...attrs,
  })
}

/** Lines of "text": bars of the given widths. */
export function textLines(
  x: number,
  y: number,
  widths: readonly number[],
  gap = 14,
  attrs: Attrs = {},
): string {
  const d = widths.map((w, i) => `M${num(x)} ${num(y + i * gap)}h${num(w)}`).join('')
  return el('path', {
    d,
    stroke: tone.ink,
    'stroke-opacity': 0.45,
    'stroke-width': 5,
    'stroke-linecap': 'round',
    ...attrs,
  })
}

/** A browser window: card with a top bar and three dots. */
export function browser(x: number, y: number, w: number, h: number): string {
  const dots = [0, 1, 2]
    .map((i) =>
      el('circle', { cx: x + 16 + i * 13, cy: y + 14, r: 3.5, fill: i === 0 ? tone.accent : tone.edge }),
    )
    .join('')
  return (
    card(x, y, w, h) +
    line(
      [
        [x, y + 28],
        [x + w, y + 28],
      ],
      { stroke: tone.edge, 'stroke-width': 2 },
    ) +
    dots
  )
}

export function person(cx: number, cy: number, size: number, style: IconStyle = {}): string {
  const head = el('circle', { cx, cy: cy - size * 0.35, r: size * 0.28 })
  const body = `M${num(cx - size * 0.55)} ${num(cy + size * 0.62)}a${num(size * 0.55)} ${num(size * 0.5)} 0 0 1 ${num(size * 1.1)} 0`
  return el('g', iconAttrs(style), head, el('path', { d: body }))
}

export function check(cx: number, cy: number, size: number, style: IconStyle = {}): string {
  const s = size / 2
  return el('path', {
    d: `M${num(cx - s)} ${num(cy)}l${num(s * 0.7)} ${num(s * 0.7)}l${num(s * 1.3)} ${num(-s * 1.4)}`,
    ...iconAttrs({ stroke: tone.accent, width: 3, ...style }),
  })
}

export function shield(cx: number, cy: number, size: number, style: IconStyle = {}): string {
  const w = size * 0.8
  const d =
    `M${num(cx)} ${num(cy - size)}L${num(cx + w)} ${num(cy - size * 0.7)}V${num(cy)}` +
    `C${num(cx + w)} ${num(cy + size * 0.55)} ${num(cx + w * 0.4)} ${num(cy + size * 0.85)} ${num(cx)} ${num(cy + size)}` +
    `C${num(cx - w * 0.4)} ${num(cy + size * 0.85)} ${num(cx - w)} ${num(cy + size * 0.55)} ${num(cx - w)} ${num(cy)}` +
    `V${num(cy - size * 0.7)}Z`
  return el('path', { d, ...iconAttrs(style) })
}

export function cloudShape(cx: number, cy: number, size: number, style: IconStyle = {}): string {
  const s = size / 100
  const p = (x: number, y: number): string => `${num(cx + x * s)} ${num(cy + y * s)}`
  const d =
    `M${p(-70, 30)}A${num(28 * s)} ${num(28 * s)} 0 0 1 ${p(-62, -22)}A${num(42 * s)} ${num(42 * s)} 0 0 1 ${p(10, -42)}` +
    `A${num(32 * s)} ${num(32 * s)} 0 0 1 ${p(62, -8)}A${num(20 * s)} ${num(20 * s)} 0 0 1 ${p(70, 30)}Z`
  return el('path', { d, ...iconAttrs(style) })
}

export function magnifier(cx: number, cy: number, r: number, style: IconStyle = {}): string {
  const a = iconAttrs(style)
  return el(
    'g',
    a,
    el('circle', { cx, cy, r }),
    el('path', {
      d: `M${num(cx + r * 0.72)} ${num(cy + r * 0.72)}l${num(r * 0.7)} ${num(r * 0.7)}`,
      'stroke-width': Number(a['stroke-width']) * 2.2,
    }),
  )
}

export function star(cx: number, cy: number, r: number, style: IconStyle = {}): string {
  const points: Point[] = []
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    const radius = i % 2 === 0 ? r : r * 0.45
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)])
  }
  return el('path', { d: polyPath(points, true), ...iconAttrs(style) })
}

/** A pie/donut: arcs of fractions, the first in the accent gradient. */
export function donut(cx: number, cy: number, r: number, parts: readonly number[], width = 14): string {
  let start = -Math.PI / 2
  const colors = ['url(#ga)', tone.ink, tone.edge, tone.faint]
  return parts
    .map((part, i) => {
      const end = start + part * Math.PI * 2 - 0.12
      const large = end - start > Math.PI ? 1 : 0
      const d =
        `M${num(cx + r * Math.cos(start))} ${num(cy + r * Math.sin(start))}` +
        `A${num(r)} ${num(r)} 0 ${large} 1 ${num(cx + r * Math.cos(end))} ${num(cy + r * Math.sin(end))}`
      start = end + 0.12
      return el('path', {
        d,
        fill: 'none',
        stroke: colors[i % colors.length],
        'stroke-width': width,
        'stroke-opacity': i === 1 ? 0.5 : 1,
      })
    })
    .join('')
}

/** A bubble with a tail, speech or chat. */
export function bubble(x: number, y: number, w: number, h: number, style: IconStyle = {}): string {
  const r = Math.min(14, h / 2)
  const d =
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + r)}V${num(y + h - r)}` +
    `Q${num(x + w)} ${num(y + h)} ${num(x + w - r)} ${num(y + h)}H${num(x + 34)}l-16 14v-14H${num(x + r)}` +
    `Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - r)}V${num(y + r)}Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)}Z`
  return el('path', { d, ...iconAttrs({ fill: tone.left, ...style }) })
}

/** A map pin, tip at (x, y). */
export function pin(x: number, y: number, size: number, style: IconStyle = {}): string {
  const r = size * 0.42
  const d =
    `M${num(x)} ${num(y)}C${num(x - r * 0.3)} ${num(y - size * 0.35)} ${num(x - r)} ${num(y - size * 0.5)} ${num(x - r)} ${num(y - size * 0.72)}` +
    `A${num(r)} ${num(r)} 0 1 1 ${num(x + r)} ${num(y - size * 0.72)}C${num(x + r)} ${num(y - size * 0.5)} ${num(x + r * 0.3)} ${num(y - size * 0.35)} ${num(x)} ${num(y)}Z`
  return (
    el('path', { d, ...iconAttrs({ fill: 'url(#ga)', stroke: tone.accentSoft, ...style }) }) +
    el('circle', { cx: x, cy: y - size * 0.72, r: r * 0.4, fill: palette.navy900 })
  )
}

/* ------------------------------------------------------------------ the panel */

const defs = el(
  'defs',
  {},
  el(
    'radialGradient',
    { id: 'bg', cx: '50%', cy: '42%', r: '75%' },
    el('stop', { offset: 0, 'stop-color': palette.navy800 }),
    el('stop', { offset: 1, 'stop-color': palette.navy950 }),
  ),
  el(
    'linearGradient',
    { id: 'ga', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': palette.accent300 }),
    el('stop', { offset: 1, 'stop-color': palette.violet400 }),
  ),
  el(
    'radialGradient',
    { id: 'gl' },
    el('stop', { offset: 0, 'stop-color': palette.accent400, 'stop-opacity': 0.45 }),
    el('stop', { offset: 1, 'stop-color': palette.accent400, 'stop-opacity': 0 }),
  ),
  el(
    'pattern',
    { id: 'dg', width: 24, height: 24, patternUnits: 'userSpaceOnUse' },
    el('circle', { cx: 12, cy: 12, r: 1.1, fill: palette.fog, 'fill-opacity': 0.16 }),
  ),
)

/** The finished illustration: panel background, dot grid, then the drawing. */
export function artDocument(title: string, body: string): string {
  const background =
    el('rect', { width: ART_WIDTH, height: ART_HEIGHT, fill: 'url(#bg)' }) +
    el('rect', { width: ART_WIDTH, height: ART_HEIGHT, fill: 'url(#dg)' })
  return svgDoc(ART_WIDTH, ART_HEIGHT, el('title', {}, title) + defs + background + body, {
    role: 'img',
    fill: 'none',
  })
}

/* ------------------------------------------------------------------ more flat icons */

/** A flag on a pole, pole foot at (x, y). */
export function flag(x: number, y: number, size: number): string {
  return (
    line(
      [
        [x, y],
        [x, y - size],
      ],
      { 'stroke-width': 3 },
    ) +
    el('path', {
      d: `M${num(x)} ${num(y - size)}h${num(size * 0.6)}l-${num(size * 0.12)} ${num(size * 0.16)}l${num(size * 0.12)} ${num(size * 0.16)}H${num(x)}Z`,
      fill: 'url(#ga)',
    })
  )
}

export function bulb(cx: number, cy: number, r: number, style: IconStyle = {}): string {
  const d =
    `M${num(cx - r * 0.45)} ${num(cy + r * 1.25)}V${num(cy + r * 0.75)}C${num(cx - r * 1.1)} ${num(cy + r * 0.3)} ${num(cx - r)} ${num(cy - r)} ${num(cx)} ${num(cy - r)}` +
    `C${num(cx + r)} ${num(cy - r)} ${num(cx + r * 1.1)} ${num(cy + r * 0.3)} ${num(cx + r * 0.45)} ${num(cy + r * 0.75)}V${num(cy + r * 1.25)}Z`
  return el(
    'g',
    iconAttrs(style),
    el('path', { d }),
    el('path', {
      d: `M${num(cx - r * 0.35)} ${num(cy + r * 1.5)}h${num(r * 0.7)}M${num(cx - r * 0.2)} ${num(cy + r * 1.75)}h${num(r * 0.4)}`,
    }),
  )
}

export function clock(cx: number, cy: number, r: number, style: IconStyle = {}): string {
  return el(
    'g',
    iconAttrs(style),
    el('circle', { cx, cy, r }),
    el('path', { d: `M${num(cx)} ${num(cy - r * 0.6)}V${num(cy)}l${num(r * 0.45)} ${num(r * 0.3)}` }),
  )
}

export function heart(cx: number, cy: number, size: number, style: IconStyle = {}): string {
  const s = size / 2
  const d =
    `M${num(cx)} ${num(cy + s)}C${num(cx - s * 1.9)} ${num(cy - s * 0.2)} ${num(cx - s * 0.9)} ${num(cy - s * 1.5)} ${num(cx)} ${num(cy - s * 0.55)}` +
    `C${num(cx + s * 0.9)} ${num(cy - s * 1.5)} ${num(cx + s * 1.9)} ${num(cy - s * 0.2)} ${num(cx)} ${num(cy + s)}Z`
  return el('path', { d, ...iconAttrs(style) })
}

/** A calendar card with a month grid; `range` days are lit. */
export function calendar(
  x: number,
  y: number,
  w: number,
  h: number,
  range: readonly [number, number],
): string {
  const cells: string[] = []
  const cw = (w - 24) / 7
  const ch = (h - 52) / 4
  for (let i = 0; i < 28; i++) {
    const lit = i >= range[0] && i <= range[1]
    cells.push(
      el('rect', {
        x: x + 12 + (i % 7) * cw + 2,
        y: y + 42 + Math.floor(i / 7) * ch + 2,
        width: cw - 4,
        height: ch - 4,
        rx: 3,
        fill: lit ? 'url(#ga)' : tone.faint,
        'fill-opacity': lit ? 0.9 : 0.6,
      }),
    )
  }
  return card(x, y, w, h) + el('rect', { x, y, width: w, height: 30, rx: 8, fill: tone.top }) + cells.join('')
}

/** An upright person: a cylinder body and a round head, standing at world (x, y, z). */
export function figure(x: number, y: number, z: number, accent = false, scale = 1): string {
  const style = accent ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {}
  const body = cylinder(x, y, z, 13 * scale, 34 * scale, style)
  const [hx, hy] = iso(x, y, z + 52 * scale)
  return (
    body +
    el('circle', {
      cx: hx,
      cy: hy,
      r: 11 * scale,
      fill: accent ? palette.accent300 : tone.top,
      stroke: accent ? palette.accent300 : tone.edge,
    })
  )
}
