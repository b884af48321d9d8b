/**
 * The Brightpath mark (a "B" whose bowls are forward chevrons: a path moving on) in mint on navy,
 * and every icon derived from it: favicon.svg, PNGs for browsers and home screens, favicon.ico
 * (a hand-written ICO container around 16 and 32 px PNGs) and the web app manifest.
 */
import sharp from 'sharp'
import { BACKGROUND_COLOR, icons, THEME_COLOR } from '../../app/content/media'
import { site } from '../../app/content/site'
import { publicFile, writeOut } from './lib/fs'
import { palette } from './lib/palette'
import { el, svgDoc } from './lib/svg'

const MARK_PATH = 'M22 50V14M22 14H32L41 23L32 32H22M22 32H35L44 41L35 50H22'

/** The mark alone on a 64x64 canvas (transparent). */
function markBody(): string {
  const gradient = el(
    'linearGradient',
    { id: 'm', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': palette.accent300 }),
    el('stop', { offset: 1, 'stop-color': palette.accent400 }),
  )
  return (
    el('defs', {}, gradient) +
    el('path', {
      d: MARK_PATH,
      fill: 'none',
      stroke: 'url(#m)',
      'stroke-width': 7,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('circle', { cx: 22, cy: 50, r: 5.5, fill: palette.accent400 })
  )
}

/** The mark on its navy tile: rounded for the favicon, full-bleed for home-screen icons. */
function tileSvg(size: number, rounded: boolean, markScale: number): string {
  const offset = (64 - 64 * markScale) / 2 + 1.5
  const rx = rounded ? 14 : 0
  const tile = el('rect', { width: 64, height: 64, rx, fill: THEME_COLOR })
  const light = el(
    'radialGradient',
    { id: 'g', cx: 0.7, cy: 0.25, r: 0.75 },
    el('stop', { offset: 0, 'stop-color': palette.violet500, 'stop-opacity': 0.45 }),
    el('stop', { offset: 1, 'stop-color': palette.violet500, 'stop-opacity': 0 }),
  )
  const glow = el('defs', {}, light) + el('rect', { width: 64, height: 64, rx, fill: 'url(#g)' })
  const body = el('g', { transform: `translate(${offset} ${offset}) scale(${markScale})` }, markBody())
  return svgDoc(64, 64, tile + glow + body).replace(
    'width="64" height="64"',
    `width="${size}" height="${size}"`,
  )
}

interface TileStyle {
  rounded: boolean
  markScale: number
}

const FAVICON: TileStyle = { rounded: true, markScale: 0.86 }
/** Home-screen icons: full-bleed, the mark inside the maskable safe zone. */
const FULL_BLEED: TileStyle = { rounded: false, markScale: 0.62 }

function png(size: number, style: TileStyle): Promise<Buffer> {
  return sharp(Buffer.from(tileSvg(size, style.rounded, style.markScale)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format change). */
function icoContainer(images: ReadonlyArray<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt8(0, 2)
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

function manifest(): string {
  const icon = (src: string, size: number, purpose: string) => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.tagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        icon(icons.icon192, 192, 'any'),
        icon(icons.icon512, 512, 'any'),
        icon(icons.icon512, 512, 'maskable'),
        { src: icons.favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`
}

export async function renderIcons(): Promise<void> {
  await writeOut(publicFile(icons.favicon), tileSvg(64, FAVICON.rounded, FAVICON.markScale))
  await writeOut(publicFile(icons.mark), svgDoc(64, 64, markBody()))
  const favicon32 = await png(32, FAVICON)
  await writeOut(publicFile(icons.favicon32), favicon32)
  await writeOut(publicFile(icons.appleTouchIcon), await png(180, FULL_BLEED))
  await writeOut(publicFile(icons.icon192), await png(192, FULL_BLEED))
  await writeOut(publicFile(icons.icon512), await png(512, FULL_BLEED))
  const ico = icoContainer([
    { size: 16, data: await png(16, FAVICON) },
    { size: 32, data: favicon32 },
  ])
  await writeOut(publicFile(icons.ico), ico)
  await writeOut(publicFile(icons.manifest), manifest())
}
