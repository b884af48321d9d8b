import { site } from '~/content/site'

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
  paragraphs: string[]
  rows?: EmailRow[]
  /** A closing line with a link, e.g. to the admin area. */
  link?: { label: string; href: string }
}

const EMPTY = '(not given)'

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

/** The plain-text and HTML bodies of one e-mail; every value is escaped in the HTML. */
export function renderEmail({ heading, paragraphs, rows = [], link }: EmailContent): {
  text: string
  html: string
} {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [rows.map(rowText).join('\n'), ''] : []),
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    `${site.name} · ${site.address.locality}, ${site.country}`,
  ].join('\n')
  const html = `<!doctype html><html><head><style>th{text-align:left;vertical-align:top;font-weight:normal;color:#475569;white-space:nowrap;padding-left:0}td{vertical-align:top}</style></head><body style="margin:0;padding:24px;background:#f7f9fc;font-family:Arial,Helvetica,sans-serif;color:#0a1226;font-size:15px;line-height:1.55">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:14px;padding:28px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${rows.length ? `<table cellpadding="6" style="border-collapse:collapse;width:100%;margin:8px 0 16px">${rows.map(rowHtml).join('')}</table>` : ''}
${link ? `<p style="margin:16px 0 0"><a href="${escapeHtml(link.href)}" style="color:#047a5f">${escapeHtml(link.label)}</a></p>` : ''}
</div>
<p style="max-width:640px;margin:14px auto 0;color:#64748b;font-size:12px">${escapeHtml(site.name)} · ${escapeHtml(site.address.locality)}, ${escapeHtml(site.country)}</p>
</body></html>`
  return { text, html }
}
