import { durationInWords } from '~/lib/plural'
import type { RecordKind } from '~/contracts/record-events'
import { getConfig } from '~/server/config.server'
import { getEmailTemplate, listEmailTemplates } from '~/server/db/email-templates.server'
import { mergeValuesFor } from '~/features/timeline/index.server'
import { DELAYED_STAGE, recordKindsFor, type RecordEmailPageData } from './contract'
import { recordOf, requireSender, stageDelay, type PageArgs } from './record-email-page.server'

/**
 * The "Send e-mail" page of a record: the templates that fit it (one chosen with `?template=`),
 * its merge fields' values, the envelope, and, for the rejection of a rejected application
 * (`?stage=rejected`), how long it waits before it leaves.
 */
export async function loadRecordEmailPage(
  kind: RecordKind,
  { request, params }: PageArgs,
): Promise<RecordEmailPageData> {
  const staff = await requireSender(kind, request)
  const record = await recordOf(kind, params)
  const search = new URL(request.url).searchParams
  const templates = (await listEmailTemplates()).filter((t) =>
    recordKindsFor(t.subject, t.body).includes(record.kind),
  )
  const chosen = Number(search.get('template'))
  const template = Number.isInteger(chosen) && chosen > 0 ? await getEmailTemplate(chosen) : undefined
  const delay = stageDelay(search.get('stage'), record.status)
  return {
    record: { kind: record.kind, id: record.id, label: record.label, fullName: record.fullName },
    templates: templates.map(({ id, name }) => ({ id, name })),
    templateId: template?.id ?? null,
    draft: template ? { subject: template.subject, body: template.body } : { subject: '', body: '' },
    values: mergeValuesFor(record, staff.name),
    envelope: { from: getConfig().MAIL_FROM, replyTo: staff.email, to: record.email },
    stage: delay === null ? undefined : DELAYED_STAGE,
    waitNote:
      delay === null
        ? undefined
        : `This is the rejection: it waits ${durationInWords(delay)} before it leaves, and can be cancelled on the timeline until then.`,
  }
}
