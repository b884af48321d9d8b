/** Thrown into the body stream when it grows past its limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`)
  }
}

/**
 * The request with a body that errors with BodyTooLargeError after `limit` bytes, so a body
 * without (or lying about) Content-Length is still cut off while it streams in. With
 * `checkDeclared`, a Content-Length over the limit is refused before anything is read.
 */
export function withBodyLimit(request: Request, limit: number, { checkDeclared = true } = {}): Request {
  const header = request.headers.get('content-length')
  const declared = header === null ? NaN : Number(header)
  if (checkDeclared && declared > limit) throw new BodyTooLargeError(limit)
  // Node's HTTP parser never reads past a declared Content-Length, so a body declared within the
  // limit needs no counting (the stream wrapper costs more than the rest of a small request).
  if (!request.body || (Number.isInteger(declared) && declared >= 0 && declared <= limit)) return request
  let seen = 0
  // Bytes up to the limit are passed on before the error, so a parser reading them can still
  // name the part that was too large (its own per-part limit is smaller than this one).
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (seen >= limit && chunk.byteLength > 0) {
        controller.error(new BodyTooLargeError(limit))
        return
      }
      const room = limit - seen
      seen += chunk.byteLength
      controller.enqueue(chunk.byteLength > room ? chunk.subarray(0, room) : chunk)
    },
    flush(controller) {
      if (seen > limit) controller.error(new BodyTooLargeError(limit))
    },
  })
  // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    // preventCancel: cancelling the incoming body would reset the connection before the 413 is sent.
    body: request.body.pipeThrough(counter, { preventCancel: true }),
    signal: request.signal,
    duplex: 'half',
  }
  return new Request(request.url, init)
}
