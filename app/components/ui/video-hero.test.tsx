import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Picture, VideoHero } from './video-hero'

const video = {
  webm: '/media/video/home-1.webm',
  mp4: '/media/video/home-1.mp4',
  poster: {
    avif: '/media/video/home-1-1280.avif',
    webp: '/media/video/home-1-1280.webp',
    avifSmall: '/media/video/home-1-640.avif',
    webpSmall: '/media/video/home-1-640.webp',
  },
  width: 1280,
  height: 720,
}

describe('VideoHero (server render)', () => {
  it('renders the poster as a prioritised <picture> and no video yet', () => {
    const html = renderToString(
      <VideoHero video={video} priority fullScreen>
        <h1>Build what is next</h1>
      </VideoHero>,
    )
    // Sized for the cover it draws (a full-height 16:9 frame on a phone), not the viewport width.
    expect(html).toContain(
      'srcSet="/media/video/home-1-640.avif 640w, /media/video/home-1-1280.avif 1280w" sizes="max(100vw, 178svh)"',
    )
    expect(html).toContain('type="image/webp"')
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/)
    expect(html).toContain('loading="eager"')
    expect(html).not.toContain('<video')
    expect(html).not.toContain('<button')
    expect(html).toContain('<h1>Build what is next</h1>')
    expect(html).toContain('min-h-[calc(100svh-var(--spacing-header))]')
  })

  it('leaves out the poster of a hero hidden at first (a later slide) until hydration', () => {
    const later = renderToString(
      <VideoHero video={video} posterAfterHydration videoEnabled={false}>
        <p>Slide 2</p>
      </VideoHero>,
    )
    expect(later).not.toContain('home-1-1280')
    expect(later).toContain('<p>Slide 2</p>')
    const first = renderToString(
      <VideoHero video={video} videoEnabled={false}>
        <p>Slide 1</p>
      </VideoHero>,
    )
    expect(first).toContain('home-1-1280')
  })

  it('lazy-loads posters below the fold', () => {
    const html = renderToString(<Picture {...video.poster} alt="" width={1280} height={720} />)
    expect(html).toContain('loading="lazy"')
    expect(html).not.toMatch(/fetchpriority/i)
  })
})
