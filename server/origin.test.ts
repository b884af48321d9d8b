import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BUILD_ORIGIN } from '../app/lib/site-url'
import { replaceBuildOrigin, withSiteOrigin } from './origin'

/** A build whose document renderer streams `chunks` as they are given, with that content type. */
function buildRendering(chunks: string[], contentType: string): ServerBuild {
  const render = () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })
    return new Response(body, { status: 200, headers: { 'Content-Type': contentType } })
  }
  return { entry: { module: { default: render } } } as unknown as ServerBuild
}

async function renderWith(build: ServerBuild): Promise<string> {
  const response = await build.entry.module.default(
    new Request('http://localhost/'),
    200,
    new Headers(),
    {} as never,
    {} as never,
  )
  return response.text()
}

describe('the site origin in what the server sends', () => {
  it('replaces the build placeholder with the origin of SITE_URL', () => {
    expect(replaceBuildOrigin(`<a href="${BUILD_ORIGIN}/about">`, 'https://brightpath.example/')).toBe(
      '<a href="https://brightpath.example/about">',
    )
  })

  it('replaces it in a page rendered per request, also where a chunk boundary cuts it', async () => {
    const html = `<link rel="canonical" href="${BUILD_ORIGIN}/careers"/><p>“${BUILD_ORIGIN}”</p>`
    const cut = html.indexOf(BUILD_ORIGIN) + 9
    const chunks = [html.slice(0, cut), html.slice(cut, cut + 3), html.slice(cut + 3)]
    const build = withSiteOrigin(buildRendering(chunks, 'text/html; charset=utf-8'), 'http://localhost:4000')
    expect(await renderWith(build)).toBe(
      '<link rel="canonical" href="http://localhost:4000/careers"/><p>“http://localhost:4000”</p>',
    )
  })

  it('keeps text that only starts like the placeholder, and leaves other responses alone', async () => {
    const html = '<p>https://site-origin</p><p>https://site'
    const page = withSiteOrigin(buildRendering([html], 'text/html'), 'http://localhost:4000')
    expect(await renderWith(page)).toBe(html)
    const json = withSiteOrigin(buildRendering([BUILD_ORIGIN], 'application/json'), 'http://localhost:4000')
    expect(await renderWith(json)).toBe(BUILD_ORIGIN)
  })
})
