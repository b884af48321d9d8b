import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * Subscriptions (issue 41, parts 6, 7 and 9): visitors subscribe from the site's footer to new
 * openings (optionally one department, location, workplace or employment type) and new insights,
 * each alert at once or in a weekly digest.
 *
 * - `subscription_requests`: a subscription asked for and not yet confirmed (double opt-in). Only
 *   the SHA-256 of its link's token is kept; it is deleted once used or 48 hours after it was made.
 * - `subscribers`: confirmed addresses and their choices. An unsubscribed (or stopped: bounced,
 *   complained) row stays 30 days, then goes, leaving only a keyed hash of the address in
 *   `subscription_suppressions`, so no alert ever reaches it again without a new double opt-in.
 * - `subscription_digest_items`: alerts waiting for a weekly subscriber's Monday 09:00.
 * - `subscription_alerts`: each opening or insight alerted once, however often it is published.
 * - `email_outbox.headers`: per-message headers (List-Unsubscribe), JSON; `email_outbox.category`:
 *   what kind of mail it is ('subscription'), so a bounce can cancel what still waits.
 *
 * Personal data: requests and subscribers (addresses) are in the privacy export and erasure, and
 * the retention purge deletes them on the periods above.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('headers', 'text').execute()
  await db.schema.alterTable('email_outbox').addColumn('category', 'text').execute()

  await withId(db, db.schema.createTable('subscription_requests'))
    .addColumn('email', 'text', notNull)
    // JSON: the choices (SubscriptionChoices) applied when the link is used.
    .addColumn('choices', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('subscription_request_email_idx')
    .on('subscription_requests')
    .column('email')
    .execute()

  await withId(db, db.schema.createTable('subscribers'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('openings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('insights', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('department', 'text')
    .addColumn('location', 'text')
    .addColumn('workplace', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('frequency', 'text', notNull)
    .addColumn('time_zone', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('confirmed_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('ended_at', 'text')
    .addCheckConstraint('subscriber_frequency_check', sql`frequency in ('instant', 'weekly')`)
    .addCheckConstraint('subscriber_status_check', sql`status in ('active', 'unsubscribed', 'stopped')`)
    .execute()
  await db.schema.createIndex('subscriber_status_idx').on('subscribers').column('status').execute()

  await withId(db, db.schema.createTable('subscription_digest_items'))
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('subscribers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('subscription_digest_item_subscriber_idx')
    .on('subscription_digest_items')
    .column('subscriber_id')
    .execute()

  await db.schema
    .createTable('subscription_suppressions')
    .addColumn('address_hash', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addCheckConstraint(
      'subscription_suppression_reason_check',
      sql`reason in ('unsubscribed', 'bounce', 'complaint')`,
    )
    .execute()

  await withId(db, db.schema.createTable('subscription_alerts'))
    .addColumn('kind', 'text', notNull)
    .addColumn('item_key', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('recipients', 'integer', notNull)
    .addUniqueConstraint('subscription_alert_item_unique', ['kind', 'item_key'])
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('subscription_alerts').ifExists().execute()
  await db.schema.dropTable('subscription_suppressions').ifExists().execute()
  await db.schema.dropTable('subscription_digest_items').ifExists().execute()
  await db.schema.dropTable('subscribers').ifExists().execute()
  await db.schema.dropTable('subscription_requests').ifExists().execute()
  await sql`alter table ${sql.table('email_outbox')} drop column ${sql.id('category')}`.execute(db)
  await sql`alter table ${sql.table('email_outbox')} drop column ${sql.id('headers')}`.execute(db)
}
