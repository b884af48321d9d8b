import { sql } from 'kysely'
import { getDatabase } from './client.server'

interface TotpLastStepsTable {
  user_id: string
  last_step: number
}

// The table comes from migration 0005; it is kept out of the shared schema type on purpose.
// Stored names, without the camelCase mapping: rows come back as the table names them.
const db = () => getDatabase().db.withTables<{ totp_last_steps: TotpLastStepsTable }>()

/**
 * Records that an admin used the authenticator code of time step `step`, in one statement: true
 * when it is later than any step they used before, false when that step (or a later one) was
 * already used. Two requests with one code: exactly one gets true.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const row = await db()
    .insertInto('totp_last_steps')
    .values({ user_id: userId, last_step: step })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_step: step })
        .where(sql<boolean>`totp_last_steps.last_step < ${step}`),
    )
    .returning('user_id')
    .executeTakeFirst()
  return row !== undefined
}

/** A member's two-factor secret was taken away: codes of their next secret start afresh. */
export async function forgetTotpSteps(userId: string): Promise<void> {
  await db().deleteFrom('totp_last_steps').where('user_id', '=', userId).execute()
}
