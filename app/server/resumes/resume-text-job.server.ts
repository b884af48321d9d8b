import { MAX_RESUME_BYTES } from '~/contracts/application-form'
import { getConfig } from '../config.server'
import { indexCandidatesWithoutSearch } from '../db/candidate-search.server'
import {
  claimPendingResumeTexts,
  completeResumeText,
  readClaimedResume,
  type ResumeTextOutcome,
} from '../db/resume-texts.server'
import { logger } from '../logger.server'
import {
  createResumeTextReader,
  READER_RSS_BUDGET_MB,
  type ResumeTextReader,
} from './read-resume-text.server'
import type { ResumeKind } from './resume-text-worker.server'

/** Resumes claimed per pass. */
const BATCH_SIZE = 5
/** Candidates given their first search document per pass (records grouped before search existed). */
const INDEX_BATCH_SIZE = 200

const KINDS: Record<string, ResumeKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
}

export interface ResumeTextPass {
  read: number
  unreadable: number
  indexed: number
}

/**
 * One pass: documents for candidates without one, then up to BATCH_SIZE resumes' text. A file past
 * the size limit, of no known type, without text, past the time limit or the reader's memory
 * budget (a zip or PDF bomb) is marked unreadable: it stays stored, only its text is missing.
 */
export async function processResumeTextsOnce(reader: ResumeTextReader): Promise<ResumeTextPass> {
  const { RESUME_TEXT_TIMEOUT_MS } = getConfig()
  const indexed = await indexCandidatesWithoutSearch(INDEX_BATCH_SIZE)
  // The lease outlives the batch, each file at its time limit, with room for the process to start.
  const claimed = await claimPendingResumeTexts(BATCH_SIZE, BATCH_SIZE * RESUME_TEXT_TIMEOUT_MS + 120_000)
  const pass = { read: 0, unreadable: 0, indexed }
  for (const resumeId of claimed) {
    const file = await readClaimedResume(resumeId)
    if (!file) continue
    const kind = KINDS[file.contentType]
    let outcome: ResumeTextOutcome = { status: 'unreadable' }
    if (kind && file.size <= MAX_RESUME_BYTES) {
      const read = await reader.read(kind, file.data)
      if (read.kind === 'text') outcome = { status: 'done', text: read.text }
      if (read.kind === 'timed-out')
        logger.warn({ resumeId, ms: RESUME_TEXT_TIMEOUT_MS }, 'resume text timed out')
      if (read.kind === 'over-budget')
        logger.warn({ resumeId, mb: READER_RSS_BUDGET_MB }, 'resume text passed its memory budget')
    }
    await completeResumeText(resumeId, outcome)
    if (outcome.status === 'done') pass.read++
    else pass.unreadable++
  }
  return pass
}

export interface ResumeTextJob {
  stop: () => Promise<void>
  /** Runs a pass now instead of at the next tick (after an application with a resume). */
  nudge: () => void
}

const JOB_KEY = Symbol.for('brightpath.resumeTextJob')
type JobHolder = { [JOB_KEY]?: ResumeTextJob }

/**
 * Reads new resumes' text every RESUME_TEXT_POLL_MS until stopped, one pass at a time, in a child
 * process (`workerFile`: the built reader; the source in development and tests). The process is
 * stopped when a pass finds nothing to do.
 */
export function startResumeTextJob({ workerFile }: { workerFile?: string } = {}): ResumeTextJob {
  const { RESUME_TEXT_POLL_MS, RESUME_TEXT_TIMEOUT_MS } = getConfig()
  const reader = createResumeTextReader({ workerFile, timeoutMs: RESUME_TEXT_TIMEOUT_MS })
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  const tick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = processResumeTextsOnce(reader)
      .then(async (pass) => {
        if (pass.read || pass.unreadable || pass.indexed) {
          logger.info(pass, 'resume text pass')
          again = true
        } else await reader.close()
      })
      .catch((error: unknown) =>
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'resume text pass failed',
        ),
      )
      .finally(() => {
        running = undefined
        if (again && !stopped) {
          again = false
          setImmediate(tick)
        }
      })
  }
  const timer = setInterval(tick, RESUME_TEXT_POLL_MS)
  timer.unref()
  const job: ResumeTextJob = {
    nudge: () => setImmediate(tick),
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
      await reader.close()
      ;(globalThis as JobHolder)[JOB_KEY] = undefined
    },
  }
  ;(globalThis as JobHolder)[JOB_KEY] = job
  tick()
  return job
}

/** Asks the running job, if any, for an early pass. */
export function nudgeResumeTexts(): void {
  ;(globalThis as JobHolder)[JOB_KEY]?.nudge()
}
