import { CLIENT_SHORTLIST_PREFIX } from './routes'

/** Query parameters that carry a link's secret token (the status page's sign-in link). */
const SECRET_PARAMS = ['token']
/** Paths whose last segment is a secret token (a client's shortlist), any case. */
const TOKEN_PATH_PREFIXES: readonly string[] = [`${CLIENT_SHORTLIST_PREFIX}/`]
const HIDDEN = 'hidden'
const HIDDEN_PATH_TOKEN = '[token]'

/**
 * A request's URL (absolute, or a path with its query) as it may be written to a log: the value
 * of a secret parameter replaced, and a token in a path of TOKEN_PATH_PREFIXES replaced with the
 * query dropped, so a token in a link never reaches a log line.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? ''
  const pathname = path.slice(origin.length).toLowerCase()
  const prefix = TOKEN_PATH_PREFIXES.find((p) => pathname.startsWith(p))
  if (prefix) return `${path.slice(0, origin.length + prefix.length)}${HIDDEN_PATH_TOKEN}`
  if (at === -1) return url
  const params = new URLSearchParams(url.slice(at + 1))
  let hidden = false
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, HIDDEN)
      hidden = true
    }
  }
  return hidden ? `${path}?${params.toString()}` : url
}
