import sanitizeHtml from 'sanitize-html'
import { UPLOADED_MEDIA_PREFIX, type ImageFormat, type ImageView } from '~/contracts/posts'
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

/** How wide a body image is drawn: the column of text, 48rem at most (post-figure.tsx's too). */
const BODY_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw'

const srcSet = (image: ImageView, format: ImageFormat) =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${UPLOADED_MEDIA_PREFIX}/${v.file} ${v.width}w`)
    .join(', ')

/** An uploaded image's <img> as the sanitiser leaves it: its file's SHA-256, and its other attributes. */
const CLEAN_UPLOADED_IMG = /<img src="\/uploads\/([0-9a-f]{64})-\d+\.(?:avif|webp)"([^>]*)>/g

/**
 * An uploaded image in the body, drawn as the hero is: AVIF, then WebP, at every width made of it,
 * with its size (no shift as it arrives) and lazily. Only images found in the images table change,
 * and only attributes the sanitiser kept (escaped) are carried over, so nothing the writer typed
 * gets past it.
 */
function drawUploadedImages(html: string, images: Readonly<Record<string, ImageView>>): string {
  return html.replace(CLEAN_UPLOADED_IMG, (tag, sha: string, rest: string) => {
    const image = images[sha]
    const webp = image?.variants.filter((v) => v.format === 'webp').at(-1)
    if (!image || !webp) return tag
    const kept = rest
      .replace(/\/$/, '')
      .replace(/\s(?:width|height)="[^"]*"/g, '')
      .trimEnd()
    return (
      `<picture><source type="image/avif" srcset="${srcSet(image, 'avif')}" sizes="${BODY_IMAGE_SIZES}">` +
      `<img src="${UPLOADED_MEDIA_PREFIX}/${webp.file}" srcset="${srcSet(image, 'webp')}" sizes="${BODY_IMAGE_SIZES}"` +
      ` width="${image.width}" height="${image.height}"${kept}></picture>`
    )
  })
}

/**
 * A post's Markdown as the HTML a page shows: rendered, then cleaned; its uploaded images with
 * every width made of them (`images`, by SHA-256: PostView's bodyImages).
 */
export function renderPostBody(markdown: string, images: Readonly<Record<string, ImageView>> = {}): string {
  return drawUploadedImages(sanitizeBodyHtml(renderMarkdown(markdown)), images)
}
