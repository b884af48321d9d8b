import { site } from '~/content/site'
import { absoluteUrl } from '~/lib/site-url'
import type { PostView } from './contract'
import { renderPostBody } from './sanitize-body.server'

export const FEED_PATH = '/insights/feed.xml'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Relative links and images in a body as absolute ones: a feed reader has no page to resolve them against. */
const absolutise = (html: string) =>
  html.replace(/\b(href|src)="\/(?!\/)/g, (_, attr: string) => `${attr}="${absoluteUrl('/')}/`)

/** The published insights as an Atom 1.0 feed (RFC 4287), newest first, each with its whole text. */
export function buildAtomFeed(insights: readonly PostView[]): string {
  const self = absoluteUrl(FEED_PATH)
  const updated = insights.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    '1970-01-01T00:00:00.000Z',
  )
  const entries = insights.map((post) => {
    const url = absoluteUrl(post.path)
    const published = post.publishedAt ?? post.updatedAt
    const modified = post.updatedAt > published ? post.updatedAt : published
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${published}</published>`,
      `    <updated>${modified}</updated>`,
      `    <author><name>${escapeXml(post.author.name)}</name></author>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(absolutise(renderPostBody(post.bodyMd)))}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <title>${escapeXml(`${site.name}: insights`)}</title>`,
    `  <subtitle>${escapeXml('Practical thinking from our consultants, engineers and recruiters.')}</subtitle>`,
    `  <id>${escapeXml(self)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl('/sectors'))}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
