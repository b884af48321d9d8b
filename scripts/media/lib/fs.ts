import { mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (scripts/media/lib → ../../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const PUBLIC_DIR = join(ROOT, 'public')
export const MEDIA_DIR = join(PUBLIC_DIR, 'media')
/** Intermediate files (gitignored): lossless video renders, previews. */
export const CACHE_DIR = join(ROOT, '.cache', 'media')

/** The file system path of a public URL path such as /media/art/cloud.svg. */
export function publicFile(urlPath: string): string {
  return join(PUBLIC_DIR, urlPath.replace(/^\//, ''))
}

export async function writeOut(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, data)
}

export interface FileSize {
  path: string
  bytes: number
}

/** Every file under dir, with its size, sorted by path (relative to the repository root). */
export async function listSizes(dir: string): Promise<FileSize[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  const sizes = await Promise.all(
    files.map(async (file) => ({ path: relative(ROOT, file), bytes: (await stat(file)).size })),
  )
  return sizes.sort((a, b) => a.path.localeCompare(b.path))
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}
