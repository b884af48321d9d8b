import { setSiteUrl } from '~/lib/site-url'
import { ensureFirstOwner } from './auth/staff.server'
import { getConfig, type Config } from './config.server'
import { closeDatabase, getDatabase } from './db/client.server'
import { migrateToLatest } from './db/migrate.server'
import { logger, setLogLevel } from './logger.server'
import { startOutboxWorker } from './mail/outbox-worker.server'
import { startClosingExpiredOpenings } from '~/features/openings/index.server'
import { seedOpenings } from '~/features/openings/index.server'
import { seedEmailTemplates } from '~/features/email/index.server'
import { startResumeTextJob } from './resumes/resume-text-job.server'
import { startRetentionPurge } from '~/features/privacy/index.server'
import { startQueueNotifier } from '~/features/my-work/index.server'
import { startSubscriptionJobs } from '~/features/subscriptions/index.server'
import { stopPageViewCounter } from '~/features/traffic/index.server'
import { startScheduledPublishing } from '~/features/publishing/index.server'

export interface RunningServices {
  config: Config
  adminStatus: Awaited<ReturnType<typeof ensureFirstOwner>>
  stop: () => Promise<void>
}

/** What a production start should tell the operator about its settings (empty when all is well). */
export function startupWarnings(config: Config): string[] {
  if (!config.isProduction) return []
  const warnings: string[] = []
  const mailIsLogged =
    config.MAIL_TRANSPORT === 'log' || (config.MAIL_TRANSPORT === 'auto' && !config.SMTP_URL)
  if (mailIsLogged) {
    warnings.push(
      'SMTP_URL is not set: e-mails are not sent, only their outbox id and a hash of the recipient are logged. Set SMTP_URL.',
    )
  }
  if (!config.AUTH_SECRET) {
    warnings.push(
      'AUTH_SECRET is not set: sessions are signed with a secret generated and kept in the database. ' +
        'Setting AUTH_SECRET (32+ random characters, kept apart from the database) is recommended.',
    )
  }
  const misaligned = config.dkim && dkimMisalignment(config.MAIL_FROM, config.dkim.domainName)
  if (misaligned) warnings.push(misaligned)
  return warnings
}

/**
 * Why receivers' DMARC checks will not count the signature, or undefined when they will: DMARC's
 * relaxed alignment wants the From address's domain and the signing domain in one organisation.
 * A subdomain either way (mail.example.com and example.com) is taken as aligned; deciding more
 * would need the public suffix list.
 */
export function dkimMisalignment(mailFrom: string, dkimDomain: string): string | undefined {
  const address = /<([^<>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom
  const fromDomain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
  const aligned =
    fromDomain === dkimDomain ||
    fromDomain.endsWith(`.${dkimDomain}`) ||
    dkimDomain.endsWith(`.${fromDomain}`)
  if (aligned) return undefined
  return (
    `MAIL_FROM's domain (${fromDomain}) is not DKIM_DOMAIN (${dkimDomain}): mail is signed, but receivers' ` +
    'DMARC checks will not count the signature. Send from an address at DKIM_DOMAIN, or sign for the domain of MAIL_FROM.'
  )
}

export interface ServiceOptions {
  /** The built resume-text reader process (`build/resume-text-worker.js`); without it, its source runs through tsx. */
  resumeTextWorkerFile?: string
}

/**
 * Everything the server needs before it accepts requests: the parsed config (stops on a bad
 * value), the schema migrated, the first admin, the outbox worker, the resume-text job, the
 * daily retention purge, My work's notifier (the e-mails that tell members what entered their queue)
 * and the publisher of scheduled posts (every POST_SCHEDULE_MS).
 */
export async function startServices({ resumeTextWorkerFile }: ServiceOptions = {}): Promise<RunningServices> {
  const config = getConfig()
  setLogLevel(config.LOG_LEVEL)
  setSiteUrl(config.SITE_URL)
  const { label } = getDatabase()
  const applied = await migrateToLatest()
  logger.info({ database: label, applied }, applied.length ? 'database migrated' : 'database up to date')
  const seeded = await seedOpenings()
  if (seeded) logger.info({ openings: seeded }, 'first openings stored from the careers page')
  const templates = await seedEmailTemplates()
  if (templates) logger.info({ templates }, 'first e-mail templates stored')
  const adminStatus = await ensureFirstOwner()
  for (const warning of startupWarnings(config)) logger.warn(warning)
  const worker = config.OUTBOX_WORKER ? startOutboxWorker() : undefined
  const resumeTexts = config.RESUME_TEXT_WORKER
    ? startResumeTextJob({ workerFile: resumeTextWorkerFile })
    : undefined
  const purge = startRetentionPurge()
  const closer = startClosingExpiredOpenings()
  const notifier = config.MY_WORK_NOTIFIER ? startQueueNotifier() : undefined
  const publisher = startScheduledPublishing()
  const subscriptions = startSubscriptionJobs()
  return {
    config,
    adminStatus,
    stop: async () => {
      await purge.stop()
      await closer.stop()
      await notifier?.stop()
      await publisher.stop()
      await subscriptions.stop()
      await worker?.stop()
      await resumeTexts?.stop()
      // The views still waiting in memory (at most FLUSH_MS of them) are written before closing.
      await stopPageViewCounter()
      await closeDatabase()
    },
  }
}
