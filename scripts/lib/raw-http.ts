import type { IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface Sent {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Stream this many bytes (chunked unless `declared` is given), stopping once answered. */
  stream?: number
  /** A Content-Length to declare, whatever is sent. */
  declared?: number
  /** Send this many bytes of the body, then close the connection. */
  cutAfter?: number
  /** After `body`, one byte every this many ms until answered or `giveUp` resolves (a slow upload; give `declared`). */
  trickleEveryMs?: number
  /** A slow upload is given up (its connection closed) once this resolves. */
  giveUp?: Promise<unknown>
  from?: string
}
export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  ms: number
  error?: string
}

/**
 * One request on its own raw connection, with full control of what the body says and does: the
 * answer is read as it arrives, also while the body is still being sent (Node's HTTP client can
 * lose an early answer to a body it is still writing). Sent with an X-Forwarded-For of `from`, or
 * of the next address `nextAddress` gives.
 */
export function createSender({
  host,
  port,
  nextAddress,
}: {
  host: string
  port: number
  nextAddress: () => string
}) {
  return (sent: Sent): Promise<Answer> => send(sent, host, port, nextAddress)
}

function send(sent: Sent, host: string, port: number, nextAddress: () => string): Promise<Answer> {
  const started = Date.now()
  const body = typeof sent.body === 'string' ? Buffer.from(sent.body) : (sent.body ?? Buffer.alloc(0))
  const headers: Record<string, string> = {
    Host: `${host}:${port}`,
    'X-Forwarded-For': sent.from ?? nextAddress(),
    ...sent.headers,
  }
  const declared = sent.declared ?? (sent.stream === undefined ? body.length : undefined)
  if (declared !== undefined) headers['Content-Length'] = String(declared)
  else headers['Transfer-Encoding'] = 'chunked'
  const chunked = declared === undefined
  const head =
    `${sent.method ?? 'POST'} ${sent.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n'
  return new Promise((resolve) => {
    const received: Buffer[] = []
    let settled = false
    const socket = connect(port, host)
    const settle = (error?: string) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve({
        ...parseAnswer(Buffer.concat(received)),
        ms: Date.now() - started,
        ...(error ? { error } : {}),
      })
    }
    const answerIsWhole = () => {
      const text = Buffer.concat(received).toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      if (end === -1) return false
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end))?.[1]
      if (length === undefined) return text.endsWith('\r\n0\r\n\r\n')
      return Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length)
    }
    // A slow upload is quiet for long on purpose: the server's own rate check ends it.
    socket.setTimeout(sent.trickleEveryMs === undefined ? 30_000 : 120_000, () => settle('timeout'))
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      if (answerIsWhole()) settle()
    })
    socket.on('end', () => settle())
    socket.on('close', () => settle())
    // A failed write after the answer arrived is the server closing a refused upload: the answer counts.
    socket.on('error', (error) => setTimeout(() => settle(received.length ? undefined : error.message), 100))
    const frame = (bytes: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes
    socket.on('connect', () => {
      void (async () => {
        socket.write(head)
        if (sent.cutAfter !== undefined) {
          socket.write(body.subarray(0, sent.cutAfter))
          await sleep(200)
          settle('cut off by the client')
          return
        }
        if (sent.trickleEveryMs !== undefined) {
          socket.write(body)
          void sent.giveUp?.then(() => settle('given up'))
          const drip = setInterval(
            () => (settled ? clearInterval(drip) : socket.write('w')),
            sent.trickleEveryMs,
          )
          return
        }
        if (sent.stream !== undefined) {
          const piece = Buffer.alloc(64 * 1024, 0x61)
          for (let written = 0; written < sent.stream && !settled; written += piece.length) {
            if (!socket.write(frame(piece))) await new Promise((r) => socket.once('drain', r))
          }
        } else if (body.length > 0) socket.write(frame(body))
        if (chunked && !settled) socket.write('0\r\n\r\n')
      })().catch(() => undefined)
    })
  })
}

/** Status, headers and body of an HTTP/1.1 answer (bodies we read here carry Content-Length). */
function parseAnswer(raw: Buffer): Omit<Answer, 'ms'> {
  const text = raw.toString('utf8')
  const end = text.indexOf('\r\n\r\n')
  if (end === -1) return { status: 0, headers: {}, text: '' }
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
  const headers: IncomingHttpHeaders = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let content = text.slice(end + 4)
  if (/chunked/i.test(String(headers['transfer-encoding']))) {
    let unframed = ''
    for (let at = 0; ;) {
      const lineEnd = content.indexOf('\r\n', at)
      const size = parseInt(content.slice(at, lineEnd), 16)
      if (lineEnd === -1 || !(size > 0)) break
      const bytes = Buffer.from(content.slice(lineEnd + 2), 'utf8')
        .subarray(0, size)
        .toString('utf8')
      unframed += bytes
      at = lineEnd + 2 + bytes.length + 2
    }
    content = unframed
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, text: content }
}
