import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LinkifiedText, linkify, safeHref } from './linkify'

const html = (text: string) => renderToStaticMarkup(<LinkifiedText text={text} />)
const anchors = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])

describe('linkify', () => {
  it('turns http, https and mailto into anchors with the UGC rel', () => {
    const markup = html('See https://example.com/a?b=1&c=2, http://x.test or mailto:hr@example.com.')
    expect(anchors(markup)).toEqual([
      'https://example.com/a?b=1&amp;c=2',
      'http://x.test/',
      'mailto:hr@example.com',
    ])
    expect(markup.match(/rel="noopener noreferrer nofollow ugc"/g)).toHaveLength(3)
    expect(markup).toContain('>https://example.com/a?b=1&amp;c=2</a>, ')
    expect(markup).toContain('</a>.</span>')
  })

  it('keeps a closing bracket that belongs to the URL and drops one that does not', () => {
    expect(anchors(html('(https://en.wikipedia.org/wiki/Foo_(bar))'))).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    ])
    expect(anchors(html('(see https://example.com)'))).toEqual(['https://example.com/'])
  })

  it.each([
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['javascript:alert(document.cookie)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['"><svg onload=alert(1)>'],
    ['<a href="javascript:alert(1)">click</a>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('shows %s as inert text', (payload) => {
    const markup = html(payload)
    expect(markup).not.toMatch(/<(script|img|svg|a)\b/i)
    const tags = markup.match(/<[^<>]*>/g) ?? []
    expect(tags.filter((tag) => /\son\w+=/i.test(tag))).toEqual([])
    expect(markup.replace(/<\/?span[^>]*>/g, '')).toBe(
      payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    )
  })

  it('never links a URL that smuggles markup or another scheme', () => {
    const markup = html('https://ok.test/"onmouseover="alert(1) and javascript:https://evil.test')
    expect(anchors(markup)).toEqual(['https://ok.test/', 'https://evil.test/'])
    expect(markup).not.toMatch(/<a [^>]*onmouseover/i)
    expect(markup).toContain('&quot;onmouseover=&quot;alert(1)')
  })

  it('returns plain text untouched', () => {
    expect(linkify('no links here')).toEqual(['no links here'])
    expect(linkify('')).toEqual([])
  })

  it('accepts only http(s) with a host and mailto', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/')
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('https://')).toBeNull()
    expect(safeHref('ftp://example.com')).toBeNull()
  })
})
