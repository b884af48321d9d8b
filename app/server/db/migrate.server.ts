import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely'
import { migrateAuthTables } from '../auth/auth.server'
import { getDatabase } from './client.server'
import type { StoredDatabase } from './schema.server'
import * as initial from './migrations/0001-initial.server'
import * as rateLimits from './migrations/0002-rate-limits.server'
import * as loginFailures from './migrations/0003-login-failures.server'
import * as loginThrottle from './migrations/0004-login-throttle.server'
import * as totpSteps from './migrations/0005-totp-steps.server'
import * as outboxReferences from './migrations/0006-outbox-references.server'
import * as hireRequests from './migrations/0007-hire-requests.server'
import * as outboxBriefReference from './migrations/0008-outbox-brief-reference.server'
import * as openings from './migrations/0009-openings.server'
import * as hireBriefsName from './migrations/0010-hire-briefs-name.server'
import * as team from './migrations/0011-team.server'
import * as recordEvents from './migrations/0012-record-events.server'
import * as candidates from './migrations/0013-candidates.server'
import * as resumeTextsAndSearch from './migrations/0014-resume-texts-and-search.server'
import * as shortlists from './migrations/0015-shortlists.server'
import * as conversations from './migrations/0017-conversations.server'
import * as references from './migrations/0018-references.server'
import * as timeline from './migrations/0019-timeline.server'
import * as oneWaitingEmail from './migrations/0020-one-waiting-email.server'
import * as staffEmailChanges from './migrations/0021-staff-email-changes.server'
import * as outboxLinkTokens from './migrations/0022-outbox-link-tokens.server'
import * as traffic from './migrations/0023-traffic.server'
import * as recordOwners from './migrations/0025-record-owners.server'
import * as followUps from './migrations/0026-follow-ups.server'
import * as staffPreferences from './migrations/0027-staff-preferences.server'
import * as announcedStages from './migrations/0028-announced-stages.server'
import * as queueNoticeStarts from './migrations/0029-queue-notice-starts.server'
import * as candidateProfiles from './migrations/0030-candidate-profiles.server'
import * as putForwardConsent from './migrations/0031-put-forward-consent.server'
import * as interviews from './migrations/0032-interviews.server'
import * as marketingRole from './migrations/0033-marketing-role.server'
import * as posts from './migrations/0034-posts.server'
import * as subscriptions from './migrations/0036-subscriptions.server'
import * as interviewOutcomes from './migrations/0037-interview-outcomes.server'
import * as teamPage from './migrations/0038-team-page.server'

/** Versioned migrations, in order. Add a file and a line here; never edit a migration that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-rate-limits': rateLimits,
  '0003-login-failures': loginFailures,
  '0004-login-throttle': loginThrottle,
  '0005-totp-steps': totpSteps,
  '0006-outbox-references': outboxReferences,
  '0007-hire-requests': hireRequests,
  '0008-outbox-brief-reference': outboxBriefReference,
  '0009-openings': openings,
  '0010-hire-briefs-name': hireBriefsName,
  '0011-team': team,
  '0012-record-events': recordEvents,
  '0013-candidates': candidates,
  '0014-resume-texts-and-search': resumeTextsAndSearch,
  '0015-shortlists': shortlists,
  '0017-conversations': conversations,
  '0018-references': references,
  '0019-timeline': timeline,
  '0020-one-waiting-email': oneWaitingEmail,
  '0021-staff-email-changes': staffEmailChanges,
  '0022-outbox-link-tokens': outboxLinkTokens,
  '0023-traffic': traffic,
  '0025-record-owners': recordOwners,
  '0026-follow-ups': followUps,
  '0027-staff-preferences': staffPreferences,
  '0028-announced-stages': announcedStages,
  '0029-queue-notice-starts': queueNoticeStarts,
  '0030-candidate-profiles': candidateProfiles,
  '0031-put-forward-consent': putForwardConsent,
  '0032-interviews': interviews,
  '0033-marketing-role': marketingRole,
  '0034-posts': posts,
  '0036-subscriptions': subscriptions,
  '0037-interview-outcomes': interviewOutcomes,
  '0038-team-page': teamPage,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Brings the schema up to date, including the auth library's tables. Safe to run on every start. */
export async function migrateToLatest(): Promise<string[]> {
  // The auth library's tables first: our migrations may fill in the columns it adds to its own
  // users (0011 makes every existing account an owner).
  const applied = await migrateAuthTables()
  // Migrations name tables and columns as stored: they run without the camelCase mapping.
  const migrator = new Migrator({ db: getDatabase().db, provider })
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new MigrationError(
      `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  applied.push(...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName))
  return applied
}

/**
 * Brings the schema up to one named migration and no further (our tables only): for tests of a
 * migration that moves data, which seed the schema as it was before it.
 */
export async function migrateUpTo(name: string): Promise<void> {
  const migrator = new Migrator({ db: getDatabase().db, provider })
  const { error } = await migrator.migrateTo(name)
  if (error) throw new MigrationError(`migration to ${name} failed: ${String(error)}`)
}

export interface MigrationLevel {
  /** The newest migration the database has; null when it has none (not a database of ours). */
  latest: string | null
  /** Ours it lacks: the next start runs them. */
  pending: string[]
  /** Migrations it has that this version does not know: a newer version made it. */
  unknown: string[]
}

/** Where a database's schema stands against this version's migrations (the process's database by default). */
export async function getMigrationLevel(
  db: Kysely<StoredDatabase> = getDatabase().db,
): Promise<MigrationLevel> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  const recorded = tables.some((t) => t.name === DEFAULT_MIGRATION_TABLE)
    ? (await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db)).rows
    : []
  const applied = new Set(recorded.map((row) => row.name))
  const ours = Object.keys(migrations)
  return {
    latest: ours.filter((name) => applied.has(name)).at(-1) ?? null,
    pending: ours.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !(name in migrations)).sort(),
  }
}
