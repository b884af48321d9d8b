import { site } from '~/content/site'
import { formatDateTimeIn } from '~/lib/format-date-time'

/**
 * Every date and time an e-mail shows, to staff or to the public: as people read them, in the
 * company's time zone with its name ("26 Nov 2026, 18:51 IST"), never an ISO timestamp.
 */
export function emailDateTime(iso: string): string {
  return formatDateTimeIn(iso, site.timeZone)
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

/** A subject line built from visitor text: one line, at most `max` characters. */
export function subjectLine(value: string, max = 120): string {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export interface EmailRow {
  label: string
  value: string | null | undefined
  /** Shown on its own lines below the label (messages, cover letters). */
  block?: boolean
}

export interface EmailContent {
  heading: string
  /** A member's own words, first after the heading, in their lines, signed ("A note from …"). */
  note?: { from: string; text: string }
  paragraphs: string[]
  rows?: EmailRow[]
  /** A closing line with a link, e.g. to the admin area. */
  link?: { label: string; href: string }
  /** Small print under it with a link of its own (a subscription's "change or leave"). */
  afterword?: { text: string; link: { label: string; href: string } }
}

const EMPTY = '(not given)'

/** The last line of every e-mail. */
const FOOTER = `${site.name} · ${site.address.locality}, ${site.country}`

function rowText({ label, value, block }: EmailRow): string {
  const shown = value?.trim() ? value : EMPTY
  return block ? `${label}:\n${shown}\n` : `${label}: ${shown}`
}

function rowHtml({ label, value, block }: EmailRow): string {
  const shown = value?.trim()
    ? escapeHtml(value).replace(/\n/g, '<br>')
    : `<span style="color:#64748b">${EMPTY}</span>`
  return block
    ? `<tr><th colspan="2">${escapeHtml(label)}</th></tr><tr><td colspan="2" style="background:#f1f5f9;white-space:pre-wrap">${shown}</td></tr>`
    : `<tr><th>${escapeHtml(label)}</th><td>${shown}</td></tr>`
}

/** The HTML around every e-mail's content: a white card on a light page, the footer below. */
function htmlDocument(content: string): string {
  return `<!doctype html><html><head><style>th{text-align:left;vertical-align:top;font-weight:normal;color:#475569;white-space:nowrap;padding-left:0}td{vertical-align:top}</style></head><body style="margin:0;padding:24px;background:#f7f9fc;font-family:Arial,Helvetica,sans-serif;color:#0a1226;font-size:15px;line-height:1.55">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:14px;padding:28px">
${content}
</div>
<p style="max-width:640px;margin:14px auto 0;color:#64748b;font-size:12px">${escapeHtml(FOOTER)}</p>
</body></html>`
}

/** The plain-text and HTML bodies of one e-mail; every value is escaped in the HTML. */
export function renderEmail({ heading, note, paragraphs, rows = [], link, afterword }: EmailContent): {
  text: string
  html: string
} {
  const text = [
    heading,
    '',
    ...(note ? [`${note.from}:`, note.text, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [rows.map(rowText).join('\n'), ''] : []),
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    ...(afterword ? [afterword.text, `${afterword.link.label}: ${afterword.link.href}`, ''] : []),
    FOOTER,
  ].join('\n')
  const html = htmlDocument(`<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${note ? `<div style="margin:0 0 18px;padding:12px 16px;border-left:3px solid #047a5f;background:#f1f5f9;border-radius:0 8px 8px 0"><p style="margin:0 0 6px;color:#475569;font-size:13px">${escapeHtml(note.from)}</p><div style="white-space:pre-wrap">${escapeHtml(note.text)}</div></div>` : ''}
${paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${rows.length ? `<table cellpadding="6" style="border-collapse:collapse;width:100%;margin:8px 0 16px">${rows.map(rowHtml).join('')}</table>` : ''}
${link ? `<p style="margin:16px 0 0"><a href="${escapeHtml(link.href)}" style="color:#047a5f">${escapeHtml(link.label)}</a></p>` : ''}
${afterword ? `<p style="margin:24px 0 0;color:#64748b;font-size:13px">${escapeHtml(afterword.text)} <a href="${escapeHtml(afterword.link.href)}" style="color:#047a5f">${escapeHtml(afterword.link.label)}</a></p>` : ''}`)
  return { text, html }
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g

/** Escaped text with its http(s) addresses as links (a link in a letter staff wrote). */
function linkedHtml(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    // Punctuation closing a sentence is not part of the address.
    let end = match[0].length
    while (end > 0 && '.,;:!?)'.includes(match[0].charAt(end - 1))) end--
    const url = match[0].slice(0, end)
    const at = match.index
    html += escapeHtml(text.slice(last, at))
    html += `<a href="${escapeHtml(url)}" style="color:#047a5f">${escapeHtml(url)}</a>`
    last = at + url.length
  }
  return html + escapeHtml(text.slice(last))
}

/**
 * A letter written by staff (a template filled in, or their own words): the text as written, and
 * the same in HTML, paragraph by paragraph, with its addresses as links and every value escaped.
 */
export function renderLetter(body: string): { text: string; html: string } {
  const paragraphs = body
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${linkedHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  return { text: `${body.trim()}\n\n${FOOTER}`, html: htmlDocument(paragraphs) }
}
