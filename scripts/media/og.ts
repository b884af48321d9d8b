/**
 * Open Graph images: one 1200x630 PNG per canonical public page, from its entry in
 * app/content/page-index.ts (kicker and title), with satori (layout, Inter from
 * @fontsource-variable/inter as WOFF2) and @resvg/resvg-js (rasterising).
 *
 * Standalone: tsx scripts/media/og.ts <outDir>   (the build writes to build/client/og)
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { createElement as h, type ReactNode } from 'react'
import satori from 'satori'
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageFileName } from '../../app/content/media'
import { pageIndex } from '../../app/content/page-index'
import { site } from '../../app/content/site'
import { PUBLIC_PATHS } from '../../app/lib/routes'
import { palette } from './lib/palette'
import { el, svgDoc } from './lib/svg'
import { loadInter } from './lib/text'

export { ogImageFileName }

const W = OG_IMAGE_WIDTH
const H = OG_IMAGE_HEIGHT

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The shared backdrop: navy gradient, a faint grid, two glows and rings in the lower right. */
function backdropSvg(): string {
  const defs = el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.navy900 }),
      el('stop', { offset: 1, 'stop-color': palette.ink }),
    ),
    el(
      'radialGradient',
      { id: 'mint', cx: 0.85, cy: 0.95, r: 0.55 },
      el('stop', { offset: 0, 'stop-color': palette.accent500, 'stop-opacity': 0.32 }),
      el('stop', { offset: 1, 'stop-color': palette.accent500, 'stop-opacity': 0 }),
    ),
    el(
      'radialGradient',
      { id: 'violet', cx: 0.95, cy: 0.05, r: 0.5 },
      el('stop', { offset: 0, 'stop-color': palette.violet500, 'stop-opacity': 0.3 }),
      el('stop', { offset: 1, 'stop-color': palette.violet500, 'stop-opacity': 0 }),
    ),
    el(
      'pattern',
      { id: 'grid', width: 48, height: 48, patternUnits: 'userSpaceOnUse' },
      el('path', {
        d: 'M48 0H0V48',
        fill: 'none',
        stroke: palette.mist,
        'stroke-opacity': 0.05,
        'stroke-width': 1,
      }),
    ),
  )
  const rings = [120, 200, 280, 360]
    .map((r, i) =>
      el('circle', {
        cx: 1080,
        cy: 560,
        r,
        fill: 'none',
        stroke: i === 1 ? palette.accent400 : palette.mist,
        'stroke-opacity': i === 1 ? 0.45 : 0.08,
        'stroke-width': i === 1 ? 2 : 1.5,
      }),
    )
    .join('')
  const node = el('circle', {
    cx: 1080 + 200 * Math.cos(-1.9),
    cy: 560 + 200 * Math.sin(-1.9),
    r: 7,
    fill: palette.accent400,
  })
  return svgDoc(
    W,
    H,
    defs +
      el('rect', { width: W, height: H, fill: 'url(#bg)' }) +
      el('rect', { width: W, height: H, fill: 'url(#grid)' }) +
      el('rect', { width: W, height: H, fill: 'url(#violet)' }) +
      el('rect', { width: W, height: H, fill: 'url(#mint)' }) +
      rings +
      node,
  )
}

function markSvg(): string {
  return svgDoc(
    64,
    64,
    el('rect', { width: 64, height: 64, rx: 14, fill: palette.navy800 }) +
      el('path', {
        d: 'M22 50V14M22 14H32L41 23L32 32H22M22 32H35L44 41L35 50H22',
        fill: 'none',
        stroke: palette.accent400,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
  )
}

interface Card {
  kicker: string
  title: string
}

function titleSize(title: string): number {
  if (title.length > 44) return 62
  if (title.length > 28) return 70
  return 80
}

function cardElement(card: Card, backdrop: string, mark: string): ReactNode {
  return h(
    'div',
    {
      style: {
        width: W,
        height: H,
        display: 'flex',
        position: 'relative',
        fontFamily: 'Inter',
        color: palette.paper,
        backgroundColor: palette.navy950,
      },
    },
    h('img', { src: backdrop, width: W, height: H, style: { position: 'absolute', left: 0, top: 0 } }),
    h(
      'div',
      {
        style: {
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          padding: '64px 80px 60px',
          flexGrow: 1,
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 18 } },
        h('img', { src: mark, width: 52, height: 52 }),
        h('div', { style: { fontSize: 28, fontWeight: 600, letterSpacing: -0.3 } }, site.name),
      ),
      h('div', { style: { flexGrow: 1 } }),
      h(
        'div',
        {
          style: {
            fontSize: 24,
            fontWeight: 600,
            color: palette.accent400,
            textTransform: 'uppercase',
            letterSpacing: 3,
            marginBottom: 18,
          },
        },
        card.kicker,
      ),
      h(
        'div',
        {
          style: {
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.06,
            letterSpacing: -0.025 * titleSize(card.title),
            maxWidth: 900,
          },
        },
        card.title,
      ),
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 16, marginTop: 40 } },
        h('div', { style: { width: 56, height: 4, borderRadius: 2, backgroundColor: palette.accent400 } }),
        h('div', { style: { fontSize: 22, color: palette.mist } }, `${site.tagline} · ${site.city}`),
      ),
    ),
  )
}

function cardFor(path: string): Card {
  const entry = (pageIndex as Record<string, { title: string; kicker: string } | undefined>)[path]
  if (!entry) throw new Error(`No page-index entry for ${path}`)
  return { kicker: entry.kicker, title: entry.title }
}

/** Renders every canonical page's card into outDir; returns the files written. */
export async function renderOgImages(outDir: string): Promise<string[]> {
  const font = await loadInter()
  const fonts = [{ name: 'Inter', data: font, weight: 400 as const, style: 'normal' as const }]
  const backdrop = dataUri(backdropSvg())
  const mark = dataUri(markSvg())
  await mkdir(outDir, { recursive: true })
  const written: string[] = []
  for (const path of PUBLIC_PATHS) {
    const svg = await satori(cardElement(cardFor(path), backdrop, mark), { width: W, height: H, fonts })
    const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
    const file = join(outDir, ogImageFileName(path))
    await writeFile(file, png)
    written.push(file)
  }
  return written
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2]
  if (!outDir) {
    console.error('usage: tsx scripts/media/og.ts <outDir>')
    process.exit(1)
  }
  const started = Date.now()
  const files = await renderOgImages(resolve(outDir))
  console.log(`og: ${files.length} images in ${resolve(outDir)} (${Date.now() - started} ms)`)
}
