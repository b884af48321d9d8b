import { recordAudit } from '~/server/db/audit-log.server'
import {
  listEmailTemplates,
  setStageTemplates as writeStageTemplates,
} from '~/server/db/email-templates.server'
import { recordKindsFor, TEMPLATE_STAGES, type TemplateStage } from './contract'

/**
 * Gives each stage the template chosen for it ('' for none): a different template for each stage,
 * and only templates that fit applications. Returns the refusal's message, or nothing when saved
 * (and written to the audit log).
 */
export async function setStageTemplates(
  chosenByStage: Record<TemplateStage, number | ''>,
  actor: string,
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
  const choices = Object.fromEntries(
    TEMPLATE_STAGES.map((stage) => [stage, chosenByStage[stage] === '' ? null : chosenByStage[stage]]),
  ) as Record<TemplateStage, number | null>
  await writeStageTemplates(choices, actor)
  await recordAudit({ actor, action: 'template.stages' })
  return undefined
}
