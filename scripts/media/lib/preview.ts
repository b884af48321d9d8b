import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { CACHE_DIR } from './fs'

export interface PreviewItem {
  name: string
  svg: string
}

/** Rasterises SVGs into one contact sheet under .cache/media/preview (for looking, not shipped). */
export async function contactSheet(
  file: string,
  items: readonly PreviewItem[],
  tileWidth = 400,
  columns = 4,
): Promise<string> {
  const tiles = await Promise.all(
    items.map((item) =>
      sharp(Buffer.from(item.svg)).resize({ width: tileWidth }).png().toBuffer({ resolveWithObject: true }),
    ),
  )
  const tileHeight = Math.max(...tiles.map((tile) => tile.info.height))
  const gap = 8
  const rows = Math.ceil(items.length / columns)
  const out = join(CACHE_DIR, 'preview', file)
  await mkdir(join(out, '..'), { recursive: true })
  await sharp({
    create: {
      width: columns * (tileWidth + gap),
      height: rows * (tileHeight + gap),
      channels: 3,
      background: '#000000',
    },
  })
    .composite(
      tiles.map((tile, i) => ({
        input: tile.data,
        left: (i % columns) * (tileWidth + gap),
        top: Math.floor(i / columns) * (tileHeight + gap),
      })),
    )
    .png()
    .toFile(out)
  return out
}
