import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { ServerEntryExtras } from './server-entry'

/**
 * Counts page views (app/features/traffic) as the server answers them: a GET of a public page is
 * looked at before it is answered (anything else costs nothing more), and counted once its answer
 * is known to be a 2xx HTML page, prerendered or rendered. Nothing is added to the page.
 */
export function countPageViews(
  startPageView: NonNullable<ServerEntryExtras['startPageView']>,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET') {
      const count = startPageView({ path: req.path, url: req.originalUrl, headers: req.headers, ip: req.ip })
      if (count) res.on('finish', () => count(res.statusCode, String(res.getHeader('content-type') ?? '')))
    }
    next()
  }
}
