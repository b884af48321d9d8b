import { createHash, timingSafeEqual } from 'node:crypto'
import { data } from 'react-router'
import { MailEventsBody, recordMailEvents } from '~/features/subscriptions/index.server'
import { getConfig } from '~/server/config.server'
import type { Route } from './+types/mail-events'

/** Compared as hashes, so neither the time taken nor a length difference tells anything of the secret. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function presentedSecret(request: Request): string {
  const header = request.headers.get('x-mail-events-secret')
  if (header) return header
  const authorization = request.headers.get('authorization') ?? ''
  return authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : ''
}

/**
 * The SMTP provider's bounce and complaint webhook (docs/email.md): JSON, authenticated by the
 * shared secret MAIL_EVENTS_SECRET (header X-Mail-Events-Secret, or a Bearer token). A hard bounce
 * or a complaint stops subscription mail to the address. Unset secret: 404, as if it were not here.
 */
/** The JSON API's error shape: a code to branch on, and words for whoever reads the provider's log. */
const refusal = (status: number, code: string, message: string) =>
  data({ error: { code, message } }, { status })

export async function action({ request }: Route.ActionArgs) {
  const secret = getConfig().MAIL_EVENTS_SECRET
  if (!secret) throw refusal(404, 'not_found', 'Not found.')
  if (!sameSecret(presentedSecret(request), secret))
    throw refusal(401, 'unauthorized', 'The shared secret is missing or wrong.')
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return refusal(400, 'bad_json', 'The body is not JSON.')
  }
  const events = MailEventsBody.safeParse(body)
  if (!events.success)
    return refusal(400, 'bad_events', 'The body is not a list of mail events (docs/email.md).')
  return { counted: await recordMailEvents(events.data) }
}
