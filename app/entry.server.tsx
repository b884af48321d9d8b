import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { loggableUrl } from '~/lib/loggable-url'
import { NonceProvider } from '~/lib/nonce'
import { PassThrough } from 'node:stream'

export { startServices } from '~/server/services.server'
export { pingDatabase } from '~/server/db/client.server'
export { earlyRefusalReply } from '~/server/submissions/responses.server'
export { peekSubmissionAllowanceFor } from '~/server/security/rate-limit.server'
export { clientBucket } from '~/server/security/client-ip.server'
export { startPageView } from '~/features/traffic/index.server'
export { isPublishedPagePath } from '~/lib/routes'
import { publishedPagesVersion as postsVersion } from '~/features/publishing/index.server'
import { teamPageVersion } from '~/features/team-page/index.server'
import { logger } from '~/server/logger.server'

/**
 * What the pages made from published content are kept by (server/published-pages.ts): the posts
 * and their bylines, the team page and the client quotes. A change to any makes them again.
 */
export async function publishedPagesVersion(): Promise<string> {
  const [posts, teamPage] = [await postsVersion(), await teamPageVersion()]
  return `${posts} || ${teamPage}`
}

export { logger }

export const streamTimeout = 5_000

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  // Unknown paths are answered by the designed 404 page; they are not errors of ours.
  if (isRouteErrorResponse(error) && error.status === 404) return
  logger.error(
    { err: error instanceof Error ? error.stack : String(error), url: loggableUrl(request.url) },
    'request failed',
  )
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered)
            logger.error({ err: error instanceof Error ? error.stack : String(error) }, 'render failed')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
