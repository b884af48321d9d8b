import type { ServerBuild } from 'react-router'
import { BUILD_ORIGIN } from '../app/lib/site-url'

/** The build's placeholder origin replaced with SITE_URL's origin (scheme, host and port). */
export function replaceBuildOrigin(text: string, siteUrl: string): string {
  return text.replaceAll(BUILD_ORIGIN, new URL(siteUrl).origin)
}

const PLACEHOLDER = Buffer.from(BUILD_ORIGIN)

/** How many bytes at the end of `data` could be the start of the placeholder, cut by a chunk boundary. */
function partialPlaceholderAtEnd(data: Buffer): number {
  for (let length = Math.min(PLACEHOLDER.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(PLACEHOLDER.subarray(0, length))) return length
  }
  return 0
}

/** Works on bytes, one stage: the placeholder and any origin are ASCII, so no decoding is needed. */
function replaceBuildOriginStream(siteUrl: string): TransformStream<Uint8Array, Uint8Array> {
  const origin = Buffer.from(new URL(siteUrl).origin)
  let pending = Buffer.alloc(0)
  return new TransformStream({
    transform(chunk, controller) {
      const data = pending.length
        ? Buffer.concat([pending, chunk])
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      const parts: Buffer[] = []
      let from = 0
      for (let at = data.indexOf(PLACEHOLDER); at !== -1; at = data.indexOf(PLACEHOLDER, from)) {
        parts.push(data.subarray(from, at), origin)
        from = at + PLACEHOLDER.length
      }
      const rest = data.subarray(from)
      const hold = partialPlaceholderAtEnd(rest)
      parts.push(rest.subarray(0, rest.length - hold))
      pending = Buffer.from(rest.subarray(rest.length - hold))
      const out = parts.length === 1 ? parts[0]! : Buffer.concat(parts)
      if (out.length) controller.enqueue(out)
    },
    flush(controller) {
      if (pending.length) controller.enqueue(pending)
    },
  })
}

/**
 * The build whose pages rendered per request carry SITE_URL wherever app code still holds the
 * placeholder: an origin read into a module-level constant while the build loaded, before the
 * server had set SITE_URL (app/lib/site-url.ts). Documents only; loader data is made at request
 * time, after the origin is set.
 */
export function withSiteOrigin(build: ServerBuild, siteUrl: string): ServerBuild {
  const renderDocument = build.entry.module.default
  const module: ServerBuild['entry']['module'] = {
    ...build.entry.module,
    default: async (...args: Parameters<typeof renderDocument>) => {
      const response = await renderDocument(...args)
      if (!response.body || !response.headers.get('Content-Type')?.startsWith('text/html')) return response
      const body = response.body.pipeThrough(replaceBuildOriginStream(siteUrl))
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    },
  }
  return { ...build, entry: { ...build.entry, module } }
}
