import { roleCan, type Permission, type StaffRole } from './permissions'
import type { RecordKind } from './record-events'

/*
 * The records staff write from and keep a timeline on, as the admin addresses them: where each
 * lives, and which permissions read and change it. The timeline and the e-mail composer take a
 * record kind and an id and read everything else from here.
 */

export const RECORD_ADMIN_AREAS: Record<RecordKind, string> = {
  application: '/admin/applications',
  candidate: '/admin/candidates',
  brief: '/admin/hire-briefs',
  contact: '/admin/contacts',
}

/**
 * `note`: adding a note to the record's timeline. The update permission, but for a brief, which
 * every member who reads it may note on ('briefs.note': a Recruiter reads briefs, changes none).
 */
export const RECORD_PERMISSIONS: Record<
  RecordKind,
  { read: Permission; update: Permission; note: Permission }
> = {
  application: { read: 'applications.read', update: 'applications.update', note: 'applications.update' },
  candidate: { read: 'candidates.read', update: 'candidates.update', note: 'candidates.update' },
  brief: { read: 'briefs.read', update: 'briefs.update', note: 'briefs.note' },
  contact: { read: 'contacts.read', update: 'contacts.update', note: 'contacts.update' },
}

export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  application: 'Application',
  candidate: 'Candidate',
  brief: 'Hiring brief',
  contact: 'Contact message',
}

export interface RecordRef {
  kind: RecordKind
  id: number
}

export const recordPath = ({ kind, id }: RecordRef) => `${RECORD_ADMIN_AREAS[kind]}/${id}`

/**
 * Whether a role may e-mail the person behind a record from it (the composer, a stage's e-mail,
 * cancelling one that has not left): 'email.send' and the right to act on the record, its update
 * permission. Reading a record is not enough: a Recruiter reads briefs but does not write to
 * their clients.
 */
export function canEmailRecord(role: StaffRole, kind: RecordKind): boolean {
  return roleCan(role, 'email.send') && roleCan(role, RECORD_PERMISSIONS[kind].update)
}

/** The record's "Send e-mail" page. */
export const recordEmailPath = (record: RecordRef) => `${recordPath(record)}/email`

/** Where a record's timeline starts on its page. */
export const TIMELINE_ANCHOR = 'timeline'

/** Which kind of record an admin path is under (`/admin/applications/7/email` → application). */
export function recordKindOfPath(pathname: string): RecordKind | null {
  const area = `/${pathname.split('/').slice(1, 3).join('/')}`
  const found = (Object.entries(RECORD_ADMIN_AREAS) as [RecordKind, string][]).find(
    ([, path]) => path === area,
  )
  return found?.[0] ?? null
}
