import { recordAudit } from '~/server/db/audit-log.server'
import { deleteEmailTemplate as deleteRow } from '~/server/db/email-templates.server'

/** Deletes a template (e-mails already sent keep their text) and writes it to the audit log; false when it was gone. */
export async function deleteEmailTemplate(
  template: { id: number; name: string },
  actor: string,
): Promise<boolean> {
  if (!(await deleteRow(template.id))) return false
  await recordAudit({ actor, action: 'template.deleted', target: `template "${template.name}"` })
  return true
}
