import { stripTrailing } from './strip'

/**
 * The page path a loader serves, from its request: '/developer' for '/developer', '/developer/'
 * and the single-fetch '/developer.data'. Lets one route module serve several prerendered paths.
 */
export function requestPath(request: Request): string {
  const path = stripTrailing(new URL(request.url).pathname.replace(/\.data$/, ''), '/')
  return path || '/'
}

/** The entry of `table` for the request's path, or a 404 response thrown to the error boundary. */
export function contentFor<K extends string, V>(table: Record<K, V>, request: Request): { path: K; page: V } {
  const path = requestPath(request)
  if (!Object.hasOwn(table, path)) throw new Response('Not found', { status: 404 })
  return { path: path as K, page: table[path as K] }
}
