import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * The team: every account made before roles existed becomes an active owner (the auth library has
 * just added the columns, empty), and the two kinds of one-time link staff receive by e-mail, an
 * invitation to join and a password reset. Links carry a random token; only its SHA-256 is kept.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`update "user" set "role" = 'owner' where "role" is null`.execute(db)
  await sql`update "user" set "status" = 'active' where "status" is null`.execute(db)

  await withId(db, db.schema.createTable('staff_invitations'))
    .addColumn('email', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .addCheckConstraint('staff_invitation_role_check', sql`role in ('owner', 'recruiter', 'sales')`)
    .execute()
  await db.schema.createIndex('staff_invitation_email_idx').on('staff_invitations').column('email').execute()

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('password_reset_staff_idx').on('password_resets').column('staff_id').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute()
  await db.schema.dropTable('staff_invitations').ifExists().execute()
}
