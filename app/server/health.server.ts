import { pingDatabase } from './db/client.server'
import { countEmailsByState } from './db/email-outbox.server'
import { getMigrationLevel } from './db/migrate.server'
import { countPendingResumeTexts } from './db/resume-texts.server'

/*
 * What GET /api/health reads: the database and the background work every feature leans on
 * (the schema, the outbox, the resume reader). Infrastructure, not a feature's, so the route
 * reads it here rather than from app/server/db.
 */

/** Whether the database answers. */
export const isDatabaseUp = (): Promise<boolean> => pingDatabase()

export interface HealthDetails {
  migrations: { latest: string | null; pending: number }
  /** A scheduled e-mail (a rejection waiting out its delay) is no backlog: it is counted apart. */
  outbox: { queued: number; scheduled: number; failed: number }
  /** Resumes whose text is still to be read for search. */
  resumeTexts: { pending: number }
}

/** How the running site does, for staff and monitors; throws when the database stops answering. */
export async function readHealthDetails(): Promise<HealthDetails> {
  const [level, outbox, resumeTexts] = await Promise.all([
    getMigrationLevel(),
    countEmailsByState(),
    countPendingResumeTexts(),
  ])
  return {
    migrations: { latest: level.latest, pending: level.pending.length },
    outbox: { queued: outbox.queued, scheduled: outbox.scheduled, failed: outbox.failed },
    resumeTexts: { pending: resumeTexts },
  }
}
