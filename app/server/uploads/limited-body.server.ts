/** Thrown into the body stream when it grows past its limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`)
  }
}

/**
 * The request with a body that errors with BodyTooLargeError after `limit` bytes, so a body
 * without (or lying about) Content-Length is still cut off while it streams in.
 */
export function withBodyLimit(request: Request, limit: number): Request {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return request
  let seen = 0
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength
      if (seen > limit) controller.error(new BodyTooLargeError(limit))
      else controller.enqueue(chunk)
    },
  })
  // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(counter),
    signal: request.signal,
    duplex: 'half',
  }
  return new Request(request.url, init)
}
