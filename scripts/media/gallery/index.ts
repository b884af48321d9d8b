/** The careers gallery: six flat illustrated scenes in public/media/gallery. */
import { pathToFileURL } from 'node:url'
import { gallery } from '../../../app/content/media'
import { publicFile, writeOut } from '../lib/fs'
import { contactSheet } from '../lib/preview'
import { sceneDocument } from './kit'
import { scenes } from './scenes'

function gallerySvgs(): Array<{ name: string; src: string; svg: string }> {
  return gallery.map((image) => ({
    name: image.slug,
    src: image.src,
    svg: sceneDocument(image.alt, scenes[image.slug as keyof typeof scenes]()),
  }))
}

export async function renderGallery(): Promise<void> {
  for (const item of gallerySvgs()) await writeOut(publicFile(item.src), item.svg)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const items = gallerySvgs()
  for (const item of items) console.log(item.name, Buffer.byteLength(item.svg))
  console.log(await contactSheet('gallery.png', items, 600, 2))
}
