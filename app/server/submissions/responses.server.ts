import type { Problem } from './problem.server'

// no-transform: these answers are a few dozen bytes, and the server's compression middleware
// would otherwise gzip them (it cannot see the length of a streamed body), costing more than it saves.
const NO_STORE = { 'Cache-Control': 'no-store, no-transform' }

/** A JSON answer of the API, before it becomes a Response (router) or is written to Node's response. */
export interface ApiReply {
  status: number
  headers: Record<string, string>
  body: unknown
}

/** `{ error: { code, message, fields? } }` with the problem's status (and Retry-After on 429). */
export function problemReply({
  status,
  code,
  message,
  fields,
  retryAfterSeconds,
  retryAfterMs,
}: Problem): ApiReply {
  const headers: Record<string, string> = { ...NO_STORE }
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds)
  return {
    status,
    headers,
    body: {
      error: {
        code,
        message,
        ...(fields ? { fields } : {}),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      },
    },
  }
}

export function createdReply(id: number, message: string): ApiReply {
  return { status: 201, headers: NO_STORE, body: { id, message } }
}

export const toResponse = ({ status, headers, body }: ApiReply): Response =>
  Response.json(body, { status, headers })

export const problemResponse = (problem: Problem): Response => toResponse(problemReply(problem))

export const createdResponse = (id: number, message: string): Response =>
  toResponse(createdReply(id, message))

/** 405 for methods a POST-only endpoint does not take. */
export function methodNotAllowed(allow: string): Response {
  return Response.json(
    {
      error: {
        code: 'method_not_allowed',
        message: `Use ${allow.split(', ').join(' or ')} on this endpoint.`,
      },
    },
    { status: 405, headers: { ...NO_STORE, Allow: allow } },
  )
}
