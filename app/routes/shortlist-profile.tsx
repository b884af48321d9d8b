import { data } from 'react-router'
import { LinkButton } from '~/components/ui/button'
import { clientProfileCopy as copy } from '~/content/client-profile'
import { clientShortlistCopy } from '~/content/client-shortlist'
import { site } from '~/content/site'
import {
  CLIENT_PAGE_HEADERS,
  ClientProfileCard,
  ClientUnavailable,
  PROFILE_PAGE_STATUS,
} from '~/features/shortlists'
import { openClientProfile } from '~/features/shortlists/index.server'
import { clientProfilePdfPath, clientShortlistPath } from '~/lib/routes'
import type { RouteHandle } from '~/root'
import printCss from '~/styles/client-profile-print.css?url'
import type { Route } from './+types/shortlist-profile'

/**
 * A shared candidate's one-page profile (/shortlist/<token>/candidates/<entry>), linked from each
 * candidate on the client's shortlist as "View profile": public behind the client's link, rendered
 * per request, HTML and CSS only, noindex, never cached. It prints on one A4 page, and its PDF
 * (profile.pdf beside it) draws the same content on the server.
 */
export const handle: RouteHandle = { hideContactTab: true }

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printCss, media: 'print' }]

export const headers: Route.HeadersFunction = () => CLIENT_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.page.state === 'live' ? loaderData.page.profile.displayName : 'Candidate profile'} | ${site.name}`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'same-origin' },
]

export async function loader({ params }: Route.LoaderArgs) {
  const page = await openClientProfile(params.token, params.entryId)
  return data({ page }, { status: PROFILE_PAGE_STATUS[page.state], headers: CLIENT_PAGE_HEADERS })
}

export default function ClientCandidateProfile({ loaderData, params }: Route.ComponentProps) {
  const { page } = loaderData
  const shortlist = clientShortlistPath(params.token)
  if (page.state === 'gone') return <ClientUnavailable {...clientShortlistCopy.gone[page.reason]} />
  if (page.state === 'unknown') return <ClientUnavailable {...clientShortlistCopy.unknown} />
  if (page.state === 'not-on-list') {
    return <ClientUnavailable {...copy.notOnList} back={{ to: shortlist, label: copy.backToShortlist }} />
  }
  const { profile, brief } = page
  return (
    <section className="light py-8 md:py-14 print:py-0" aria-label={copy.kicker}>
      <div className="container-page max-w-4xl print:max-w-none print:px-0">
        <nav
          aria-label="Profile"
          className="mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 print:hidden"
        >
          <a
            href={shortlist}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←</span> {copy.backToShortlist}
          </a>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-slate-600">{copy.printHint}</p>
            <LinkButton to={clientProfilePdfPath(params.token, profile.entryId)} download>
              {copy.downloadPdf}
            </LinkButton>
          </div>
        </nav>
        <ClientProfileCard profile={profile} brief={brief} />
        <p className="mt-6 text-sm text-slate-600 print:hidden">{copy.privacy}</p>
      </div>
    </section>
  )
}
