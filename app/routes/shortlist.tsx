import { data, redirect } from 'react-router'
import {
  CLIENT_PAGE_HEADERS,
  ClientCandidateCard,
  ClientUnavailable,
  type AnswerError,
} from '~/features/shortlists'
import { ClientInterviews, isInterviewIntent, type InterviewStepError } from '~/features/interviews'
import { actOnInterviewAsClient, openClientInterviews } from '~/features/interviews/index.server'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { clientShortlistCopy as copy } from '~/content/client-shortlist'
import { site } from '~/content/site'
import { longDate, SHORTLIST_MESSAGES, type ClientAnswer } from '~/contracts/shortlists'
import { clientProfilePath, clientShortlistPath } from '~/lib/routes'
import type { RouteHandle } from '~/root'
import { getClientIp, hashIp } from '~/server/security/client-ip.server'
import { answerClientShortlist, openClientShortlist, typedAnswer } from '~/features/shortlists/index.server'
import { spendSubmissionAllowance } from '~/server/submissions/guard.server'
import type { Route } from './+types/shortlist'

/**
 * The client's shortlist (/shortlist/<token>): public, rendered per request, HTML and CSS only
 * (no script), noindex, never cached, and its address (which holds the token) sent to no other site.
 */
export const handle: RouteHandle = { hideContactTab: true }

export const headers: Route.HeadersFunction = () => CLIENT_PAGE_HEADERS

export const meta: Route.MetaFunction = () => [
  { title: `Your shortlist | ${site.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'same-origin' },
]

type PageState = Awaited<ReturnType<typeof openClientShortlist>>

/** The answer just given (`?answered=<entry>`, `&changed=1` for a change), as the page confirms it. */
function answeredNow(
  page: PageState,
  entryParam: string | null,
  changed: boolean,
): { answer: ClientAnswer; changed: boolean } | null {
  if (page.state !== 'live' || !entryParam) return null
  const entry = page.entries.find((e) => String(e.id) === entryParam)
  if (entry?.stage === 'interview-requested') return { answer: 'interview', changed }
  if (entry?.stage === 'declined') return { answer: 'declined', changed }
  return null
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const answeredParam = url.searchParams.get('answered')
  // Each opening counts once: not the page drawn again after an answer, nor a HEAD.
  const countView = request.method === 'GET' && answeredParam === null
  const page = await openClientShortlist(params.token, { countView })
  const status = page.state === 'live' ? 200 : page.state === 'gone' ? 410 : 404
  const changed = url.searchParams.get('changed') === '1'
  const interviews =
    page.state === 'live' ? await openClientInterviews(params.token, url.searchParams.get('zone')) : null
  return data(
    {
      page,
      answered: answeredNow(page, answeredParam, changed),
      interviews,
      interviewDone: url.searchParams.get('interview'),
    },
    { status, headers: CLIENT_PAGE_HEADERS },
  )
}

/**
 * The client's answer about one candidate. Each answer e-mails the brief's owner, so it counts
 * against the submission allowance of the client's address (CLIENT_SHORTLIST_FORM); a spent
 * allowance is said beside the answer, with what was typed kept.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData()
  if (isInterviewIntent(form.get('intent'))) return interviewStep(request, params.token, form, context)
  const note = form.get('note')
  const typedNote = typeof note === 'string' ? note : ''
  const spent = await spendSubmissionAllowance('client-shortlist', await hashIp(getClientIp(context)))
  if (spent) {
    const typed = typedAnswer(form)
    const error: AnswerError & { entryId: number | null } = {
      entryId: typed.answer ? typed.entryId : null,
      answer: typed.answer,
      message: spent.message,
      note: typedNote,
    }
    const headers = { ...CLIENT_PAGE_HEADERS, 'Retry-After': String(spent.retryAfterSeconds) }
    return data({ error }, { status: 429, headers })
  }
  const result = await answerClientShortlist(params.token, form)
  if (result.ok) {
    const changed = result.changed ? '&changed=1' : ''
    throw redirect(
      `${clientShortlistPath(params.token)}?answered=${result.entryId}${changed}#candidate-${result.entryId}`,
      {
        status: 303,
        headers: CLIENT_PAGE_HEADERS,
      },
    )
  }
  if (result.code === 'gone' || result.code === 'unknown') {
    return data({ error: null }, { status: result.code === 'gone' ? 410 : 404, headers: CLIENT_PAGE_HEADERS })
  }
  const error: AnswerError & { entryId: number | null } =
    result.code === 'invalid'
      ? {
          entryId: result.entryId,
          answer: result.answer,
          message: result.message,
          note: typedNote,
        }
      : {
          entryId: result.entryId,
          answer: null,
          message: REFUSALS[result.code],
          note: '',
        }
  return data({ error }, { status: result.code === 'invalid' ? 400 : 409, headers: CLIENT_PAGE_HEADERS })
}

/**
 * A step of an interview from the client's page (take a time, ask for others, a change, cancel),
 * under the same allowance as the answers. Done: back to the page, which says so; refused: the
 * page with the reason beside the interview, and a 4xx.
 */
async function interviewStep(
  request: Request,
  token: string,
  form: FormData,
  context: Route.ActionArgs['context'],
) {
  const spent = await spendSubmissionAllowance('client-shortlist', await hashIp(getClientIp(context)))
  if (spent) {
    const interviewError: InterviewStepError = { interviewId: null, message: spent.message, note: '' }
    const headers = { ...CLIENT_PAGE_HEADERS, 'Retry-After': String(spent.retryAfterSeconds) }
    return data({ error: null, interviewError }, { status: 429, headers })
  }
  const result = await actOnInterviewAsClient(token, form)
  if (result.ok) {
    const zone = new URL(request.url).searchParams.get('zone')
    const keep = zone ? `&zone=${encodeURIComponent(zone)}` : ''
    throw redirect(`${clientShortlistPath(token)}?interview=${result.done}${keep}#interviews`, {
      status: 303,
      headers: CLIENT_PAGE_HEADERS,
    })
  }
  const interviewError: InterviewStepError = {
    interviewId: result.interviewId,
    message: result.message,
    note: result.note,
    ...(result.field ? { field: result.field } : {}),
    ...(result.outcome ? { outcome: result.outcome } : {}),
  }
  return data({ error: null, interviewError }, { status: result.status, headers: CLIENT_PAGE_HEADERS })
}

/** What the page says of an answer it refused, by the workflow's code. */
const REFUSALS = {
  'already-answered': SHORTLIST_MESSAGES.alreadyAnswered,
  'acted-on': SHORTLIST_MESSAGES.actedOn,
  'not-on-list': SHORTLIST_MESSAGES.notOnList,
} as const

export default function ClientShortlist({ loaderData, actionData, params }: Route.ComponentProps) {
  const { page, answered, interviews, interviewDone } = loaderData
  if (page.state === 'gone') return <ClientUnavailable {...copy.gone[page.reason]} />
  if (page.state === 'unknown') return <ClientUnavailable {...copy.unknown} />
  const error = actionData?.error ?? undefined
  // Only an interview step's reply carries it (the answers' replies have none).
  const interviewError = (actionData as { interviewError?: InterviewStepError } | undefined)?.interviewError
  return (
    <>
      <FormPageHero
        summary={{
          kicker: copy.kicker,
          title: copy.title(page.brief.company),
          description: copy.intro(page.brief.contactName, page.brief.need, page.brief.reference),
        }}
      />
      <section className="light py-12 md:py-16" aria-label="Candidates">
        <div className="container-page max-w-5xl space-y-6">
          {answered ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-success-700">
              {(answered.changed ? SHORTLIST_MESSAGES.changed : SHORTLIST_MESSAGES.answered)[answered.answer]}{' '}
              {copy.copySent}
            </p>
          ) : null}
          {error && error.entryId === null ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger-700">
              {error.message}
            </p>
          ) : null}
          {interviews ? (
            <ClientInterviews
              interviews={interviews.interviews}
              zone={interviews.zone}
              zoneLabel={interviews.zoneLabel}
              done={interviewDone}
              error={interviewError}
            />
          ) : null}
          {page.entries.length === 0 ? <p className="text-lg text-slate-700">{copy.empty}</p> : null}
          {page.entries.map((candidate) => (
            <ClientCandidateCard
              key={candidate.id}
              candidate={candidate}
              profileHref={clientProfilePath(params.token, candidate.id)}
              error={error && error.entryId === candidate.id ? error : undefined}
              zoneLabel={page.brief.timeZone.label}
            />
          ))}
          <div className="rounded-card bg-slate-50 p-6 text-slate-700">
            <p>{copy.privacy}</p>
            <p className="mt-2">
              {copy.validUntil} {longDate(page.expiresAt)}.
            </p>
            <p className="mt-2">{copy.help}</p>
          </div>
        </div>
      </section>
    </>
  )
}
