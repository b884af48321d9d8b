import { describe, expect, it } from 'vitest'
import { renderPostBody, sanitizeBodyHtml } from './sanitize-body.server'

const SHA = 'a'.repeat(64)
const CHART = {
  id: 7,
  alt: 'A chart',
  width: 1440,
  height: 810,
  variants: [480, 960, 1440].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({ format, width, file: `${SHA}-${width}.${format}` })),
  ),
}

describe('a post body as HTML', () => {
  it('draws an uploaded image of the body at every width made of it, sized and lazy', () => {
    const html = renderPostBody(`Before.\n\n![A chart of "sales" <2026>](/uploads/${SHA}-1440.webp)`, {
      [SHA]: CHART,
    })
    const srcset = (format: string) =>
      [480, 960, 1440].map((w) => `/uploads/${SHA}-${w}.${format} ${w}w`).join(', ')
    const sizes = '(min-width: 48rem) 48rem, 100vw'
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${srcset('avif')}" sizes="${sizes}">` +
        `<img src="/uploads/${SHA}-1440.webp" srcset="${srcset('webp')}" sizes="${sizes}" width="1440" height="810"` +
        ' alt="A chart of &quot;sales&quot; &lt;2026&gt;" loading="lazy" decoding="async"></picture>',
    )
    // An image the table does not know stays as written; one from elsewhere is still dropped.
    expect(renderPostBody(`![Other](/uploads/${'b'.repeat(64)}-960.webp)`, { [SHA]: CHART })).toContain(
      `<img src="/uploads/${'b'.repeat(64)}-960.webp" alt="Other" loading="lazy" decoding="async" />`,
    )
    expect(renderPostBody('![Pixel](https://tracker.example/p.gif)', { [SHA]: CHART })).not.toContain('<img')
  })

  it('keeps headings with their anchors, lists, links, quotes, images and code', () => {
    const html = renderPostBody(
      [
        '## Why it matters {#why}',
        '- one\n- two',
        '1. first',
        '> A quote',
        '[Contact us](/contact) and [a guide](https://example.com/guide)',
        '![A chart](/uploads/abc-960.webp)',
        '`code` and\n\n```\nblock\n```',
      ].join('\n\n'),
    )
    expect(html).toContain('<h2 id="why">Why it matters</h2>')
    expect(html).toContain('<ul>\n<li>one</li>')
    expect(html).toContain('<ol>\n<li>first</li>')
    expect(html).toContain('<blockquote>\n<p>A quote</p>')
    expect(html).toContain('<a href="/contact">Contact us</a>')
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">a guide</a>')
    expect(html).toContain(
      '<img src="/uploads/abc-960.webp" alt="A chart" loading="lazy" decoding="async" />',
    )
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<pre><code>block\n</code></pre>')
  })

  it('strips scripts, on* attributes, javascript: links and images from elsewhere', () => {
    const md = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '![pixel](https://tracker.example/p.gif)',
    ].join('\n\n')
    const html = renderPostBody(md)
    // What was typed as HTML is shown as text, never as a tag or an attribute.
    // eslint-disable-next-line regexp/no-super-linear-move -- short HTML of the test's own
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|href="javascript:/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')

    const hostile = sanitizeBodyHtml(
      '<p onclick="x()">Hi <a href="javascript:alert(1)" onmouseover="y()">there</a></p><script>z()</script>' +
        '<img src="/uploads/a.webp" onerror="e()"><a href="JaVaScRiPt:alert(1)">x</a><iframe src="https://e.x"></iframe>',
    )
    expect(hostile).not.toMatch(/onclick|onmouseover|onerror|javascript:|<script|<iframe/i)
    expect(hostile).toContain('<p>Hi <a>there</a></p>')
    expect(hostile).toContain('<img src="/uploads/a.webp" />')
  })
})
