import { redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { subscriptionCopy as copy } from '~/content/subscriptions'
import { site } from '~/content/site'
import type { RouteHandle } from '~/root'
import { CONFIRM_SUBSCRIPTION_PATH, SUBSCRIPTION_PREFERENCES_PATH } from '~/features/subscriptions'
import { confirmSubscription, describeConfirmation } from '~/features/subscriptions/index.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { SubscriptionPage, subscriptionMeta } from './page'
import type { Route } from './+types/confirm'

export const handle: RouteHandle = { hideContactTab: true }

export const meta: Route.MetaFunction = () => subscriptionMeta(`${copy.confirm.title} | ${site.name}`)

/**
 * The confirmation link's page: what it subscribes to, and a button. Opening it confirms nothing
 * (a mail scanner that follows links must not); the press does, once, within 48 hours.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const what = await describeConfirmation(token)
  return { token: what ? token : null, what }
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await request.formData()
  const token = form.get('token')
  const manage = await confirmSubscription(typeof token === 'string' ? token : null)
  if (!manage) return redirect(`${CONFIRM_SUBSCRIPTION_PATH}?expired=1`, { status: 303 })
  return redirect(`${SUBSCRIPTION_PREFERENCES_PATH}?token=${manage}&done=confirmed`, { status: 303 })
}

export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  if (!loaderData.token || !loaderData.what) {
    return (
      <SubscriptionPage title={copy.confirm.expiredTitle}>
        <p>{copy.confirm.expired}</p>
      </SubscriptionPage>
    )
  }
  return (
    <SubscriptionPage title={copy.confirm.title}>
      <p>{copy.confirm.text(loaderData.what)}</p>
      <form method="post" action={CONFIRM_SUBSCRIPTION_PATH}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit">{copy.confirm.button}</Button>
      </form>
    </SubscriptionPage>
  )
}
