import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PostArticle } from './post-article'

const article = {
  slug: 'a-clean-ledger',
  path: '/portfolio/a-clean-ledger',
  title: 'A clean ledger',
  excerpt: 'How a bank moved its ledger.',
  summary: 'How a bank moved its ledger in six weeks.',
  topics: ['financial-services'] as const,
  art: null,
  imageSide: 'left' as const,
  author: { slug: 'arjun-mehta', name: 'Arjun Mehta', jobTitle: 'CEO & Founder' },
  datePublished: '2026-11-02',
  readingMinutes: 4,
}

/** The header's back link, as [its words, where it leads]. */
function backLink(kind: 'insight' | 'case-study') {
  const html = renderToString(
    <MemoryRouter>
      <PostArticle article={article} bodyHtml="<p>Words.</p>" others={[]} kind={kind} />
    </MemoryRouter>,
  )
  const link = /<header[\s\S]*?<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/.exec(html)
  return [link?.[2]?.replace(/<[^<>]+>/g, '').trim(), link?.[1]]
}

describe('a published post’s way back (server render)', () => {
  it('leads from an insight to all insights', () => {
    expect(backLink('insight')).toEqual(['All insights', '/sectors'])
  })

  it('leads from a case study to the case studies on /portfolio', () => {
    expect(backLink('case-study')).toEqual(['All case studies', '/portfolio#case-studies'])
  })
})
