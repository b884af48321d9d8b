import { seedTemplates } from '~/content/email-templates'
import { nowIso } from '~/lib/time'
import { getSetting, setSettingIfAbsent } from '~/server/db/app-settings.server'
import {
  countEmailTemplates,
  createEmailTemplate,
  TemplateNameTakenError,
} from '~/server/db/email-templates.server'

/** Set once the first templates were stored, so deleting them later does not bring them back. */
export const TEMPLATES_SEEDED_KEY = 'email_templates_seeded_at'

/**
 * On a fresh database, stores the site's first e-mail templates, each seeded stage's template
 * offered for it. Runs once per database. Returns how many were stored.
 */
export async function seedEmailTemplates(now = new Date()): Promise<number> {
  if (await getSetting(TEMPLATES_SEEDED_KEY)) return 0
  let stored = 0
  if ((await countEmailTemplates()) === 0) {
    try {
      for (const template of seedTemplates) {
        await createEmailTemplate(
          {
            name: template.name,
            subject: template.subject,
            body: template.body,
            defaultForStatus: template.stage,
          },
          null,
          now,
        )
        stored++
      }
    } catch (error) {
      // Another instance starting at the same moment stored them first.
      if (!(error instanceof TemplateNameTakenError)) throw error
    }
  }
  await setSettingIfAbsent(TEMPLATES_SEEDED_KEY, nowIso(now))
  return stored
}
