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
export async function action({ request }: Route.ActionArgs) {
  const secret = getConfig().MAIL_EVENTS_SECRET
  if (!secret) throw data({ error: 'not_found' }, { status: 404 })
  if (!sameSecret(presentedSecret(request), secret)) throw data({ error: 'unauthorized' }, { status: 401 })
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return data({ error: 'bad_json' }, { status: 400 })
  }
  const events = MailEventsBody.safeParse(body)
  if (!events.success) return data({ error: 'bad_events' }, { status: 400 })
  return { counted: await recordMailEvents(events.data) }
}
