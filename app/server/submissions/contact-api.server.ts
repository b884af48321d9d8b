import type { IncomingMessage, ServerResponse } from 'node:http'
import { FORM_MESSAGES } from '~/contracts/messages'
import { submitContact } from './contact.server'
import { problem, PROBLEM_MESSAGES } from './problem.server'
import { CONTACT_BODY_LIMIT, jsonFields, malformed, mediaTypeOf, type BodyResult } from './read-body.server'
import { createdReply, problemReply, type ApiReply } from './responses.server'

/** POST /api/contact's answer to a body once read: 201 with the id, or the problem. */
export async function contactApiReply(body: BodyResult, ip: string | null): Promise<ApiReply> {
  if (!body.ok) return problemReply(body.problem)
  const { outcome } = await submitContact(body.fields, ip)
  return outcome.ok ? createdReply(outcome.id, FORM_MESSAGES.contactSuccess) : problemReply(outcome.problem)
}

/*
 * JSON posts to /api/contact are the API's busiest request. The Express server hands them here
 * straight from Node's request (server/app.ts), before the router turns it into a web Request and
 * its answer back: that adaptation is about a quarter of the CPU such a request costs. The rules
 * and answers are the route's (app/routes/api/contact.ts), which takes every other request.
 */

/** Whether the request is one `answerContactJson` takes: a POST with a JSON body. */
export function isContactJson(req: IncomingMessage): boolean {
  return req.method === 'POST' && mediaTypeOf(req.headers['content-type']) === 'json'
}

const tooLarge = () => problem(413, 'payload_too_large', PROBLEM_MESSAGES.bodyTooLarge)

/** The body as text, or why not: over `limit` (declared or as it streams in) or cut off. */
function readText(req: IncomingMessage, limit: number): Promise<BodyResult | string> {
  if (Number(req.headers['content-length']) > limit) {
    req.resume()
    return Promise.resolve({ ok: false, problem: tooLarge() })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      // The rest is read and dropped, so the client is still there to read the 413.
      req.off('data', onData)
      req.resume()
      resolve({ ok: false, problem: tooLarge() })
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    // A request cut off before its end: nobody may be left to answer, but the promise settles.
    req.on('close', () => {
      if (!req.complete) resolve({ ok: false, problem: malformed() })
    })
  })
}

/** Reads, submits and answers a JSON contact post (`isContactJson`) on Node's request. */
export async function answerContactJson(
  req: IncomingMessage,
  res: ServerResponse,
  ip: string | null,
): Promise<void> {
  const read = await readText(req, CONTACT_BODY_LIMIT)
  const reply = await contactApiReply(typeof read === 'string' ? jsonFields(read) : read, ip)
  const json = JSON.stringify(reply.body)
  res.writeHead(reply.status, {
    ...reply.headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
  })
  res.end(json)
}
