import type { Problem } from './problem.server'

// no-transform: these answers are a few dozen bytes, and the server's compression middleware
// would otherwise gzip them (it cannot see the length of a streamed body), costing more than it saves.
const NO_STORE = { 'Cache-Control': 'no-store, no-transform' }

/** `{ error: { code, message, fields? } }` with the problem's status (and Retry-After on 429). */
export function problemResponse({
  status,
  code,
  message,
  fields,
  retryAfterSeconds,
  retryAfterMs,
}: Problem): Response {
  const headers: Record<string, string> = { ...NO_STORE }
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds)
  return Response.json(
    {
      error: {
        code,
        message,
        ...(fields ? { fields } : {}),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      },
    },
    { status, headers },
  )
}

export function createdResponse(id: number, message: string): Response {
  return Response.json({ id, message }, { status: 201, headers: NO_STORE })
}

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
