import { CLIENT_SHORTLIST_PREFIX } from './routes'

/** Paths whose last segment is a secret token (a client's shortlist), any case. */
const TOKEN_PATH_PREFIXES: readonly string[] = [`${CLIENT_SHORTLIST_PREFIX}/`]
const HIDDEN_PATH_TOKEN = '[token]'

/**
 * A request's URL (absolute, or a path with its query) as it may be written to a log: without its
 * query string, where searches (a name, an e-mail address typed into the admin's search) and a
 * link's token (the status page's sign-in link) would otherwise be kept, and with the token of a
 * path of TOKEN_PATH_PREFIXES replaced, so neither personal data nor a token reaches a log line.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? ''
  const pathname = path.slice(origin.length).toLowerCase()
  const prefix = TOKEN_PATH_PREFIXES.find((p) => pathname.startsWith(p))
  return prefix ? `${path.slice(0, origin.length + prefix.length)}${HIDDEN_PATH_TOKEN}` : path
}
