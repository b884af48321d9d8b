import { data, Link, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { subscriptionCopy as copy } from '~/content/subscriptions'
import { site } from '~/content/site'
import type { RouteHandle } from '~/root'
import {
  OpeningFilterFields,
  SubscribeSchema,
  SUBSCRIBE_PATH,
  WhatToReceive,
  fieldClass,
} from '~/features/subscriptions'
import { requestSubscription } from '~/features/subscriptions/index.server'
import { getClientIp } from '~/server/security/client-ip.server'
import { guardSubmission } from '~/server/submissions/guard.server'
import { SubscriptionPage, subscriptionMeta } from './page'
import type { Route } from './+types/subscribe'

export const handle: RouteHandle = { hideContactTab: true }

export const meta: Route.MetaFunction = () => subscriptionMeta(`${copy.request.title} | ${site.name}`)

/** "Check your inbox" after a subscription (the same for every address), or the form itself. */
export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

/**
 * The footer's form (PRG): the same "check your inbox" whatever the address, whether it is
 * subscribed, new or out of confirmations for today. A refused form is answered with this page
 * and the message (400, or 429 with Retry-After when the allowance is spent).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const guard = await guardSubmission('subscribe', form, getClientIp(context), copy.failure)
  if (!guard.ok) {
    const retry = guard.problem.retryAfterSeconds
    return data(
      { error: guard.problem.message },
      {
        status: guard.problem.code === 'rate_limited' ? 429 : 400,
        headers: retry ? { 'Retry-After': String(retry) } : {},
      },
    )
  }
  const parsed = SubscribeSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? copy.failure }, { status: 400 })
  await requestSubscription(parsed.data)
  return redirect(`${SUBSCRIBE_PATH}?sent=1`, { status: 303 })
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.sent && !actionData) {
    return (
      <SubscriptionPage title={copy.sent.title}>
        <p>{copy.sent.text}</p>
        <p>
          <Link to="/" className="font-semibold text-accent-400 underline-offset-4 hover:underline">
            {copy.sent.back}
          </Link>
        </p>
      </SubscriptionPage>
    )
  }
  return (
    <SubscriptionPage title={copy.request.title}>
      <p>{copy.request.text}</p>
      <form
        method="post"
        action={SUBSCRIBE_PATH}
        className="space-y-4"
        aria-describedby={actionData ? 'subscribe-page-error' : undefined}
      >
        {actionData ? (
          <p id="subscribe-page-error" role="alert" className="font-semibold text-paper">
            {actionData.error}
          </p>
        ) : null}
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="subscribe-page-email" className="text-sm font-semibold text-mist">
            {copy.form.email}
          </label>
          <input
            id="subscribe-page-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className={fieldClass}
          />
        </div>
        <WhatToReceive prefix="subscribe-page" />
        <OpeningFilterFields prefix="subscribe-page" />
        <Button type="submit">{copy.form.submit}</Button>
      </form>
    </SubscriptionPage>
  )
}
