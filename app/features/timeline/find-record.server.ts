import { firstNameOf, type MergeValues } from '~/features/email'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { RecordRef } from '~/contracts/records'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { getConfig } from '~/server/config.server'
import { getCandidate } from '~/server/db/candidates.server'
import { getContactSubmission, listContactSubmissions } from '~/server/db/contact-submissions.server'
import { getHireBrief, searchHireBriefs } from '~/server/db/hire-briefs.server'
import { getJobApplication, listJobApplications } from '~/server/db/job-applications.server'

/** A record as the composer and the timeline need it: who it is about, and what fills its merge fields. */
export interface RecordSummary extends RecordRef {
  /** What the record is called on screen and in the audit log ("application AP-7KQ2XM"). */
  label: string
  /** Its reference (AP-…, CT-…, HB-…); a candidate's record has none. */
  reference?: string
  email: string
  fullName: string
  /** Every merge field the record fills in, except the sender's name (see mergeValuesFor). */
  values: MergeValues
  /** The application's status, for the stage e-mails. */
  status?: string
}

const statusLink = () => `${getConfig().SITE_URL}${APPLICANT_STATUS_PATH}`

const person = (fullName: string): MergeValues => ({ fullName, firstName: firstNameOf(fullName) })

type Finder = (id: number) => Promise<RecordSummary | null>

const FINDERS: Record<RecordRef['kind'], Finder> = {
  async application(id) {
    const row = await getJobApplication(id)
    if (!row) return null
    return {
      kind: 'application',
      id,
      label: `application ${row.reference}`,
      reference: row.reference,
      email: row.email,
      fullName: row.fullName,
      status: row.status,
      values: {
        ...person(row.fullName),
        openingTitle: row.openingTitle ?? row.position ?? GENERAL_APPLICATION_TITLE,
        statusLink: statusLink(),
      },
    }
  },
  async contact(id) {
    const row = await getContactSubmission(id)
    if (!row) return null
    return {
      kind: 'contact',
      id,
      label: `contact ${row.reference}`,
      reference: row.reference,
      email: row.email,
      fullName: row.name,
      status: row.status,
      values: person(row.name),
    }
  },
  async brief(id) {
    const row = await getHireBrief(id)
    if (!row) return null
    return {
      kind: 'brief',
      id,
      label: `hiring brief ${row.reference}`,
      reference: row.reference,
      email: row.email,
      fullName: row.name,
      status: row.status,
      values: { ...person(row.name), briefReference: row.reference, company: row.company },
    }
  },
  // One record per person (docs/decisions/018); a record merged into another is found there.
  async candidate(id) {
    const row = await getCandidate(id)
    if (!row || row.mergedInto !== null) return null
    return {
      kind: 'candidate',
      id,
      label: `candidate #${id}`,
      email: row.emailNormalized,
      fullName: row.fullName,
      values: { ...person(row.fullName), statusLink: statusLink() },
    }
  },
}

/** The record, or null when there is no such record. */
export function findRecord(record: RecordRef): Promise<RecordSummary | null> {
  return FINDERS[record.kind](record.id)
}

/** Every merge field of a record, written by this member. */
export function mergeValuesFor(record: RecordSummary, staffName: string): MergeValues {
  return { ...record.values, staffName }
}

/** A record a template can be previewed with: its merge fields filled in (the member's name too). */
export interface PreviewRecord {
  key: string
  label: string
  kind: RecordRef['kind']
  values: MergeValues
}

/** The newest few applications, hiring briefs and contact messages, to preview a template with real words. */
export async function listPreviewRecords(staffName: string, perKind = 4): Promise<PreviewRecord[]> {
  const [applications, briefs, contacts] = await Promise.all([
    listJobApplications({}, { view: 'row', pageSize: perKind }),
    searchHireBriefs({}),
    listContactSubmissions({}, { pageSize: perKind }),
  ])
  const refs: RecordRef[] = [
    ...applications.items.map((a) => ({ kind: 'application' as const, id: a.id })),
    ...briefs.items.slice(0, perKind).map((b) => ({ kind: 'brief' as const, id: b.id })),
    ...contacts.items.map((c) => ({ kind: 'contact' as const, id: c.id })),
  ]
  const found = await Promise.all(refs.map(findRecord))
  return found.flatMap((record) =>
    record
      ? [
          {
            key: `${record.kind}:${record.id}`,
            label: `${record.label.charAt(0).toUpperCase()}${record.label.slice(1)} · ${record.fullName}`,
            kind: record.kind,
            values: mergeValuesFor(record, staffName),
          },
        ]
      : [],
  )
}
