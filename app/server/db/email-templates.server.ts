import type { EmailTemplateInput, TemplateStage } from '~/features/email'
import type { ApplicationStatus } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import type { Selectable } from 'kysely'
import { getDb, isUniqueViolation } from './client.server'
import { countMatches } from './list-page.server'
import type { EmailTemplatesTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

export type EmailTemplate = Selectable<EmailTemplatesTable>

/** Another template already has this name. */
export class TemplateNameTakenError extends Error {
  override name = 'TemplateNameTakenError'
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new TemplateNameTakenError()
    throw error
  }
}

/** Every template, by name. */
export async function listEmailTemplates(): Promise<EmailTemplate[]> {
  return getDb().selectFrom('email_templates').selectAll().orderBy('name').execute()
}

export async function getEmailTemplate(id: number): Promise<EmailTemplate | undefined> {
  return getDb().selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function countEmailTemplates(): Promise<number> {
  return countMatches(getDb().selectFrom('email_templates'))
}

/** Stores a new template; throws TemplateNameTakenError when the name is taken. */
export async function createEmailTemplate(
  input: EmailTemplateInput & { defaultForStatus?: ApplicationStatus | null },
  by: string | null,
  now = new Date(),
): Promise<number> {
  const at = nowIso(now)
  const { id } = await uniqueName(() =>
    getDb()
      .insertInto('email_templates')
      .values({
        name: input.name,
        subject: input.subject,
        body: input.body,
        defaultForStatus: input.defaultForStatus ?? null,
        createdBy: by,
        createdAt: at,
        updatedBy: by,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )
  return id
}

/** Saves a template's text; false when there is no such template. Throws TemplateNameTakenError. */
export async function updateEmailTemplate(
  id: number,
  input: EmailTemplateInput,
  by: string,
  now = new Date(),
): Promise<boolean> {
  const result = await uniqueName(() =>
    getDb()
      .updateTable('email_templates')
      .set({ ...input, updatedBy: by, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .executeTakeFirst(),
  )
  return Number(result.numUpdatedRows) > 0
}

/** Deletes a template (e-mails already sent from it keep their text); false when there is none. */
export async function deleteEmailTemplate(id: number): Promise<boolean> {
  const result = await getDb().deleteFrom('email_templates').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The template offered when an application moves to `status`, if it has one. */
export async function getStageTemplate(status: ApplicationStatus): Promise<EmailTemplate | undefined> {
  return getDb()
    .selectFrom('email_templates')
    .selectAll()
    .where('defaultForStatus', '=', status)
    .executeTakeFirst()
}

/** Inside a transaction: these stages have no template any more. */
export async function clearStageTemplates(
  executor: DbExecutor,
  stages: readonly TemplateStage[],
): Promise<void> {
  if (stages.length === 0) return
  await executor
    .updateTable('email_templates')
    .set({ defaultForStatus: null })
    .where('defaultForStatus', 'in', stages)
    .execute()
}

/** Inside a transaction: a template becomes the one of a stage (the column holds one stage). */
export async function writeTemplateStage(
  executor: DbExecutor,
  id: number,
  stage: TemplateStage,
  by: string,
  now = new Date(),
): Promise<void> {
  await executor
    .updateTable('email_templates')
    .set({ defaultForStatus: stage, updatedBy: by, updatedAt: nowIso(now) })
    .where('id', '=', id)
    .execute()
}
