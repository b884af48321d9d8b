import { redirect } from 'react-router'
import { subscriptionCopy as copy } from '~/content/subscriptions'
import { site } from '~/content/site'
import { SUBSCRIPTION_PREFERENCES_PATH } from '~/features/subscriptions'
import { unsubscribe } from '~/features/subscriptions/index.server'
import type { Route } from './+types/unsubscribe'

/**
 * The List-Unsubscribe URL (RFC 8058). A mailbox's POST (`List-Unsubscribe=One-Click`) unsubscribes
 * at once: no sign-in, no page to press, and no same-origin check (the provider's server sends it,
 * not the site's page). It answers a small page, 200, for a link that names a subscriber; 404 else.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const done = await unsubscribe(token)
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${copy.unsubscribed.title} | ${site.name}</title><h1>${
    done ? copy.unsubscribed.title : copy.preferences.unknownTitle
  }</h1><p>${done ? copy.unsubscribed.text : copy.preferences.unknown}</p></html>`
  return new Response(body, {
    status: done ? 200 : 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** Opened in a browser, the link shows the preferences page (change or leave) instead. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return redirect(`${SUBSCRIPTION_PREFERENCES_PATH}?token=${encodeURIComponent(token)}`, { status: 303 })
}
