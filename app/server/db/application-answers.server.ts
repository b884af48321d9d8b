import type { Transaction } from 'kysely'
import { getDb, sameAddress } from './client.server'
import type { Database } from './schema.server'
import type { DbExecutor } from './transaction.server'

/** A screening question as it was asked, and what the applicant answered. */
export interface ApplicationAnswer {
  questionLabel: string
  answer: string
}

/** Inside the application's transaction (see createJobApplication), in the order they were asked. */
export async function insertApplicationAnswers(
  trx: Transaction<Database>,
  applicationId: number,
  answers: readonly ApplicationAnswer[],
): Promise<void> {
  if (!answers.length) return
  await trx
    .insertInto('application_answers')
    .values(answers.map(({ questionLabel, answer }) => ({ applicationId, questionLabel, answer })))
    .execute()
}

/** One application's answers, in the order the questions were asked. */
export async function listApplicationAnswers(applicationId: number): Promise<ApplicationAnswer[]> {
  return getDb()
    .selectFrom('application_answers')
    .select(['questionLabel', 'answer'])
    .where('applicationId', '=', applicationId)
    .orderBy('id')
    .execute()
}

/** The answers of several applications (a CSV export's page), by application id. */
export async function listAnswersOfApplications(
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationAnswer[]>> {
  const answers = new Map<number, ApplicationAnswer[]>()
  if (!applicationIds.length) return answers
  const rows = await getDb()
    .selectFrom('application_answers')
    .select(['applicationId', 'questionLabel', 'answer'])
    .where('applicationId', 'in', [...applicationIds])
    .orderBy('id')
    .execute()
  for (const { applicationId, ...answer } of rows) {
    answers.set(applicationId, [...(answers.get(applicationId) ?? []), answer])
  }
  return answers
}

/** Inside the erasure's transaction: the answers of every application from an address. */
export async function deleteAnswersOfApplicationsByEmail(
  executor: DbExecutor,
  email: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('application_answers')
    .where('applicationId', 'in', (eb) =>
      eb
        .selectFrom('job_applications')
        .select('id')
        .where((w) => sameAddress(w.ref('email'), email)),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Retention: the answers of applications received before `iso`. Returns how many. */
export async function deleteAnswersOfApplicationsReceivedBefore(
  executor: DbExecutor,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('application_answers')
    .where('applicationId', 'in', (eb) =>
      eb.selectFrom('job_applications').select('id').where('createdAt', '<', iso),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** How many answers are stored (tests: a refused application leaves none behind). */
export async function countApplicationAnswers(): Promise<number> {
  const row = await getDb()
    .selectFrom('application_answers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
