import MarkdownIt from 'markdown-it'
type Markdown = InstanceType<typeof MarkdownIt>

/*
 * A post's Markdown as HTML: headings, lists, links, quotes, images and code; raw HTML is never
 * passed through (`html: false`), and markdown-it refuses javascript:, vbscript: and most data:
 * links. The same renderer draws the editor's live preview in the browser and the published page
 * on the server, where sanitizeBodyHtml (sanitize-body.server.ts) also cleans what it made.
 */

/** `## Heading {#anchor}`: the anchor a heading keeps (the four first articles' section links). */
const HEADING_ANCHOR = /^\{#([a-z0-9][a-z0-9-]{0,79})\}$/

/** The anchor at the end of a heading's text, and the text before it; null when there is none. */
function splitAnchor(text: string): { text: string; id: string } | null {
  const at = text.lastIndexOf('{#')
  const id = at === -1 ? undefined : HEADING_ANCHOR.exec(text.slice(at).trimEnd())?.[1]
  return id ? { text: text.slice(0, at).trimEnd(), id } : null
}

function headingAnchors(md: Markdown) {
  md.core.ruler.push('heading_anchors', (state) => {
    const tokens = state.tokens
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]
      const inline = tokens[i + 1]
      if (open?.type !== 'heading_open' || inline?.type !== 'inline') continue
      const anchor = splitAnchor(inline.content)
      if (!anchor) continue
      open.attrSet('id', anchor.id)
      inline.content = anchor.text
      const last = inline.children?.at(-1)
      const rest = last?.type === 'text' ? splitAnchor(last.content) : null
      if (last && rest) last.content = rest.text
    }
  })
}

/** Images in a post's body are below its headline: they wait until the reader nears them. */
function lazyImages(md: Markdown) {
  const render = md.renderer.rules.image
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]
    token?.attrSet('loading', 'lazy')
    token?.attrSet('decoding', 'async')
    return render ? render(tokens, index, options, env, self) : self.renderToken(tokens, index, options)
  }
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
  .use(headingAnchors)
  .use(lazyImages)

/** The Markdown of a post's body as HTML (not yet sanitised: the server does that before showing it). */
export function renderMarkdown(source: string): string {
  return markdown.render(source)
}

/** Words in a text (Markdown or plain): the basis of the reading time. */
export function countWords(text: string): number {
  return text
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
}

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(...texts: string[]): number {
  return Math.max(1, Math.round(texts.reduce((sum, text) => sum + countWords(text), 0) / 230))
}
