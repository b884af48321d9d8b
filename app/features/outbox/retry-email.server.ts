import { recordAudit } from '~/server/db/audit-log.server'
import { retryEmail as requeue } from '~/server/db/email-outbox.server'

/**
 * Queues a failed e-mail again (not one whose link was taken out) and writes it to the audit log.
 * False when it is no longer failed, or its link was removed.
 */
export async function retryEmail(id: number, actor: string): Promise<boolean> {
  const retried = await requeue(id)
  if (retried) await recordAudit({ actor, action: 'outbox.retry', target: `e-mail #${id}` })
  return retried
}
