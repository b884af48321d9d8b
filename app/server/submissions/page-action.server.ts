import type { Submission } from '@conform-to/react'
import { data, redirect, type AppLoadContext } from 'react-router'
import { z } from '~/lib/zod'
import { parseWithZod } from '@conform-to/zod/v4'
import { INTENT_FIELD, type FormActionData, type FormRedrawData } from '~/contracts/form-action-data'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '~/contracts/form-fields'
import { problemStatus, type Problem } from '~/contracts/problems'
import { attachVisitSource } from '~/features/traffic/index.server'
import { isReferenceOf, type ReferencedRecord } from '../db/references.server'
import { getClientIp } from '../security/client-ip.server'
import type { BodyResult } from './read-body.server'
import { parseFields, submitForm, type FormHandler } from './submit-form.server'

const HIDDEN_FIELDS = [HONEYPOT_FIELD, FORM_TOKEN_FIELD, INTENT_FIELD]
/** Accepts any fields, so a redraw carries what was typed and no errors. */
const TYPED_AS_IS = z.object({}).loose()

/**
 * The reference in a form page's `?sent=1&ref=` after a post without JavaScript, only when it is
 * one of ours of the page's kind: the link is anyone's to write, and the page must not repeat
 * their text as if we had said it.
 */
export function sentReferenceOf(params: URLSearchParams, kind: ReferencedRecord): string | undefined {
  const ref = params.get('ref') ?? ''
  return params.get('sent') === '1' && isReferenceOf(kind, ref) ? ref : undefined
}

/** A refused post as page data, with the problem's status code (and Retry-After when limited). */
function pageProblem(refusal: Problem, submission?: Submission<unknown, string[], unknown>) {
  const body: FormActionData = {
    code: refusal.code,
    message: refusal.message,
    ...(submission
      ? { result: submission.reply({ fieldErrors: refusal.fields ?? {}, hideFields: HIDDEN_FIELDS }) }
      : {}),
  }
  const headers: Record<string, string> = {}
  if (refusal.retryAfterSeconds !== undefined) headers['Retry-After'] = String(refusal.retryAfterSeconds)
  return data(body, { status: problemStatus(refusal), headers })
}

interface PageActionArgs {
  request: Request
  context: AppLoadContext
}

/**
 * A form page's action: the form posted without JavaScript (with it, the form sends to the JSON
 * API, which runs the same `submitForm`). A success redirects (303) to `<path>?sent=1` (plus
 * `&ref=` when the form gives a reference), so a reload cannot send twice; a refusal comes back as the page with the fields as they were typed.
 */
export async function formPageAction<Schema extends z.ZodType>(
  handler: FormHandler<Schema>,
  { request, context }: PageActionArgs,
  {
    readBody,
    path,
    redrawIntent,
  }: {
    readBody: (request: Request) => Promise<BodyResult>
    path: string
    /** The intent of a button that draws the form again with what was typed, sending nothing. */
    redrawIntent?: string
  },
) {
  const body = await readBody(request)
  // A body refused as it streamed in (a resume over 5 MB) still shows what was typed before it.
  if (!body.ok) {
    return pageProblem(body.problem, body.partial && parseFields(handler, body.partial).submission)
  }
  if (redrawIntent && body.fields.get(INTENT_FIELD) === redrawIntent) {
    const typed = parseWithZod(body.fields, { schema: TYPED_AS_IS })
    const redraw: FormRedrawData = { redraw: true, result: typed.reply({ hideFields: HIDDEN_FIELDS }) }
    return data(redraw, { headers: { 'Cache-Control': 'no-store' } })
  }
  const { submission, outcome } = await submitForm(handler, body.fields, getClientIp(context), {
    fromPage: true,
  })
  if (!outcome.ok) return pageProblem(outcome.problem, submission)
  await attachVisitSource(handler.name, outcome.id, {
    ip: getClientIp(context),
    userAgent: request.headers.get('user-agent'),
  })
  const reference = outcome.reference ? `&ref=${encodeURIComponent(outcome.reference)}` : ''
  throw redirect(`${path}?sent=1${reference}`, 303)
}
