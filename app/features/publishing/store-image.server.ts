import { createHash } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type OutputInfo } from 'sharp'
import {
  IMAGE_FORMATS,
  IMAGE_TYPES,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  type ImageType,
  type ImageVariant,
} from '~/contracts/posts'
import { getConfig } from '~/server/config.server'
import { findImageBySha, insertImage } from '~/server/db/images.server'
import type { ImageView } from './contract'
import { toImageView } from './post-view.server'

export type ImageRefusal = 'not_an_image' | 'too_large' | 'unreadable'
export type StoreImageResult =
  { ok: true; image: ImageView; existed: boolean } | { ok: false; code: ImageRefusal }

/** The widest an image is kept: a larger original is made this wide. */
const LARGEST_WIDTH = IMAGE_WIDTHS.at(-1) ?? 1440
/** The most pixels an upload may decode to (a small file can unpack into gigabytes). */
const MAX_INPUT_PIXELS = 60_000_000

export function mediaDir(): string {
  return resolve(getConfig().MEDIA_DIR)
}

/** The widths made of an image `width` wide: each of IMAGE_WIDTHS it reaches, and at least one. */
export function widthsFor(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width)
  return fitting.length ? fitting : [width]
}

async function writeOnce(path: string, bytes: Buffer) {
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, bytes)
  await rename(partial, path)
}

/**
 * Stores an uploaded image once: recognised from its bytes (JPEG, PNG, WebP or AVIF only), at most
 * MAX_IMAGE_BYTES, turned upright by its EXIF orientation and then written with no metadata at
 * all (no EXIF, GPS position, camera or colour profile beyond sRGB), as AVIF and WebP at each of
 * IMAGE_WIDTHS it reaches. The same file uploaded again is the same image (by SHA-256).
 */
export async function storeImage(
  bytes: Uint8Array,
  alt: string,
  uploadedBy: string | null,
): Promise<StoreImageResult> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, code: 'too_large' }
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime as ImageType)) {
    return { ok: false, code: 'not_an_image' }
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const known = await findImageBySha(sha256)
  if (known) return { ok: true, image: toImageView(known), existed: true }

  let upright: { data: Buffer; info: OutputInfo }
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .png()
      .toBuffer({ resolveWithObject: true })
  } catch {
    return { ok: false, code: 'unreadable' }
  }
  const { width, height } = upright.info
  const dir = mediaDir()
  await mkdir(dir, { recursive: true })
  const variants: ImageVariant[] = []
  for (const w of widthsFor(width)) {
    for (const format of IMAGE_FORMATS) {
      const resized = sharp(upright.data).resize({ width: w })
      const out = format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })
      const file = `${sha256}-${w}.${format}`
      await writeOnce(join(dir, file), await out.toBuffer())
      variants.push({ format, width: w, file })
    }
  }
  const id = await insertImage({
    sha256,
    alt,
    width,
    height,
    variants: JSON.stringify(variants),
    uploadedBy,
  }).catch(async (error: unknown) => {
    // Two uploads of one file at once: the second finds the first's row.
    const raced = await findImageBySha(sha256)
    if (raced) return raced.id
    throw error
  })
  return { ok: true, image: { id, alt, width, height, variants }, existed: false }
}
