import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { recordAudit } from '~/features/audit/index.server'
import { RemoveSubscriberForm, RemoveSubscriberSchema, SubscriberCountList } from '~/features/subscriptions'
import { getSubscriberCounts, removeSubscriber } from '~/features/subscriptions/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { addressRef } from '~/server/security/address-ref.server'
import type { Route } from './+types/subscribers'

export const meta = () => [{ title: 'Subscribers | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'subscribers.manage')
  return {
    counts: await getSubscriberCounts(),
    removed: new URL(request.url).searchParams.get('saved') === 'removed',
  }
}

const NOT_SUBSCRIBED = 'No subscriber has that address.'

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'subscribers.manage')
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: RemoveSubscriberSchema,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  if (!(await removeSubscriber(submission.value.email))) {
    return data(submission.reply({ fieldErrors: { email: [NOT_SUBSCRIBED] } }), { status: 404 })
  }
  await recordAudit({
    actor: admin.username,
    action: 'subscriber.removed',
    target: `subscriber ref ${await addressRef(submission.value.email)}`,
  })
  throw redirect('/admin/subscribers?saved=removed')
}

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        title="Subscribers"
        description="Visitors who subscribed from the site's footer to new openings and insights. Each confirmed their address; every e-mail lets them leave in one click."
      />
      <div className="space-y-6">
        {loaderData.removed ? (
          <Notice tone="success">Removed: no more updates reach that address.</Notice>
        ) : null}
        <SubscriberCountList counts={loaderData.counts} />
        <section aria-labelledby="remove-heading">
          <h2 id="remove-heading" className="text-lg font-semibold text-slate-900">
            Remove an address
          </h2>
          <RemoveSubscriberForm errors={actionData?.error?.email ?? undefined} />
        </section>
      </div>
    </>
  )
}
