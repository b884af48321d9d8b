/** Section art: digital marketing topics, the globe and the Bengaluru map. */
import { palette } from '../lib/palette'
import { el, num, type Point } from '../lib/svg'
import {
  box,
  bubble,
  card,
  cylinder,
  floorGlow,
  heart,
  iso,
  line,
  link,
  magnifier,
  mintBox,
  node,
  onPlane,
  person,
  pin,
  setOrigin,
  slab,
  standing,
  textLines,
  tone,
} from './kit'
import type { Drawing } from './topics-tech'

/** A search bar above ranking results, the first place lit and climbing. */
export const seo: Drawing = () => {
  setOrigin([400, 430])
  const bar = (y: number, w: number, lit: boolean): string =>
    el('rect', {
      x: 16,
      y,
      width: w,
      height: 28,
      rx: 8,
      fill: lit ? 'url(#ga)' : tone.faint,
      'fill-opacity': lit ? 0.9 : 0.8,
    }) + el('circle', { cx: 31, cy: y + 14, r: 6, fill: lit ? palette.navy900 : tone.edge })
  const results =
    card(0, 0, 240, 220, { fill: palette.navy800 }) +
    el('rect', { x: 16, y: 16, width: 208, height: 34, rx: 17, stroke: tone.accent, 'stroke-width': 2 }) +
    magnifier(36, 33, 7, { stroke: tone.accent, width: 2.5 }) +
    textLines(56, 33, [120], 0, { 'stroke-width': 4 }) +
    bar(66, 200, true) +
    bar(106, 170, false) +
    bar(146, 140, false) +
    bar(186, 110, false)
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-90, 0, 50, 240, 220, results),
    ...[0, 1, 2].map((i) => box(40 + i * 34, 50, 14, 24, 24, 24 + i * 26, i === 2 ? mintBox : {})),
    el('path', {
      d: 'M580 200l22-40l22 40',
      stroke: tone.accent,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    line(
      [
        [602, 164],
        [602, 240],
      ],
      { stroke: tone.accent, 'stroke-width': 4 },
    ),
    node([210, 230], 4, tone.ink),
  ].join('')
}

/** Conversations around a profile: bubbles, a heart and linked avatars. */
export const socialMedia: Drawing = () => {
  setOrigin([400, 400])
  const avatars: Point[] = [
    [200, 150],
    [620, 120],
    [650, 300],
  ]
  const feed =
    card(0, 0, 170, 250, { fill: palette.navy800, stroke: 'url(#ga)' }) +
    el('circle', { cx: 34, cy: 34, r: 16, fill: 'url(#ga)' }) +
    textLines(60, 30, [70, 40], 12) +
    el('rect', { x: 16, y: 64, width: 138, height: 90, rx: 8, fill: tone.faint }) +
    el('path', {
      d: 'M16 140l40-40l30 26l24-18l44 32',
      stroke: tone.ink,
      'stroke-opacity': 0.5,
      'stroke-width': 3,
    }) +
    textLines(16, 178, [130, 90], 16) +
    heart(30, 226, 16, { stroke: tone.accent, fill: tone.accent })
  return [
    slab(-150, -150, 300, 300),
    floorGlow(0, 0, 14, 120, 0.6),
    onPlane('yz', -40, 70, 270, feed),
    ...avatars.map((a) => link([a, [400, 220]])),
    ...avatars.map(
      ([x, y], i) =>
        el('circle', {
          cx: x,
          cy: y,
          r: 28,
          fill: palette.navy800,
          stroke: i === 1 ? tone.accent : tone.edge,
          'stroke-width': 2,
        }) + person(x, y + 4, 26, { stroke: i === 1 ? tone.accent : tone.ink }),
    ),
    bubble(500, 180, 110, 48, { stroke: tone.accent }),
    heart(555, 203, 20, { fill: tone.accent, stroke: tone.accent }),
    bubble(190, 230, 100, 46),
    textLines(210, 252, [60], 0),
  ].join('')
}

/** A click on an ad: cursor, ripples and coins stacking up. */
export const ppc: Drawing = () => {
  setOrigin([400, 430])
  const ad =
    card(0, 0, 240, 170, { fill: palette.navy800 }) +
    el('rect', { x: 16, y: 16, width: 86, height: 70, rx: 8, fill: 'url(#ga)', 'fill-opacity': 0.85 }) +
    textLines(118, 28, [100, 80, 90], 16) +
    el('rect', { x: 16, y: 110, width: 120, height: 38, rx: 19, fill: tone.accent })
  const [cx, cy] = iso(-90, 120 - 76, 50 + 170 - 129)
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(-90, 0, 50, 240, 170, ad),
    ...[18, 32, 46].map((r, i) =>
      el('circle', { cx, cy, r, stroke: tone.accent, 'stroke-opacity': 0.8 - i * 0.25, 'stroke-width': 2 }),
    ),
    el('path', {
      d: `M${cx} ${cy}l0 44l11-11l9 20l8-4l-9-19l16-1z`,
      fill: palette.paper,
      stroke: palette.navy900,
      'stroke-width': 2,
    }),
    ...[0, 1, 2, 3].map((i) =>
      cylinder(
        60,
        50,
        14 + i * 12,
        28,
        10,
        i === 3 ? { top: palette.accent400, left: palette.accent700, stroke: palette.accent300 } : {},
      ),
    ),
    el('circle', { cx: 560, cy: 190, r: 24, fill: palette.navy800, stroke: 'url(#ga)', 'stroke-width': 4 }),
    el('circle', { cx: 560, cy: 190, r: 12, stroke: tone.accent, 'stroke-width': 2 }),
    link([
      [560, 222],
      [560, 330],
    ]),
  ].join('')
}

/** Content: a document being written, a note card and a pen. */
export const content: Drawing = () => {
  setOrigin([400, 430])
  const doc =
    card(0, 0, 200, 250, { fill: palette.navy800 }) +
    textLines(20, 30, [110], 0, { stroke: tone.accentSoft, 'stroke-opacity': 0.9, 'stroke-width': 7 }) +
    el('rect', { x: 20, y: 52, width: 160, height: 76, rx: 8, fill: 'url(#ga)', 'fill-opacity': 0.5 }) +
    textLines(20, 154, [160, 140, 150, 86], 18)
  const pen =
    el('path', {
      d: 'M600 150l34 34l-112 112l-48 10l10-48z',
      fill: palette.navy800,
      stroke: 'url(#ga)',
      'stroke-width': 4,
      'stroke-linejoin': 'round',
    }) +
    el('path', { d: 'M486 258l34 34M580 170l34 34', stroke: tone.edge, 'stroke-width': 3 }) +
    el('circle', { cx: 476, cy: 304, r: 4, fill: tone.accent })
  return [
    slab(-140, -140, 280, 280),
    floorGlow(0, 0, 14, 120, 0.6),
    standing(
      -120,
      60,
      80,
      110,
      80,
      card(0, 0, 110, 80, { fill: palette.navy800 }) + textLines(16, 24, [70, 50, 60], 16),
    ),
    standing(-60, -20, 30, 200, 250, doc),
    box(60, 60, 14, 34, 34, 34, mintBox),
    pen,
  ].join('')
}

/** A wireframe globe with arcs between cities and an orbit. */
export const globe: Drawing = () => {
  const cx = 400
  const cy = 270
  const r = 170
  const meridians = [0.35, 0.7]
    .map((k) => el('ellipse', { cx, cy, rx: r * k, ry: r, stroke: tone.edge, 'stroke-width': 1.5 }))
    .join('')
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => {
      const y = cy + r * k
      const half = r * Math.sqrt(1 - k * k)
      return el('ellipse', { cx, cy: y, rx: half, ry: half * 0.16, stroke: tone.edge, 'stroke-width': 1.5 })
    })
    .join('')
  const cities: Point[] = [
    [470, 230],
    [330, 200],
    [300, 330],
    [520, 340],
    [420, 150],
  ]
  const home = cities[0] ?? [0, 0]
  const arcs = cities
    .slice(1)
    .map(([x, y]) => {
      const mx = (x + home[0]) / 2
      const my = Math.min(y, home[1]) - 60
      return el('path', {
        d: `M${num(home[0])} ${num(home[1])}Q${num(mx)} ${num(my)} ${num(x)} ${num(y)}`,
        stroke: 'url(#ga)',
        'stroke-width': 2.5,
      })
    })
    .join('')
  setOrigin([400, 500])
  return [
    floorGlow(0, 0, 0, 200, 0.7),
    el('ellipse', { cx, cy: 500, rx: 190, ry: 40, stroke: tone.edge, 'stroke-dasharray': '4 8' }),
    el('circle', { cx, cy, r, fill: palette.navy800, stroke: 'url(#ga)', 'stroke-width': 3 }),
    meridians,
    parallels,
    el('ellipse', {
      cx,
      cy,
      rx: 250,
      ry: 70,
      stroke: tone.accent,
      'stroke-opacity': 0.5,
      'stroke-width': 2,
      transform: `rotate(-18 ${cx} ${cy})`,
    }),
    arcs,
    ...cities.map((c, i) => node(c, i === 0 ? 7 : 4, i === 0 ? tone.accent : tone.ink)),
    node([cx + 238, cy - 78], 6),
  ].join('')
}

/**
 * A stylised city map (Bengaluru) with a location pin: roads, a ring road, lakes and parks on an iso
 * plate. Used as the about page's static map fallback.
 */
export const map: Drawing = () => {
  setOrigin([400, 160])
  const size = 340
  const roads =
    'M0 120C80 110 140 140 200 130S300 90 340 100M60 0C70 80 120 150 110 220S140 320 150 340' +
    'M230 0C220 60 250 120 240 180S200 280 230 340M0 250C90 240 170 260 340 230'
  const ring = el('ellipse', {
    cx: 170,
    cy: 170,
    rx: 130,
    ry: 120,
    stroke: tone.ink,
    'stroke-opacity': 0.35,
    'stroke-width': 6,
  })
  const lakes =
    el('path', {
      d: 'M40 40c30-14 64 0 60 24s-44 32-66 18s-22-34 6-42z',
      fill: palette.navy600,
      'fill-opacity': 0.7,
    }) +
    el('path', {
      d: 'M250 250c26-10 60 4 54 28s-40 26-60 14s-20-34 6-42z',
      fill: palette.navy600,
      'fill-opacity': 0.7,
    }) +
    el('path', {
      d: 'M262 40c20-6 40 6 34 22s-30 16-40 6s-8-24 6-28z',
      fill: palette.navy600,
      'fill-opacity': 0.7,
    })
  const parks =
    el('rect', {
      x: 140,
      y: 60,
      width: 50,
      height: 40,
      rx: 8,
      fill: palette.accent700,
      'fill-opacity': 0.45,
    }) +
    el('rect', { x: 60, y: 270, width: 60, height: 36, rx: 8, fill: palette.accent700, 'fill-opacity': 0.45 })
  const plate =
    el('path', {
      d: roads,
      stroke: tone.ink,
      'stroke-opacity': 0.25,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    ring +
    lakes +
    parks +
    [40, 90, 280, 300]
      .map((x, i) => el('rect', { x, y: 180 + (i % 2) * 40, width: 22, height: 16, rx: 3, fill: tone.edge }))
      .join('')
  const centre = iso(size / 2 - 10, size / 2 - 10, 14)
  const pulse = [60, 40, 22]
    .map((r, i) =>
      el('circle', {
        cx: 160,
        cy: 160,
        r,
        stroke: tone.accent,
        'stroke-opacity': 0.25 + i * 0.25,
        'stroke-width': 2,
        fill: i === 2 ? tone.accent : 'none',
        'fill-opacity': 0.15,
      }),
    )
    .join('')
  return [
    slab(0, 0, size, size, 14, size),
    onPlane('xy', 0, 0, 14, plate + pulse),
    floorGlow(size / 2 - 10, size / 2 - 10, 14, 60, 0.9),
    pin(centre[0], centre[1], 96),
    box(20, 200, 14, 24, 24, 40),
    box(250, 150, 14, 30, 30, 56),
    box(290, 200, 14, 24, 24, 30),
    box(120, 20, 14, 30, 24, 44),
  ].join('')
}
