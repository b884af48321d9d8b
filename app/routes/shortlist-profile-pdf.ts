import { clientProfileCopy as copy } from '~/content/client-profile'
import { clientShortlistCopy } from '~/content/client-shortlist'
import { CLIENT_PAGE_HEADERS, PROFILE_PAGE_STATUS, profileFileName } from '~/features/shortlists'
import { openClientProfile, renderClientProfilePdf } from '~/features/shortlists/index.server'
import { attachmentDisposition } from '~/server/admin/download.server'
import type { Route } from './+types/shortlist-profile-pdf'

/**
 * The candidate's profile as a PDF (/shortlist/<token>/candidates/<entry>/profile.pdf), for
 * clients who forward it: the profile page's content, drawn on the server on one A4 page. Behind
 * the same link and rules as the page; when it cannot be had, the same status and words as the
 * page, as plain text.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await openClientProfile(params.token, params.entryId)
  if (page.state !== 'live') {
    const words =
      page.state === 'gone'
        ? clientShortlistCopy.gone[page.reason]
        : page.state === 'unknown'
          ? clientShortlistCopy.unknown
          : copy.notOnList
    return new Response(`${words.title}\n\n${words.text}\n`, {
      status: PROFILE_PAGE_STATUS[page.state],
      headers: { ...CLIENT_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const pdf = await renderClientProfilePdf(page.profile, page.brief)
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...CLIENT_PAGE_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': attachmentDisposition(profileFileName(page.profile.displayName)),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
