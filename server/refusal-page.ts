import type { Request, Response } from 'express'
import { createRequestHandler, data, type AppLoadContext, type ServerBuild } from 'react-router'

const REFUSAL = Symbol.for('brightpath.refusal')
type RefusalContext = AppLoadContext & { [REFUSAL]: number }

/**
 * The designed error page (the root route's error boundary, in the site's shell) for a request
 * refused before the app read it. It is rendered by the same build with one change, a root loader
 * that throws the refusal's status, for a request of the home page: so no route of the page that
 * was asked for runs (an admin page's guard would otherwise answer with a redirect to sign in),
 * only the home page's loader, which reads static content.
 */
export function createRefusalPageRenderer(build: ServerBuild) {
  const root = build.routes.root
  if (!root) throw new Error('The server build has no root route.')
  const refusalBuild: ServerBuild = {
    ...build,
    routes: {
      ...build.routes,
      root: {
        ...root,
        module: {
          ...root.module,
          loader: ({ context }: { context: RefusalContext }) => {
            throw data(null, { status: context[REFUSAL] })
          },
        },
      },
    },
  }
  const handle = createRequestHandler(refusalBuild, 'production')
  return async (req: Request, status: number, nonce: string): Promise<globalThis.Response> => {
    // A fixed origin: the Host header is the client's to choose, and the page links relatively.
    const request = new globalThis.Request('http://localhost/', { headers: { Accept: 'text/html' } })
    const context = { cspNonce: nonce, clientIp: req.ip, [REFUSAL]: status } as RefusalContext
    return handle(request, context)
  }
}

/**
 * Writes a rendered page to Express's response, with the status of the refusal, in one go: the
 * app may be answering the same request meanwhile (it can answer before reading the body), and
 * whichever answer starts first must be the only one written.
 */
export async function sendRefusalPage(res: Response, page: globalThis.Response) {
  const body = Buffer.from(await page.arrayBuffer())
  if (res.headersSent) return
  res.status(page.status)
  res.setHeader('Content-Type', page.headers.get('Content-Type') ?? 'text/html; charset=utf-8')
  res.end(body)
}
