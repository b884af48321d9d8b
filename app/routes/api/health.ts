import { getAppVersion } from '~/server/app-version.server'
import { pingDatabase } from '~/server/db/client.server'
import { countEmailsByState } from '~/server/db/email-outbox.server'
import { getMigrationLevel } from '~/server/db/migrate.server'
import { countPendingResumeTexts } from '~/server/db/resume-texts.server'
import { logger } from '~/server/logger.server'

const headers = { 'Cache-Control': 'no-store' }

/**
 * For load balancers and monitors: 200 while the database answers, 503 otherwise. Beside that, what
 * an operator checks first: the version running, the schema's migration level, the outbox
 * backlog (e-mails waiting to go out, and those that gave up after their last attempt), and the
 * resumes whose text is still to be read for search.
 */
export async function loader() {
  const { version, commit } = getAppVersion()
  const unavailable = () =>
    Response.json({ status: 'unavailable', database: 'down', version, commit }, { status: 503, headers })
  if (!(await pingDatabase())) return unavailable()
  try {
    const [level, outbox, resumeTexts] = await Promise.all([
      getMigrationLevel(),
      countEmailsByState(),
      countPendingResumeTexts(),
    ])
    return Response.json(
      {
        status: 'ok',
        database: 'up',
        version,
        commit,
        migrations: { latest: level.latest, pending: level.pending.length },
        // A scheduled e-mail (a rejection waiting out its delay) is no backlog: it is counted apart.
        outbox: { queued: outbox.queued, scheduled: outbox.scheduled, failed: outbox.failed },
        resumeTexts: { pending: resumeTexts },
      },
      { headers },
    )
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'health check failed')
    return unavailable()
  }
}
