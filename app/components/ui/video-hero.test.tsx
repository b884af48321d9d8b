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
  const html = renderToString(
    <VideoHero video={video} priority fullScreen>
      <h1>Build what is next</h1>
    </VideoHero>,
  )

  it('renders the poster as a prioritised <picture>', () => {
    // Sized for the cover it draws (a full-height 16:9 frame on a phone), not the viewport width.
    expect(html).toContain(
      'srcSet="/media/video/home-1-640.avif 640w, /media/video/home-1-1280.avif 1280w" sizes="max(100vw, 178svh)"',
    )
    expect(html).toContain('type="image/webp"')
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('<h1>Build what is next</h1>')
    expect(html).toContain('min-h-[calc(100svh-var(--spacing-header))]')
  })

  it('has a muted looping video for the shell script to start, offered only to visitors who welcome motion', () => {
    expect(html).toMatch(/<video data-autoplay="" muted="" loop="" playsInline=""[^>]*aria-hidden="true"/)
    expect(html).not.toMatch(/\sautoplay=/i)
    expect(html).toContain(
      '<source media="(prefers-reduced-motion: no-preference)" src="/media/video/home-1.webm" type="video/webm"/>',
    )
    expect(html.match(/<source media="\(prefers-reduced-motion: no-preference\)"/g)).toHaveLength(2)
    expect(html).toMatch(/<video[^>]*class="[^"]*motion-reduce:hidden/)
  })

  it('has a pause control that works without script: a named checkbox', () => {
    expect(html).toMatch(/<input type="checkbox"[^>]*data-video-pause=""/)
    expect(html).toContain('<span class="sr-only">Pause background video</span>')
  })

  it('lazy-loads posters below the fold', () => {
    const later = renderToString(<Picture {...video.poster} alt="" width={1280} height={720} />)
    expect(later).toContain('loading="lazy"')
    expect(later).not.toMatch(/fetchpriority/i)
  })
})
