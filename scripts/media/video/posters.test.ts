import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { heroVideos } from '../../../app/content/media'
import { publicFile } from '../lib/fs'
import { MIN_POSTER_BITS_PER_PIXEL } from './render'

describe('hero video posters', () => {
  // Under 0.05 bits per pixel Chrome does not count an image for LCP, and the video's first
  // frame, painted after hydration, would become the largest contentful paint instead.
  it('each counts as contentful for the largest contentful paint', async () => {
    const thin: string[] = []
    for (const { poster } of Object.values(heroVideos)) {
      for (const file of Object.values(poster)) {
        const bytes = readFileSync(publicFile(file))
        const { width = 1, height = 1 } = await sharp(bytes).metadata()
        const bitsPerPixel = (bytes.length * 8) / (width * height)
        if (bitsPerPixel < MIN_POSTER_BITS_PER_PIXEL) thin.push(`${file}: ${bitsPerPixel.toFixed(3)}`)
      }
    }
    expect(thin).toEqual([])
  })
})
