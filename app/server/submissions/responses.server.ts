import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import {
  problem,
  PROBLEM_MESSAGES,
  problemStatus,
  rateLimitMessage,
  type EarlyRefusal,
  type Problem,
} from '~/contracts/problems'
import { getClientIp } from '../security/client-ip.server'
import type { BodyResult } from './read-body.server'
import { submitForm, type FormHandler } from './submit-form.server'
import { attachVisitSource, explicitSourceOf } from '~/features/traffic/index.server'

// no-transform: these answers are a few dozen bytes, and the server's compression middleware
// would otherwise gzip them (it cannot see the length of a streamed body), costing more than it saves.
const NO_STORE = { 'Cache-Control': 'no-store, no-transform' }

/** A JSON answer of the API, before it becomes a Response (router) or is written by Express. */
export interface ApiReply {
  status: number
  headers: Record<string, string>
  body: unknown
}

/** `{ error: { code, message, fields? } }` with the status the code stands for (and Retry-After when limited). */
export function problemReply({ code, message, fields, retryAfterSeconds, retryAfterMs }: Problem): ApiReply {
  const headers: Record<string, string> = { ...NO_STORE }
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds)
  const error = {
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  }
  return { status: problemStatus({ code }), headers, body: { error } }
}

export function problemResponse(refusal: Problem): Response {
  const { status, headers, body } = problemReply(refusal)
  return Response.json(body, { status, headers })
}

/**
 * The JSON answer of the Express server to an API request it refused before the app read it (see
 * EarlyRefusal): each refusal is the problem of the same code.
 */
export function earlyRefusalReply(refusal: EarlyRefusal): ApiReply {
  switch (refusal.code) {
    case 'too_large':
      return problemReply(problem('too_large', PROBLEM_MESSAGES.bodyTooLarge))
    case 'uri_too_long':
      return problemReply(problem('uri_too_long', PROBLEM_MESSAGES.uriTooLong))
    case 'too_slow':
      return problemReply(problem('too_slow', PROBLEM_MESSAGES.tooSlow))
    case 'unsupported_type': {
      const onlyMultipart = refusal.accepts.length === 1 && refusal.accepts[0] === 'multipart'
      const message = onlyMultipart ? PROBLEM_MESSAGES.wrongMultipart : PROBLEM_MESSAGES.wrongContentType
      return problemReply(problem('unsupported_type', message))
    }
    case 'rate_limited':
    case 'busy':
    case 'uploads_in_progress': {
      const { retryAfterSeconds } = refusal
      const message =
        refusal.code === 'rate_limited'
          ? rateLimitMessage(retryAfterSeconds)
          : refusal.code === 'busy'
            ? PROBLEM_MESSAGES.busy
            : PROBLEM_MESSAGES.uploadsInProgress
      return problemReply(problem(refusal.code, message, { retryAfterSeconds }))
    }
  }
}

/** 405 for methods a POST-only endpoint does not take. */
export function methodNotAllowed(allow: string): Response {
  const message = `Use ${allow.split(', ').join(' or ')} on this endpoint.`
  return Response.json(
    { error: { code: 'method_not_allowed', message } },
    { status: 405, headers: { ...NO_STORE, Allow: allow } },
  )
}

/**
 * A form's JSON API action (also what the site's own forms send to with JavaScript): 201 with the
 * reference the sender quotes (random: the row's number would tell how many came before) and the
 * success message, or the problem.
 */
export async function formApiAction<Schema extends z.ZodType>(
  handler: FormHandler<Schema>,
  { request, context }: { request: Request; context: AppLoadContext },
  readBody: (request: Request) => Promise<BodyResult>,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const body = await readBody(request)
  if (!body.ok) return problemResponse(body.problem)
  const { outcome } = await submitForm(handler, body.fields, getClientIp(context))
  if (!outcome.ok) return problemResponse(outcome.problem)
  await attachVisitSource(handler.name, outcome.id, {
    ip: getClientIp(context),
    userAgent: request.headers.get('user-agent'),
    explicit: explicitSourceOf(body.fields),
  })
  const { reference, message } = outcome
  return Response.json({ reference, message }, { status: 201, headers: NO_STORE })
}
