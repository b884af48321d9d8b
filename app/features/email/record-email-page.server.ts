import { data } from 'react-router'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import type { RecordKind } from '~/contracts/record-events'
import { canEmailRecord, RECORD_PERMISSIONS } from '~/contracts/records'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getConfig } from '~/server/config.server'
import { findRecord } from '~/features/timeline/index.server'
import { DELAYED_STAGE } from './contract'

/*
 * What the "Send e-mail" page of a record (/admin/applications/7/email and the like) asks on both
 * of its requests, the page (load-record-email.server.ts) and its form (compose-record-email.server.ts):
 * who may send, to which record, and whether the e-mail waits.
 */

export interface PageArgs {
  request: Request
  params: { id?: string }
}

/** The member, who must be allowed to act on this kind of record (its update permission) and send e-mail. */
export async function requireSender(kind: RecordKind, request: Request) {
  const staff = await requirePermission(request, RECORD_PERMISSIONS[kind].update)
  if (!canEmailRecord(staff.role, kind)) throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  return staff
}

/** The record the page is for; a 404 when there is none. */
export async function recordOf(kind: RecordKind, params: { id?: string }) {
  const record = await findRecord({ kind, id: parseId(params.id) })
  if (!record) notFound()
  return record
}

/** When it is the delayed stage's e-mail (the rejection) for a record in that stage: how long it waits. */
export function stageDelay(stage: string | null | undefined, status: string | undefined): number | null {
  return stage === DELAYED_STAGE && status === DELAYED_STAGE ? getConfig().REJECTION_EMAIL_DELAY : null
}
