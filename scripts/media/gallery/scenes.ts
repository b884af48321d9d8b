/** The six careers gallery scenes (1200x800 flat illustrations). */
import type { GallerySlug } from '../../../app/content/media'
import { palette } from '../lib/palette'
import { createRng } from '../lib/rng'
import { el, num, type Point } from '../lib/svg'
import {
  cityWindow,
  cloth,
  codeLines,
  hairColor,
  laptop,
  monitor,
  mug,
  pendant,
  person,
  plant,
  rect,
  room,
  skin,
  stars,
  stringLights,
  table,
} from './kit'

type Scene = () => string

/** An office chair seen from behind: backrest in front of the sitter, stem and base. */
function chair(x: number, top: number, scale = 1): string {
  return el(
    'g',
    { transform: `translate(${num(x)} ${num(top)}) scale(${num(scale)})` },
    rect(-8, 90, 16, 70, palette.navy700),
    el('path', {
      d: 'M-60 170l60-14l60 14',
      stroke: palette.navy700,
      'stroke-width': 10,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
    rect(-56, 0, 112, 100, palette.navy600, { rx: 18 }),
  )
}

const teamCollaboration: Scene = () => {
  const chart =
    [60, 110, 80, 150, 120, 180]
      .map((h, i) =>
        rect(30 + i * 52, 200 - h, 34, h, i === 5 ? palette.accent400 : palette.navy600, { rx: 4 }),
      )
      .join('') +
    el('path', {
      d: 'M46 150L98 110L150 126L202 80L254 92L306 40',
      stroke: palette.violet400,
      'stroke-width': 4,
      fill: 'none',
    })
  const notes = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      rect(
        830 + (i % 3) * 66,
        140 + Math.floor(i / 3) * 70,
        52,
        52,
        [palette.accent400, palette.violet400, palette.mist][i % 3] ?? palette.mist,
        {
          rx: 4,
          transform: `rotate(${i % 2 === 0 ? -4 : 3} ${856 + (i % 3) * 66} ${166 + Math.floor(i / 3) * 70})`,
          'fill-opacity': 0.85,
        },
      ),
    )
    .join('')
  return [
    room(560, [700, 420]),
    rect(80, 100, 380, 240, palette.navy600, { rx: 10 }),
    el('g', { transform: 'translate(90 110)' }, rect(0, 0, 360, 220, palette.navy950, { rx: 6 }), chart),
    notes,
    pendant(700, 120),
    pendant(940, 120),
    person({
      x: 760,
      y: 570,
      skin: skin[1],
      hair: 'long',
      top: cloth.violet,
      pose: 'bust',
      hands: [
        [-34, -44],
        [30, -44],
      ],
    }),
    person({
      x: 940,
      y: 570,
      skin: skin[3],
      hair: 'short',
      top: cloth.mist,
      pose: 'bust',
      hands: [
        [-30, -44],
        [36, -44],
      ],
    }),
    person({
      x: 1090,
      y: 580,
      skin: skin[4],
      hair: 'bun',
      top: cloth.teal,
      pose: 'bust',
      hands: [
        [-44, -50],
        [20, -50],
      ],
    }),
    laptop(760, 526),
    laptop(940, 526),
    mug(1060, 526, palette.accent300),
    table(580, 526, 600),
    person({
      x: 500,
      y: 600,
      skin: skin[0],
      hair: 'crop',
      top: cloth.mint,
      bottom: palette.navy950,
      pose: 'stand',
      hands: [
        [-84, -190],
        [36, -4],
      ],
    }),
    plant(70, 680, 1.3),
  ].join('')
}

const mentorshipSession: Scene = () => {
  const rng = createRng('mentorship')
  return [
    room(600, [460, 380]),
    cityWindow(790, 90, 340, 300, rng),
    rect(140, 480, 640, 14, palette.navy600, { rx: 4 }),
    rect(170, 494, 18, 110, palette.navy700),
    rect(732, 494, 18, 110, palette.navy700),
    monitor(300, 200, 300, 190, codeLines(300, 10, rng)),
    mug(220, 480),
    rect(560, 468, 70, 12, palette.violet400, { rx: 2 }),
    rect(566, 458, 62, 10, palette.mist, { rx: 2 }),
    person({
      x: 420,
      y: 600,
      skin: skin[2],
      hair: 'long',
      top: cloth.mint,
      pose: 'bust',
      back: true,
      hands: [
        [-40, -110],
        [44, -110],
      ],
    }),
    chair(420, 520),
    person({
      x: 700,
      y: 600,
      skin: skin[3],
      hair: 'short',
      hairColor: hairColor.grey,
      top: cloth.navy,
      bottom: palette.navy950,
      pose: 'stand',
      hands: [
        [-110, -150],
        [30, -10],
      ],
    }),
    plant(80, 700, 1.2),
  ].join('')
}

/** A seven-segment digit (0-9) as rectangles, cell 36x64. */
function digit(x: number, y: number, value: number, color: string): string {
  const on =
    [
      '1111110',
      '0110000',
      '1101101',
      '1111001',
      '0110011',
      '1011011',
      '1011111',
      '1110000',
      '1111111',
      '1111011',
    ][value] ?? ''
  const seg: Array<[number, number, number, number]> = [
    [6, 0, 24, 6],
    [30, 6, 6, 24],
    [30, 36, 6, 24],
    [6, 58, 24, 6],
    [0, 36, 6, 24],
    [0, 6, 6, 24],
    [6, 29, 24, 6],
  ]
  return seg
    .map(([sx, sy, w, h], i) =>
      rect(x + sx, y + sy, w, h, color, { rx: 2, 'fill-opacity': on[i] === '1' ? 1 : 0.1 }),
    )
    .join('')
}

const hackathon: Scene = () => {
  const clock =
    rect(440, 90, 320, 130, palette.navy950, { rx: 12, stroke: palette.navy600, 'stroke-width': 6 }) +
    digit(480, 123, 2, palette.accent400) +
    digit(526, 123, 3, palette.accent400) +
    rect(578, 140, 8, 8, palette.accent400) +
    rect(578, 166, 8, 8, palette.accent400) +
    digit(598, 123, 5, palette.accent400) +
    digit(644, 123, 9, palette.accent400) +
    rect(700, 122, 40, 66, palette.violet400, { rx: 6, 'fill-opacity': 0.25 })
  return [
    room(580, [600, 460]),
    stringLights([0, 40], [600, 40], 40, 9),
    stringLights([600, 40], [1200, 40], 40, 9),
    clock,
    el('path', { d: 'M1020 300h70v30q0 30-35 34q-35-4-35-34z', fill: palette.accent400 }),
    rect(1046, 364, 18, 24, palette.accent400),
    rect(1030, 388, 50, 10, palette.mist, { rx: 3 }),
    person({
      x: 190,
      y: 590,
      skin: skin[0],
      hair: 'short',
      top: cloth.violet,
      pose: 'bust',
      hands: [
        [-36, -44],
        [34, -44],
      ],
    }),
    person({
      x: 360,
      y: 590,
      skin: skin[4],
      hair: 'long',
      top: cloth.mist,
      pose: 'bust',
      hands: [
        [-30, -44],
        [34, -44],
      ],
    }),
    laptop(190, 546),
    laptop(360, 546),
    el('path', { d: 'M440 546l60-18l70 14l-60 16z', fill: palette.fog }),
    table(90, 546, 500),
    person({
      x: 760,
      y: 590,
      skin: skin[2],
      hair: 'curly',
      top: cloth.mint,
      pose: 'bust',
      hands: [
        [-60, -230],
        [60, -230],
      ],
    }),
    person({
      x: 930,
      y: 590,
      skin: skin[3],
      hair: 'bun',
      top: cloth.lilac,
      pose: 'bust',
      hands: [
        [-30, -44],
        [36, -44],
      ],
    }),
    laptop(930, 546),
    mug(800, 546, palette.accent300),
    table(660, 546, 460),
    plant(1140, 700, 1.1),
  ].join('')
}

const annualRetreat: Scene = () => {
  const rng = createRng('retreat')
  const hill = (base: number, amp: number, fill: string, phase: number): string => {
    const points: Point[] = []
    for (let x = 0; x <= 1200; x += 60)
      points.push([x, base - amp * (0.6 + 0.4 * Math.sin(x / 170 + phase)) - rng.range(0, 10)])
    const d = `M0 800L${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}L1200 800Z`
    return el('path', { d, fill })
  }
  const pine = (x: number, y: number, s: number): string =>
    el('path', {
      d: `M${x} ${y - 150 * s}l${40 * s} ${70 * s}h${-16 * s}l${34 * s} ${60 * s}h${-26 * s}l${30 * s} ${50 * s}h${-124 * s}l${30 * s} ${-50 * s}h${-26 * s}l${34 * s} ${-60 * s}h${-16 * s}z`,
      fill: palette.navy950,
    })
  const flame =
    el('ellipse', { cx: 600, cy: 640, rx: 260, ry: 90, fill: 'url(#pool)' }) +
    el('path', {
      d: 'M600 560c30 30 44 50 40 74q-6 28-40 28t-40-28c-4-20 14-30 22-52c6 12 10 18 18 20c0-14 0-28 0-42z',
      fill: 'url(#ga)',
    }) +
    el('path', {
      d: 'M600 610c14 14 20 24 16 36q-4 12-16 12t-16-12c-2-10 6-18 16-36z',
      fill: palette.paper,
      'fill-opacity': 0.85,
    }) +
    el('path', {
      d: 'M548 676l104-24M548 652l104 24',
      stroke: palette.navy600,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    })
  const tent = (x: number, color: string): string =>
    el('path', { d: `M${x} 600l90-150l90 150z`, fill: color }) +
    el('path', { d: `M${x + 90} 450l-26 150h52z`, fill: palette.navy950, 'fill-opacity': 0.6 })
  return [
    rect(0, 0, 1200, 800, 'url(#sky)'),
    stars(0, 0, 1200, 360, 90, rng),
    el('circle', { cx: 960, cy: 130, r: 70, fill: palette.paper, 'fill-opacity': 0.06 }),
    el('circle', { cx: 960, cy: 130, r: 40, fill: palette.mist }),
    hill(430, 120, palette.navy700, 0),
    hill(520, 90, palette.navy800, 2),
    hill(620, 40, palette.navy900, 4),
    pine(1040, 600, 1.2),
    pine(1130, 620, 0.9),
    tent(90, palette.violet500),
    tent(250, palette.accent700),
    stringLights([180, 450], [1030, 470], 30, 14),
    flame,
    rect(330, 690, 170, 26, palette.navy600, { rx: 13 }),
    rect(700, 690, 170, 26, palette.navy600, { rx: 13 }),
    person({
      x: 380,
      y: 690,
      skin: skin[1],
      hair: 'long',
      top: cloth.mint,
      pose: 'sit',
      facing: 1,
      hands: [
        [40, -40],
        [60, -30],
      ],
      scale: 0.8,
    }),
    person({
      x: 470,
      y: 690,
      skin: skin[3],
      hair: 'short',
      top: cloth.lilac,
      pose: 'sit',
      facing: 1,
      hands: [
        [40, -60],
        [54, -40],
      ],
      scale: 0.8,
    }),
    person({
      x: 740,
      y: 690,
      skin: skin[4],
      hair: 'bun',
      top: cloth.mist,
      pose: 'sit',
      facing: -1,
      hands: [
        [-50, -36],
        [-34, -40],
      ],
      scale: 0.8,
    }),
    person({
      x: 830,
      y: 690,
      skin: skin[0],
      hair: 'crop',
      top: cloth.violet,
      pose: 'sit',
      facing: -1,
      hands: [
        [-60, -130],
        [40, -20],
      ],
      scale: 0.8,
    }),
  ].join('')
}

const remoteWork: Scene = () => {
  const rng = createRng('remote')
  const tile = (x: number, y: number, tone: string, speaking: boolean): string =>
    rect(x, y, 176, 106, palette.navy800, {
      rx: 6,
      stroke: speaking ? palette.accent400 : 'none',
      'stroke-width': 3,
    }) +
    el('circle', { cx: x + 88, cy: y + 44, r: 18, fill: tone }) +
    el('path', {
      d: `M${x + 56} ${y + 106}q0-36 32-36t32 36z`,
      fill: speaking ? palette.accent400 : palette.fog,
    })
  const call =
    tile(10, 10, skin[0], true) +
    tile(194, 10, skin[4], false) +
    tile(10, 124, skin[2], false) +
    tile(194, 124, skin[3], false)
  const books = [0, 1, 2, 3, 4, 5, 6]
    .map((i) =>
      rect(
        1000 + i * 22,
        208 - (i % 3) * 8,
        18,
        62 + (i % 3) * 8,
        [palette.violet500, palette.accent700, palette.mist, palette.navy600][i % 4] ?? palette.mist,
        { rx: 2 },
      ),
    )
    .join('')
  return [
    room(620, [680, 360]),
    cityWindow(60, 100, 300, 360, rng),
    rect(990, 270, 180, 10, palette.navy600),
    books,
    rect(990, 400, 180, 10, palette.navy600),
    plant(1080, 396, 0.8),
    rect(400, 520, 700, 14, palette.navy600, { rx: 4 }),
    rect(430, 534, 18, 90, palette.navy700),
    rect(1052, 534, 18, 90, palette.navy700),
    monitor(540, 230, 380, 240, call),
    mug(980, 520, palette.accent300),
    plant(470, 520, 0.7),
    person({
      x: 710,
      y: 700,
      skin: skin[1],
      hair: 'long',
      top: cloth.violet,
      pose: 'bust',
      back: true,
      hands: [
        [-44, -130],
        [46, -130],
      ],
      scale: 1.15,
    }),
    el('path', {
      d: 'M676 530a34 34 0 0 1 68 0',
      stroke: palette.accent400,
      'stroke-width': 7,
      fill: 'none',
    }),
    rect(664, 524, 16, 28, palette.accent400, { rx: 6 }),
    rect(740, 524, 16, 28, palette.accent400, { rx: 6 }),
    chair(710, 610, 1.15),
  ].join('')
}

const learningUpskilling: Scene = () => {
  const board =
    rect(160, 90, 620, 320, palette.mist, { rx: 8 }) +
    rect(150, 404, 640, 12, palette.navy600, { rx: 4 }) +
    el('path', {
      d: 'M270 200a36 36 0 0 1 66-20a44 44 0 0 1 84 10a28 28 0 0 1 6 56h-150a26 26 0 0 1-6-46z',
      fill: 'none',
      stroke: palette.navy700,
      'stroke-width': 5,
    }) +
    [0, 1, 2]
      .map((i) =>
        rect(250 + i * 90, 300, 64, 48, i === 1 ? palette.accent400 : 'none', {
          rx: 6,
          stroke: palette.navy700,
          'stroke-width': 5,
        }),
      )
      .join('') +
    el('path', {
      d: 'M282 300v-30M372 300v-46M462 300v-30',
      stroke: palette.navy700,
      'stroke-width': 4,
      'stroke-dasharray': '6 6',
    }) +
    el('path', {
      d: 'M560 180h150M560 220h110M560 260h130',
      stroke: palette.navy600,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M560 300h90', stroke: palette.violet500, 'stroke-width': 8, 'stroke-linecap': 'round' })
  const rng = createRng('learning')
  const learner = (x: number, tone: string, style: 'short' | 'long' | 'bun' | 'curly', top: string): string =>
    laptop(x + 40, 694, 'front', 1.1) +
    person({
      x,
      y: 930,
      skin: tone,
      hair: style,
      top,
      pose: 'bust',
      back: true,
      hands: [
        [-46, -40],
        [46, -40],
      ],
      scale: 1.3,
    })
  return [
    room(560, [470, 300]),
    board,
    pendant(1000, 60),
    person({
      x: 900,
      y: 560,
      skin: skin[2],
      hair: 'bun',
      top: cloth.mint,
      bottom: palette.navy950,
      pose: 'stand',
      hands: [
        [-150, -200],
        [34, -6],
      ],
    }),
    rect(1060, 380, 110, 200, palette.navy700, { rx: 6 }),
    el('g', { transform: 'translate(1066 392)' }, codeLines(90, 6, rng)),
    rect(0, 694, 1200, 14, palette.navy600),
    rect(0, 708, 1200, 92, palette.navy700),
    learner(220, skin[3], 'short', cloth.navy),
    learner(480, skin[0], 'long', cloth.lilac),
    learner(740, skin[4], 'curly', cloth.teal),
    learner(1000, skin[1], 'short', cloth.mist),
  ].join('')
}

export const scenes: Record<GallerySlug, Scene> = {
  'team-collaboration': teamCollaboration,
  'mentorship-session': mentorshipSession,
  hackathon,
  'annual-retreat': annualRetreat,
  'remote-work': remoteWork,
  'learning-upskilling': learningUpskilling,
}
