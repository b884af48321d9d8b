import { data, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { subscriptionCopy as copy } from '~/content/subscriptions'
import { site } from '~/content/site'
import type { RouteHandle } from '~/root'
import { facetsOf, getOpeningsCache } from '~/features/openings/index.server'
import {
  fieldClass,
  OpeningFilterFields,
  PreferencesSchema,
  SUBSCRIPTION_PREFERENCES_PATH,
  WhatToReceive,
} from '~/features/subscriptions'
import { getSubscription, saveSubscription, unsubscribe } from '~/features/subscriptions/index.server'
import { timeZoneChoices } from '~/lib/time-zones'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { SubscriptionPage, subscriptionMeta } from './page'
import type { Route } from './+types/preferences'

export const handle: RouteHandle = { hideContactTab: true }

export const meta: Route.MetaFunction = () => subscriptionMeta(`${copy.preferences.title} | ${site.name}`)

const DONE = {
  confirmed: copy.preferences.confirmed,
  saved: copy.preferences.saved,
  left: copy.preferences.left,
}
const isDone = (value: string | null): value is keyof typeof DONE => value !== null && value in DONE

/** The link in every alert: what the subscriber receives, to change or leave; no sign-in, the link is theirs. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const token = params.get('token')
  const subscription = await getSubscription(token)
  if (!subscription) return { view: 'unknown' as const }
  const facets = facetsOf(await getOpeningsCache().listOpen())
  const done = params.get('done')
  return {
    view: 'subscription' as const,
    token,
    subscription,
    done: isDone(done) ? DONE[done] : null,
    lists: {
      departments: facets.departments.map((option) => option.value),
      locations: facets.locations.map((option) => option.value),
    },
    zones: timeZoneChoices(),
  }
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const token = new URL(request.url).searchParams.get('token')
  const back = (done: string) =>
    redirect(`${SUBSCRIPTION_PREFERENCES_PATH}?token=${encodeURIComponent(token ?? '')}&done=${done}`, {
      status: 303,
    })
  const parsed = PreferencesSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? 'Check your choices.' }, { status: 400 })
  if (parsed.data.intent === 'leave') {
    if (!(await unsubscribe(token))) throw data(null, { status: 404 })
    return back('left')
  }
  const outcome = await saveSubscription(token, parsed.data)
  if (outcome === 'unknown') throw data(null, { status: 404 })
  if (outcome === 'bad-zone') return data({ error: 'Choose a time zone from the list.' }, { status: 400 })
  if (outcome === 'stopped') return data({ error: copy.preferences.stopped }, { status: 409 })
  return back('saved')
}

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === 'unknown') {
    return (
      <SubscriptionPage title={copy.preferences.unknownTitle}>
        <p>{copy.preferences.unknown}</p>
      </SubscriptionPage>
    )
  }
  const { subscription, token, done, lists, zones } = loaderData
  const action = `${SUBSCRIPTION_PREFERENCES_PATH}?token=${encodeURIComponent(token ?? '')}`
  const active = subscription.status === 'active'
  return (
    <SubscriptionPage title={copy.preferences.title}>
      {done ? (
        <p role="status" className="font-semibold text-paper">
          {done}
        </p>
      ) : null}
      {actionData ? (
        <p role="alert" className="font-semibold text-paper">
          {actionData.error}
        </p>
      ) : null}
      {subscription.status === 'stopped' ? <p>{copy.preferences.stopped}</p> : null}
      {subscription.status === 'unsubscribed' && !done ? <p>{copy.preferences.unsubscribed}</p> : null}
      <p>{copy.preferences.intro(subscription.email)}</p>
      <form method="post" action={action} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <WhatToReceive prefix="preferences" choices={subscription.choices} />
        <OpeningFilterFields prefix="preferences" choices={subscription.choices} lists={lists} />
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="preferences-zone" className="text-sm font-semibold text-mist">
            {copy.form.timeZone}
          </label>
          <select
            id="preferences-zone"
            name="timeZone"
            defaultValue={subscription.timeZone}
            className={fieldClass}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{copy.preferences.save}</Button>
      </form>
      {active ? (
        <form
          method="post"
          action={action}
          className="space-y-3 border-t border-line pt-5"
          aria-labelledby="leave-title"
        >
          <h2 id="leave-title" className="text-h3 font-semibold text-paper">
            {copy.preferences.leaveTitle}
          </h2>
          <p>{copy.preferences.leaveText}</p>
          <input type="hidden" name="intent" value="leave" />
          <Button type="submit" variant="secondary">
            {copy.preferences.leave}
          </Button>
        </form>
      ) : null}
    </SubscriptionPage>
  )
}
