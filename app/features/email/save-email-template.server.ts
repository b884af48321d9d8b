import { recordAudit } from '~/server/db/audit-log.server'
import {
  createEmailTemplate,
  TemplateNameTakenError,
  updateEmailTemplate,
} from '~/server/db/email-templates.server'
import type { EmailTemplateInput } from './contract'

export const NAME_TAKEN = 'Another template has this name: choose another.'

/**
 * Stores a new template, or saves an existing one's text, and writes it to the audit log. Returns
 * the template's id, or the name's refusal when another template has it.
 */
export async function saveEmailTemplate(
  template: { id: number } | null,
  input: EmailTemplateInput,
  actor: string,
): Promise<{ id: number } | { nameError: string }> {
  try {
    const id = template
      ? (await updateEmailTemplate(template.id, input, actor), template.id)
      : await createEmailTemplate(input, actor)
    await recordAudit({
      actor,
      action: template ? 'template.updated' : 'template.created',
      target: `template "${input.name}"`,
    })
    return { id }
  } catch (error) {
    if (!(error instanceof TemplateNameTakenError)) throw error
    return { nameError: NAME_TAKEN }
  }
}
