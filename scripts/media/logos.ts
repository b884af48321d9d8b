/**
 * Fictional client logos: a geometric mark and a wordmark outlined from Inter (no font needed to
 * display them). Two colourways: light (mist, for dark backgrounds) and dark (navy, for light ones).
 */
import { CLIENTS, clientLogos, LOGO_HEIGHT, LOGO_WIDTH, type ClientSlug } from '../../app/content/media'
import { publicFile, writeOut } from './lib/fs'
import { palette } from './lib/palette'
import { el, escapeXml, num, svgDoc } from './lib/svg'
import { outlineText, type Outline } from './lib/text'

const MARK_SIZE = 30
const TEXT_LEFT = 44
const TEXT_RIGHT = LOGO_WIDTH - 4

/** Each mark is drawn in a 30x30 box; `c` is the colour, secondary parts at lower opacity. */
const marks: Record<ClientSlug, (c: string) => string> = {
  quantivo: (c) =>
    el('circle', { cx: 14, cy: 14, r: 11, fill: 'none', stroke: c, 'stroke-width': 4.5 }) +
    el('path', { d: 'M18 18l9 9', stroke: c, 'stroke-width': 4.5, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 14, cy: 14, r: 3.5, fill: c, 'fill-opacity': 0.55 }),
  'lumen-freight': (c) =>
    el('path', { d: 'M2 4h10l10 11l-10 11H2l10-11z', fill: c }) +
    el('path', { d: 'M15 4h5l10 11l-10 11h-5l10-11z', fill: c, 'fill-opacity': 0.55 }),
  'arcadia-health': (c) =>
    el('path', {
      d:
        'M11 2h8a2 2 0 0 1 2 2v7h7a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-7v7a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-7H2a2 2 0 0 1-2-2v-4' +
        'a2 2 0 0 1 2-2h7V4a2 2 0 0 1 2-2zM15 11a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
      fill: c,
      'fill-rule': 'evenodd',
    }),
  'veridian-bank': (c) =>
    el('path', { d: 'M1 3h8l7 17l-4 9z', fill: c, 'fill-opacity': 0.55 }) +
    el('path', { d: 'M29 3h-8L9 29h7z', fill: c }),
  'kestrel-retail': (c) =>
    el('path', { d: 'M1 21L29 3L17 15z', fill: c }) +
    el('path', { d: 'M1 21l16-6l4 13z', fill: c, 'fill-opacity': 0.55 }),
  'orbitline-telecom': (c) =>
    el('circle', { cx: 15, cy: 15, r: 7.5, fill: c }) +
    el('ellipse', {
      cx: 15,
      cy: 15,
      rx: 14,
      ry: 6,
      fill: 'none',
      stroke: c,
      'stroke-width': 2,
      'stroke-opacity': 0.6,
      transform: 'rotate(-28 15 15)',
    }) +
    el('circle', { cx: 27, cy: 8.5, r: 2.5, fill: c }),
}

interface Wordmark {
  primary: Outline
  secondary?: Outline
}

/** The name outlined: the first word large, the rest small caps letter-spaced beneath it. */
async function wordmark(name: string): Promise<Wordmark> {
  const [first = name, ...rest] = name.split(' ')
  const room = TEXT_RIGHT - TEXT_LEFT
  const probe = await outlineText(first, { size: 20, weight: 650, letterSpacing: -0.4 })
  const size = Math.min(rest.length > 0 ? 19 : 22, (20 * room) / probe.width)
  const primary = await outlineText(first, { size, weight: 650, letterSpacing: -0.02 * size })
  if (rest.length === 0) return { primary }
  const secondary = await outlineText(rest.join(' ').toUpperCase(), {
    size: 7.6,
    weight: 600,
    letterSpacing: 2.2,
  })
  return { primary, secondary }
}

function placed(outline: Outline, left: number, top: number, color: string, opacity?: number): string {
  return el('path', {
    d: outline.d,
    fill: color,
    'fill-opacity': opacity,
    transform: `translate(${num(left - outline.x)} ${num(top - outline.y)})`,
  })
}

function logoSvg(name: string, mark: (c: string) => string, words: Wordmark, color: string): string {
  const markTop = (LOGO_HEIGHT - MARK_SIZE) / 2
  const { primary, secondary } = words
  const gap = 5
  const blockHeight = primary.height + (secondary ? gap + secondary.height : 0)
  const top = (LOGO_HEIGHT - blockHeight) / 2
  const text =
    placed(primary, TEXT_LEFT, top, color) +
    (secondary ? placed(secondary, TEXT_LEFT + 1, top + primary.height + gap, color, 0.75) : '')
  return svgDoc(
    LOGO_WIDTH,
    LOGO_HEIGHT,
    el('title', {}, escapeXml(name)) +
      el('g', { transform: `translate(6 ${num(markTop)})` }, mark(color)) +
      text,
    { role: 'img', 'aria-label': escapeXml(name) },
  )
}

export async function renderLogos(): Promise<void> {
  for (const client of CLIENTS) {
    const logo = clientLogos.find((item) => item.slug === client.slug)
    if (!logo) throw new Error(`No manifest entry for ${client.slug}`)
    const words = await wordmark(client.name)
    const mark = marks[client.slug]
    await writeOut(publicFile(logo.light), logoSvg(client.name, mark, words, palette.mist))
    await writeOut(publicFile(logo.dark), logoSvg(client.name, mark, words, palette.navy700))
  }
}
