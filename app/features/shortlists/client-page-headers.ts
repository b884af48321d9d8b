/**
 * The headers of every page behind a client's link (the shortlist, a candidate's profile and its
 * PDF): never cached, never indexed, and the address (which holds the token) sent to no other site.
 * `same-origin`, not `no-referrer`: the page's own forms keep their Origin header (under
 * no-referrer a browser sends `Origin: null`, and the server refuses the post as cross-site).
 */
export const CLIENT_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
} as const
