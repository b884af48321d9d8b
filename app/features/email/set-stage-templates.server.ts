import { recordAudit } from '~/server/db/audit-log.server'
import {
  clearStageTemplates,
  listEmailTemplates,
  writeTemplateStage,
} from '~/server/db/email-templates.server'
import { inTransaction } from '~/server/db/transaction.server'
import { recordKindsFor, TEMPLATE_STAGES, type TemplateStage } from './contract'

/**
 * Gives each stage the template chosen for it ('' for none): a different template for each stage,
 * and only templates that fit applications. Every stage's choice is written in one transaction
 * (each stage has at most one template, and a template is the default of at most one stage), and
 * then to the audit log. Returns the refusal's message, or nothing when saved.
 */
export async function setStageTemplates(
  chosenByStage: Record<TemplateStage, number | ''>,
  actor: string,
  now = new Date(),
): Promise<{ error: string } | undefined> {
  const chosen = Object.values(chosenByStage).filter((id): id is number => id !== '')
  if (new Set(chosen).size !== chosen.length) {
    return { error: 'Choose a different template for each stage (or none).' }
  }
  const fitting = new Set(
    (await listEmailTemplates())
      .filter((t) => recordKindsFor(t.subject, t.body).includes('application'))
      .map((t) => t.id),
  )
  if (chosen.some((id) => !fitting.has(id))) return { error: 'Choose templates that fit applications.' }
  await inTransaction(async (trx) => {
    // Every stage is cleared first, so a template moved from one stage to another leaves no trace behind.
    await clearStageTemplates(trx, TEMPLATE_STAGES)
    for (const stage of TEMPLATE_STAGES) {
      const id = chosenByStage[stage]
      if (id !== '') await writeTemplateStage(trx, id, stage, actor, now)
    }
  })
  await recordAudit({ actor, action: 'template.stages' })
  return undefined
}
