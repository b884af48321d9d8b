import { data, Link, redirect } from 'react-router'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { Button } from '~/components/ui/button'
import { applicantStatusCopy as copy } from '~/content/applicant-status'
import { getPageSummary } from '~/content/page-index'
import { site } from '~/content/site'
import {
  APPLICANT_STAGE_OF,
  ApplicantApplications,
  STATUS_PAGE_FORM,
  StatusLinkRequestSchema,
  StatusPageForm,
  StatusRequestForm,
  type StatusPageProblem,
} from '~/features/status-page'
import { PUT_FORWARD_ANCHOR, PutForwardRequests } from '~/features/shortlists'
import {
  answerDone,
  isPutForwardIntent,
  listPutForwardRequests,
  takePutForwardAnswer,
} from '~/features/shortlists/index.server'
import { CandidateInterviews, isInterviewIntent, type InterviewStepError } from '~/features/interviews'
import { actOnInterviewAsCandidate, listCandidateInterviews } from '~/features/interviews/index.server'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { PROBLEM_MESSAGES } from '~/contracts/problems'
import { formatDateIn } from '~/lib/format-date-time'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { cn } from '~/lib/cn'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import {
  addressOfStatusLink,
  canUseStatusLink,
  closeStatusSession,
  openStatusLink,
  readStatusSession,
  requestStatusLink,
  isOpenToApplicant,
  shownStatus,
  withdrawAsApplicant,
  listApplicationsOfApplicant,
  REFERENCE_PATTERN,
} from '~/features/status-page/index.server'
import { getClientIp } from '~/server/security/client-ip.server'
import { issueFormToken } from '~/server/security/form-token.server'
import { guardSubmission } from '~/server/submissions/guard.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/careers-status'

const PROBLEMS: Record<StatusPageProblem, string> = {
  'not-open': copy.notOpen,
  'resume-type': PROBLEM_MESSAGES.resumeType,
  'resume-empty': PROBLEM_MESSAGES.resumeEmpty,
  'resume-size': PROBLEM_MESSAGES.resumeTooLarge,
  'no-file': 'Choose a file to send.',
}

const isProblem = (value: string | null): value is StatusPageProblem => value !== null && value in PROBLEMS

/** What the page says after a change: its flags, with a reference only when it looks like one. */
function outcomeOf(params: URLSearchParams): { done?: string; problem?: string } {
  const ref = params.get('ref') ?? ''
  const reference = REFERENCE_PATTERN.test(ref) ? ref : null
  const done = params.get('done')
  const problem = params.get('problem')
  return {
    done:
      reference && done === 'withdrawn'
        ? copy.withdraw.done(reference)
        : reference && done === 'resume'
          ? copy.resume.done(reference)
          : undefined,
    problem: isProblem(problem) ? PROBLEMS[problem] : undefined,
  }
}

/**
 * Rendered per request, never cached, with no script: the applications of the holder of a fresh
 * link (a page session of its own), or the ways to get one. The way in is a public page a job
 * seeker may find by search; what a link or a session shows is never indexed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const session = await readStatusSession(request)
  const page = {
    meta: [
      ...buildMeta({ path: APPLICANT_STATUS_PATH, noindex: session !== null || params.has('token') }),
      // The address may carry a sign-in link's token: a Referer from here says only the origin
      // (not no-referrer, which would send the page's own forms with Origin: null).
      { name: 'referrer', content: 'strict-origin' },
    ],
    hero: getPageSummary(APPLICANT_STATUS_PATH),
    formToken: await issueFormToken('status-link'),
  }
  if (session) {
    const applications = await listApplicationsOfApplicant(session.email)
    return {
      ...page,
      view: 'applications' as const,
      email: session.email,
      ...outcomeOf(params),
      // Requests to put them forward to a client (issue 39): the shortlists feature's section.
      putForward: { requests: await listPutForwardRequests(session.email), done: answerDone(params) },
      interviews: await listCandidateInterviews(session.email, params.get('zone')),
      interviewDone: params.get('interview'),
      applications: applications.map((a) => {
        const status = shownStatus(a)
        return {
          id: a.id,
          reference: a.reference,
          title: a.title ?? GENERAL_APPLICATION_TITLE,
          applied: formatDateIn(a.createdAt, site.timeZone),
          stage: APPLICANT_STAGE_OF[status],
          explanation: copy.explanations[status],
          open: isOpenToApplicant(a),
          resumeName: a.resumeName,
        }
      }),
    }
  }
  // "This link no longer works", with the request form, prefilled when the address is known.
  const expired = (email: string | null = null) => ({ ...page, view: 'expired' as const, email })
  const token = params.get('token')
  if (token !== null) {
    if (await canUseStatusLink(token)) return { ...page, view: 'open' as const, token }
    // A new link is one press away: to the address the old one was sent to.
    return expired(await addressOfStatusLink(token))
  }
  if (params.get('expired') === '1') return expired()
  return { ...page, view: params.get('sent') === '1' ? ('sent' as const) : ('request' as const) }
}

export const meta = metaFromLoader

const back = (search = '', headers?: HeadersInit) =>
  redirect(`${APPLICANT_STATUS_PATH}${search}`, { status: 303, headers })

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readContactBody(request, { limit: STATUS_PAGE_FORM.bodyLimit })
  if (!body.ok) throw data({ message: body.problem.message }, { status: 400 })
  if (isPutForwardIntent(body.fields.get('intent'))) {
    requireSameOrigin(request)
    const session = await readStatusSession(request)
    if (!session) return back('?expired=1')
    const taken = await takePutForwardAnswer(session.email, body.fields)
    if (taken.ok) return back(`?put-forward=${taken.answer}#${PUT_FORWARD_ANCHOR}`)
    return data({ putForward: taken.reply }, { status: taken.status })
  }
  if (isInterviewIntent(body.fields.get('intent'))) return interviewStep(request, body.fields)
  const form = StatusPageForm.safeParse(Object.fromEntries(body.fields))
  if (!form.success) throw data({ message: 'Bad request' }, { status: 400 })
  const value = form.data
  if (value.intent === 'request') {
    const guard = await guardSubmission('status-link', body.fields, getClientIp(context), copy.failure, {
      requireToken: true,
    })
    if (!guard.ok) {
      const headers: HeadersInit = guard.problem.retryAfterSeconds
        ? { 'Retry-After': String(guard.problem.retryAfterSeconds) }
        : {}
      const status = guard.problem.code === 'rate_limited' ? 429 : 400
      return data({ email: value.email, error: guard.problem.message }, { status, headers })
    }
    const email = StatusLinkRequestSchema.safeParse({ email: value.email })
    if (!email.success) {
      return data({ email: value.email, error: email.error.issues[0]?.message }, { status: 400 })
    }
    // The same answer whatever the address: whether it has applications is only for its inbox to learn.
    await requestStatusLink(email.data.email)
    return back('?sent=1')
  }
  requireSameOrigin(request)
  if (value.intent === 'open') {
    const cookie = await openStatusLink(value.token)
    if (cookie) return back('', { 'Set-Cookie': cookie })
    // Used or ended meanwhile: the link's own address says so, with its address in the form again.
    return back(value.token ? `?token=${encodeURIComponent(value.token)}` : '?expired=1')
  }
  const session = await readStatusSession(request)
  if (value.intent === 'sign-out') return back('', { 'Set-Cookie': await closeStatusSession(session) })
  if (!session) return back('?expired=1')
  const reference = await withdrawAsApplicant(session, value.applicationId)
  return back(reference ? `?done=withdrawn&ref=${reference}` : '?problem=not-open')
}

/**
 * A step of the candidate's interview (confirm the time, ask to change it, cancel) from their
 * signed-in page. Done: back to the page, which says so; refused: the page with the reason beside
 * the interview, and a 4xx.
 */
async function interviewStep(request: Request, fields: Parameters<typeof actOnInterviewAsCandidate>[1]) {
  requireSameOrigin(request)
  const session = await readStatusSession(request)
  if (!session) return back('?expired=1')
  const result = await actOnInterviewAsCandidate(session.email, fields)
  if (result.ok) {
    const zone = new URL(request.url).searchParams.get('zone')
    return back(`?interview=${result.done}${zone ? `&zone=${encodeURIComponent(zone)}` : ''}#interviews`)
  }
  const interviewError: InterviewStepError = {
    interviewId: result.interviewId,
    message: result.message,
    note: result.note,
  }
  // The request form's fields stay empty: this reply is for the signed-in page.
  return data({ email: undefined, error: undefined, interviewError }, { status: result.status })
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-10">
      <h2 id="status-request-title" className="text-h3 font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-5 text-slate-700">{children}</div>
    </div>
  )
}

export default function CareersStatus({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view
  // The action answers the request form, or (signed in) a refused answer to a request to put them forward.
  const requested = actionData && 'email' in actionData ? actionData : undefined
  return (
    <>
      {/* Signed in, the applications open the first screen on a phone: the band above them is slim. */}
      <FormPageHero summary={loaderData.hero} compact={view === 'applications'} />
      <section
        className={cn('light relative md:py-24', view === 'applications' ? 'py-6' : 'py-16')}
        aria-label={copy.hero.title}
      >
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-14">
          <div className="min-w-0 space-y-6">
            {loaderData.view === 'applications' ? (
              <>
                <div className="flex flex-wrap items-end justify-between gap-4">
                  <div>
                    <h2 className="text-h3 font-semibold">{copy.list.title}</h2>
                    <p className="mt-2 text-slate-600">{copy.list.intro(loaderData.email)}</p>
                  </div>
                  <form method="post">
                    <input type="hidden" name="intent" value="sign-out" />
                    <Button type="submit" variant="secondary">
                      {copy.list.signOut}
                    </Button>
                  </form>
                </div>
                <div role="status">
                  {loaderData.done ? (
                    <p className="rounded-xl border border-success-700/25 bg-success-300/25 px-4 py-3 font-semibold text-success-700">
                      {loaderData.done}
                    </p>
                  ) : null}
                </div>
                {loaderData.problem ? (
                  <p
                    role="alert"
                    className="rounded-xl border border-danger-700/25 bg-danger-300/20 px-4 py-3 font-semibold text-danger-700"
                  >
                    {loaderData.problem}
                  </p>
                ) : null}
                <PutForwardRequests
                  {...loaderData.putForward}
                  reply={actionData && 'putForward' in actionData ? actionData.putForward : null}
                />
                <CandidateInterviews
                  interviews={loaderData.interviews.interviews}
                  zone={loaderData.interviews.zone}
                  zoneLabel={loaderData.interviews.zoneLabel}
                  done={loaderData.interviewDone}
                  // Only an interview step's reply carries it (the other forms' replies have none).
                  error={(actionData as { interviewError?: InterviewStepError } | undefined)?.interviewError}
                />
                <ApplicantApplications applications={loaderData.applications} copy={copy} />
                <p className="text-sm text-slate-600">{copy.list.sessionNote}</p>
              </>
            ) : null}
            {loaderData.view === 'open' ? (
              <Card title={copy.open.title}>
                <p>{copy.open.text}</p>
                <form method="post">
                  <input type="hidden" name="intent" value="open" />
                  <input type="hidden" name="token" value={loaderData.token} />
                  <Button type="submit">{copy.open.button}</Button>
                </form>
              </Card>
            ) : null}
            {view === 'sent' ? (
              <Card title={copy.sent.title}>
                <p role="status">{copy.sent.text}</p>
                <p>{copy.sent.help}</p>
                <Link
                  to={APPLICANT_STATUS_PATH}
                  className="font-semibold text-accent-700 underline-offset-4 hover:underline"
                >
                  {copy.sent.again}
                </Link>
              </Card>
            ) : null}
            {view === 'request' || view === 'expired' ? (
              <Card title={view === 'expired' ? copy.expired.title : copy.request.title}>
                <p>{view === 'expired' ? copy.expired.text : copy.request.intro}</p>
                <StatusRequestForm
                  copy={copy.request}
                  token={loaderData.formToken}
                  email={
                    requested?.email ?? (loaderData.view === 'expired' ? loaderData.email : null) ?? undefined
                  }
                  error={requested?.error}
                />
              </Card>
            ) : null}
          </div>
          <aside aria-labelledby="status-aside-title" className="lg:pt-4">
            <div className="rounded-card border border-slate-200 bg-slate-50 p-6 sm:p-8">
              <h2 id="status-aside-title" className="text-h4 font-semibold text-navy-900">
                {copy.openRoles.text}
              </h2>
              <p className="mt-3 text-[0.95rem] text-slate-600">{copy.questions}</p>
              <Link
                to={copy.openRoles.link.to}
                className="mt-5 inline-flex min-h-11 items-center font-semibold text-accent-700 underline-offset-4 hover:underline"
              >
                {copy.openRoles.link.label}
              </Link>
            </div>
          </aside>
        </div>
      </section>
    </>
  )
}
