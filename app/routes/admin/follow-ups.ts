import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { site } from '~/content/site'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import { RECORD_KINDS, type RecordKind } from '~/contracts/record-events'
import { RECORD_PERMISSIONS, recordPath } from '~/contracts/records'
import { FOLLOW_UP_SET_PARAM, followUpActionSchema, MY_WORK_PROBLEMS } from '~/features/my-work'
import { completeFollowUp, setFollowUp } from '~/features/my-work/index.server'
import { dayIn } from '~/lib/format-date-time'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/follow-ups'

const NO_STORE = { 'Cache-Control': 'no-store' }

const forbidden = () => data({ message: ACCESS_DENIED_MESSAGE }, { status: 403, headers: NO_STORE })

const isRecordKind = (value: unknown): value is RecordKind =>
  typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value)

/**
 * "Remind me" on a record, and "Done" on a follow-up, posted from a record's page (RemindMeForm).
 * Setting one asks the permission to read that record's kind (refused with 403 otherwise); a bad
 * field answers 400 with the message at the field; success goes back to the record (or to My work
 * for "Done").
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'dashboard.view')
  requireSameOrigin(request)
  const formData = await request.formData()
  // Reading the record's kind is asked before anything else about the post is answered.
  const recordKind = formData.get('recordKind')
  if (formData.get('intent') === 'remind' && isRecordKind(recordKind)) {
    if (!roleCan(staff.role, RECORD_PERMISSIONS[recordKind].read)) throw forbidden()
  }
  const schema = followUpActionSchema(dayIn(new Date(), site.timeZone))
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const input = submission.value
  if (input.intent === 'done') {
    const done = await completeFollowUp(staff.username, input.followUpId)
    if (!done.ok) {
      return data(submission.reply({ formErrors: [MY_WORK_PROBLEMS[done.problem]] }), { status: 404 })
    }
    throw redirect('/admin/my-work?saved=done', { headers: NO_STORE })
  }
  const outcome = await setFollowUp(staff, input)
  if (!outcome.ok) {
    if (outcome.problem === 'not-allowed') throw forbidden()
    return data(submission.reply({ formErrors: [MY_WORK_PROBLEMS[outcome.problem]] }), { status: 404 })
  }
  const record = { kind: input.recordKind, id: input.recordId }
  throw redirect(`${recordPath(record)}?${FOLLOW_UP_SET_PARAM}=set`, { headers: NO_STORE })
}
