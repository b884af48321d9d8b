import type { MigrationDb } from './helpers.server'

/** What stands where a link's token was (LINK_TOKEN_REMOVED in email-outbox.server.ts, as of this migration). */
const REMOVED = '[link removed after sending]'

/**
 * The link shapes that carried a token before this migration: `?token=` (a password reset, an
 * invitation, a status link) and `/shortlist/<token>` (a client's shortlist).
 */
const OLD_LINK_TOKENS = [/([?&]token=)[\w%-]{16,}/g, /(\/shortlist\/)[\w-]{16,}/g]

const scrub = (value: string) =>
  OLD_LINK_TOKENS.reduce((text, shape) => text.replace(shape, `$1${REMOVED}`), value)

/**
 * The link tokens an e-mail carries (a password reset, an invitation, a status or shortlist link),
 * as a JSON array, kept only until the e-mail has left: the worker then replaces each one in the
 * stored text and html and clears this column, so no working link stays in the database. The
 * e-mails that already left (or failed for good) lose their links' tokens here, by their shape.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('link_tokens', 'text').execute()
  const done = (await db
    .selectFrom('email_outbox')
    .select(['id', 'text', 'html'])
    .where('status', 'in', ['sent', 'failed'])
    .where((eb) => eb.or([eb('text', 'like', '%token=%'), eb('text', 'like', '%/shortlist/%')]))
    .execute()) as { id: number; text: string; html: string | null }[]
  for (const row of done) {
    await db
      .updateTable('email_outbox')
      .set({ text: scrub(row.text), html: row.html === null ? null : scrub(row.html) })
      .where('id', '=', row.id)
      .execute()
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('link_tokens').execute()
}
