import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import {
  MY_WORK_PROBLEMS,
  MY_WORK_SAVED,
  MyWorkQueue,
  QueueActionSchema,
  QueueMemberPicker,
  type MyWorkSaved,
} from '~/features/my-work'
import { completeFollowUp, getQueueView, markSeen } from '~/features/my-work/index.server'
import { z } from '~/lib/zod'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/my-work'

export const meta = () => [{ title: 'My work | Brightpath admin' }]

const NO_STORE = { 'Cache-Control': 'no-store' }

const Saved = z
  .enum(Object.keys(MY_WORK_SAVED) as [MyWorkSaved, ...MyWorkSaved[]])
  .optional()
  .catch(undefined)

export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'dashboard.view')
  // Another member's queue is for owners: anyone else asking for one is refused, not redirected.
  const view = await getQueueView(staff, url.searchParams.get('member'))
  if (!view.ok) {
    throw view.problem === 'not-allowed'
      ? data({ message: ACCESS_DENIED_MESSAGE }, { status: 403, headers: NO_STORE })
      : data({ message: MY_WORK_PROBLEMS[view.problem] }, { status: 404, headers: NO_STORE })
  }
  return {
    ...view,
    saved: Saved.parse(url.searchParams.get('saved') ?? undefined),
    justSetUp: url.searchParams.get('setup') === 'done',
  }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'dashboard.view')
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: QueueActionSchema,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const input = submission.value
  const outcome =
    input.intent === 'seen'
      ? await markSeen(staff, input.eventId)
      : await completeFollowUp(staff.username, input.followUpId)
  if (!outcome.ok) {
    return data(submission.reply({ formErrors: [MY_WORK_PROBLEMS[outcome.problem]] }), { status: 404 })
  }
  throw redirect(`/admin/my-work?saved=${input.intent}`, { headers: NO_STORE })
}

export default function MyWork({ loaderData, actionData }: Route.ComponentProps) {
  const { member, mine, members, items, saved, justSetUp } = loaderData
  const result: SubmissionResult<string[]> | undefined = actionData
  const problem = result?.error?.['']?.[0]
  return (
    <>
      <PageHeading
        title="My work"
        description={
          mine
            ? 'What waits on you, oldest first. Each item leaves once you act on its record, or mark it seen or done.'
            : `What waits on ${member.name}, oldest first. Only they can mark items seen or done.`
        }
      >
        {members ? <QueueMemberPicker members={members} current={member.username} /> : null}
      </PageHeading>
      <div className="space-y-4">
        {justSetUp ? <Notice tone="success">Two-factor sign-in is on: your account is ready.</Notice> : null}
        {saved && !result ? <Notice tone="success">{MY_WORK_SAVED[saved]}</Notice> : null}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <MyWorkQueue items={items} mine={mine} memberName={member.name} />
      </div>
    </>
  )
}
