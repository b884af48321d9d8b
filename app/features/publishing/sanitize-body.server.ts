import sanitizeHtml from 'sanitize-html'
import { renderMarkdown } from './markdown'

/**
 * What a post's body may hold once it is HTML: headings, paragraphs, lists, links, quotes,
 * images and code, and nothing that runs. The renderer passes no raw HTML already; this is the
 * second lock, so a bug in either never puts a script on a published page.
 */
const BODY_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Images come from our own site only (uploads and the site's media): no tracking pixels.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(uploads|media)\//.test(frame.attribs.src ?? ''),
  transformTags: {
    // A level-one heading is the page's title: the body's start at h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }
    },
  },
}
BODY_POLICY.allowedAttributes = { ...BODY_POLICY.allowedAttributes, a: ['href', 'title', 'rel'] }

/** Cleans HTML to what a post's body may hold. */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, BODY_POLICY)
}

/** A post's Markdown as the HTML a page shows: rendered, then cleaned. */
export function renderPostBody(markdown: string): string {
  return sanitizeBodyHtml(renderMarkdown(markdown))
}
