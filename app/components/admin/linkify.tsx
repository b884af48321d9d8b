import type { ReactNode } from 'react'
import { stripTrailing } from '~/lib/strip'

const CANDIDATE = /(?:https?:\/\/|mailto:)[^\s<>"'`]+/gi
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])
const TRAILING = '.,;:!?)]}'

export const UGC_REL = 'noopener noreferrer nofollow ugc'

/** Drops sentence punctuation after a link, keeping a closing bracket that has its opening one. */
function trimTrailing(candidate: string): string {
  let url = stripTrailing(candidate, TRAILING)
  const rest = candidate.slice(url.length)
  for (const char of rest) {
    const open = char === ')' ? '(' : char === ']' ? '[' : char === '}' ? '{' : null
    if (!open || url.split(open).length <= url.split(char).length) break
    url += char
  }
  return url
}

/** The URL when it is a well-formed http(s) or mailto link, otherwise null. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null
    if (url.protocol !== 'mailto:' && !url.hostname) return null
    return url.href
  } catch {
    return null
  }
}

/**
 * Visitor text as React nodes: http, https and mailto links become anchors (rel="noopener
 * noreferrer nofollow ugc", new tab); everything else stays text, which React escapes.
 */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index
    const raw = trimTrailing(match[0])
    const href = safeHref(raw)
    if (!href) continue
    if (start > last) nodes.push(text.slice(last, start))
    nodes.push(
      <a
        key={start}
        href={href}
        rel={UGC_REL}
        target="_blank"
        className="text-accent-700 underline underline-offset-2 wrap-anywhere hover:text-navy-900"
      >
        {raw}
      </a>,
    )
    last = start + raw.length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}

export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return <span className={className ?? 'whitespace-pre-wrap break-words'}>{linkify(text)}</span>
}
