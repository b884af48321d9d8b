import { isoAfter } from '~/lib/time'
import { getConfig } from '../config.server'
import { markEmailFailed, parsedHeaders, readAttachments } from '../db/email-outbox.server'
import { logger } from '../logger.server'
import { claimDueEmails, settleSentEmail } from './outbox-rules.server'
import { addressRef, withoutAddresses } from '../security/address-ref.server'
import { sendEmail } from './transport.server'

const BATCH_SIZE = 20
const MAX_BACKOFF_MS = 6 * 60 * 60_000

/** Delay before the next attempt after `attempts` failures: base, 2×base, 4×base … capped at 6 hours. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/** Sends what is due once; returns how many were sent and how many failed. */
export async function processOutboxOnce(): Promise<{ sent: number; failed: number }> {
  const { OUTBOX_MAX_ATTEMPTS, OUTBOX_BACKOFF_MS } = getConfig()
  const claimed = await claimDueEmails(BATCH_SIZE)
  let sent = 0
  let failed = 0
  for (const email of claimed) {
    const result = await sendEmail({
      id: email.id,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? undefined,
      replyTo: email.replyTo ?? undefined,
      attachments: readAttachments(email.attachments),
      headers: parsedHeaders(email.headers),
    })
    if (result.status === 'success') {
      await settleSentEmail(email)
      sent++
    } else {
      const lastTry = email.attempts >= OUTBOX_MAX_ATTEMPTS
      await markEmailFailed(
        email,
        result.error,
        lastTry ? null : isoAfter(backoffMs(email.attempts, OUTBOX_BACKOFF_MS)),
      )
      // The error is the server's reply, which often quotes the recipient: logged without it.
      logger.warn(
        {
          id: email.id,
          to: await addressRef(email.to),
          attempts: email.attempts,
          error: withoutAddresses(result.error),
        },
        'e-mail not sent',
      )
      failed++
    }
  }
  return { sent, failed }
}

export interface OutboxWorker {
  stop: () => Promise<void>
  /** Runs a pass now instead of waiting for the next tick (after a submission). */
  nudge: () => void
}

const WORKER_KEY = Symbol.for('brightpath.outboxWorker')
type WorkerHolder = { [WORKER_KEY]?: OutboxWorker }

/** Polls the outbox every OUTBOX_POLL_MS until stopped; one pass at a time. */
export function startOutboxWorker(): OutboxWorker {
  const { OUTBOX_POLL_MS } = getConfig()
  let running: Promise<void> | undefined
  let stopped = false
  const tick = () => {
    if (stopped || running) return
    running = processOutboxOnce()
      .then((r) => {
        if (r.sent || r.failed) logger.info(r, 'outbox pass')
      })
      .catch((error: unknown) =>
        logger.error({ err: error instanceof Error ? error.message : error }, 'outbox pass failed'),
      )
      .finally(() => {
        running = undefined
      })
  }
  const timer = setInterval(tick, OUTBOX_POLL_MS)
  timer.unref()
  const worker: OutboxWorker = {
    nudge: () => setImmediate(tick),
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
      ;(globalThis as WorkerHolder)[WORKER_KEY] = undefined
    },
  }
  ;(globalThis as WorkerHolder)[WORKER_KEY] = worker
  tick()
  return worker
}

/** Asks the running worker, if any, for an early pass. */
export function nudgeOutbox(): void {
  ;(globalThis as WorkerHolder)[WORKER_KEY]?.nudge()
}
