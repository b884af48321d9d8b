import { data, redirect } from 'react-router'
import { ResumeReplacementFields, STATUS_RESUME_FORM, type StatusPageProblem } from '~/features/status-page'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { readStatusSession, replaceResumeAsApplicant } from '~/features/status-page/index.server'
import { getClientIp, hashIp } from '~/server/security/client-ip.server'
import { spendSubmissionAllowance } from '~/server/submissions/guard.server'
import { readApplicationBody } from '~/server/submissions/read-body.server'
import { inspectResume } from '~/server/uploads/resume-file.server'
import type { Route } from './+types/careers-status-resume'

const back = (search: string) => redirect(`${APPLICANT_STATUS_PATH}${search}`, 303)
const refused = (problem: StatusPageProblem) => back(`?problem=${problem}`)

/** Nothing to show here: the form lives on the status page. */
export function loader() {
  return back('')
}

/**
 * An applicant's newer resume for one of their open applications, from the status page (multipart,
 * read like the application's: at most 5 MB, judged by its bytes, within its declared limit). It
 * counts against the hourly submission allowance applying spends: once that is spent, 429 (the
 * server usually says so before the body is read) and nothing is stored. Every other outcome goes
 * back to the page, which says what happened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const session = await readStatusSession(request)
  if (!session) return back('?expired=1')
  const spent = await spendSubmissionAllowance(STATUS_RESUME_FORM.name, await hashIp(getClientIp(context)))
  if (spent) {
    throw data(
      { message: spent.message },
      { status: 429, headers: { 'Retry-After': String(spent.retryAfterSeconds) } },
    )
  }
  const body = await readApplicationBody(request, { limit: STATUS_RESUME_FORM.bodyLimit })
  if (!body.ok) return refused(body.problem.code === 'too_large' ? 'resume-size' : 'no-file')
  const fields = ResumeReplacementFields.safeParse({ applicationId: body.fields.get('applicationId') })
  const file = body.fields.get('resume')
  if (!fields.success || !(file instanceof File) || file.size === 0) return refused('no-file')
  const inspected = await inspectResume(file)
  if (!inspected.ok) return refused(inspected.reason === 'empty' ? 'resume-empty' : 'resume-type')
  const reference = await replaceResumeAsApplicant(session, fields.data.applicationId, inspected.resume)
  return reference ? back(`?done=resume&ref=${reference}`) : refused('not-open')
}
