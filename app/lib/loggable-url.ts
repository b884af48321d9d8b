/** Query parameters that carry a link's secret token (the status page's sign-in link). */
const SECRET_PARAMS = ['token']

/**
 * A request's URL (absolute, or a path with its query) as it may be written to a log: the value
 * of a secret parameter replaced, so a token in a link never reaches a log line.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const params = new URLSearchParams(url.slice(at + 1))
  let hidden = false
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, 'hidden')
      hidden = true
    }
  }
  return hidden ? `${url.slice(0, at)}?${params.toString()}` : url
}
