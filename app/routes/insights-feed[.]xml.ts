import { buildAtomFeed, listPublished } from '~/features/publishing/index.server'

/** The published insights as an Atom feed, newest first; kept with the pages until the next publication. */
export async function loader() {
  const body = buildAtomFeed(await listPublished('insight'))
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
