import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ReadRequest, ReadResult, ResumeKind } from './resume-text-worker.server'

/** The most text kept from one resume (a long one holds about 20,000 characters). */
export const RESUME_TEXT_MAX_CHARS = 100_000

/**
 * The reader process's memory: its V8 heap flag bounds what JavaScript holds; the watchdog below
 * bounds everything (a file's unpacked bytes live outside the heap, in buffers the flag does not
 * count). A process that has loaded its libraries holds some 90 MB; a long resume takes a few
 * more. Past the budget it is killed, and that file has no text.
 */
const READER_HEAP_MB = 192
export const READER_RSS_BUDGET_MB = 256
/** How often the watchdog reads the process's resident memory (a bomb grows ~1 GB/s at most). */
const WATCH_EVERY_MS = 20

/** How long a new process may take to load its libraries before it counts as failed. */
const STARTUP_TIMEOUT_MS = 60_000

export type ReadOutcome =
  | { kind: 'text'; text: string }
  | { kind: 'no-text' }
  | { kind: 'timed-out' }
  /** The reader passed its memory budget on this file and was killed. */
  | { kind: 'over-budget' }

export interface ResumeTextReader {
  /**
   * Reads one file in the reader process (one at a time: a call waits for the one before); past
   * `timeoutMs` or the memory budget the process is killed and a new one serves the next file.
   */
  read: (kind: ResumeKind, data: Uint8Array) => Promise<ReadOutcome>
  /** Stops the process (a new one starts on the next read). */
  close: () => Promise<void>
}

/** A process's resident memory in MB, from /proc (0 where there is none, or once it has gone). */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1]
    return kb ? Number(kb) / 1024 : 0
  } catch {
    return 0
  }
}

/**
 * The reader's file: the bundle the build writes (`build/resume-text-worker.js`, given by the
 * server at start), or in development and tests the TypeScript source, run through tsx. Only the
 * heap flag is passed: none of the server's own flags (an inspector, --expose-gc) carry over.
 */
function startProcess(builtFile: string | undefined): ChildProcess {
  const source = fileURLToPath(new URL('./resume-text-worker.server.ts', import.meta.url))
  const entry = builtFile ? [builtFile] : ['--import', 'tsx', source]
  return spawn(process.execPath, [`--max-old-space-size=${READER_HEAP_MB}`, ...entry], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Structured clone over the channel: a file goes as bytes, not as a JSON array of numbers.
    serialization: 'advanced',
    env: { ...process.env, NODE_OPTIONS: '' },
  })
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

/** A new process, once it has loaded its libraries (it says so with its first message). */
function startedProcess(builtFile: string | undefined): Promise<ChildProcess> {
  const child = startProcess(builtFile)
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(timer)
      void kill(child)
      reject(error instanceof Error ? error : new Error('the resume reader stopped while starting'))
    }
    const timer = setTimeout(() => fail(new Error('the resume reader did not start')), STARTUP_TIMEOUT_MS)
    child.once('error', fail)
    child.once('exit', fail)
    child.once('message', () => {
      clearTimeout(timer)
      child.off('error', fail)
      child.off('exit', fail)
      resolve(child)
    })
  })
}

/**
 * Reads resumes' text in a child process, one file at a time, each within `timeoutMs` (counted
 * from when the process has the file, not from its start) and within READER_RSS_BUDGET_MB of
 * resident memory, sampled every WATCH_EVERY_MS: a file that hangs, crashes the process or
 * unpacks past its memory costs that process and that time, never the server.
 */
export function createResumeTextReader({
  workerFile,
  timeoutMs,
  maxChars = RESUME_TEXT_MAX_CHARS,
  rssBudgetMb = READER_RSS_BUDGET_MB,
}: {
  workerFile?: string
  timeoutMs: number
  maxChars?: number
  rssBudgetMb?: number
}): ResumeTextReader {
  let current: Promise<ChildProcess> | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let nextId = 1

  const close = async () => {
    const running = current
    current = undefined
    if (running) await running.then(kill).catch(() => undefined)
  }

  const readWith = (child: ChildProcess, kind: ResumeKind, data: Uint8Array) =>
    new Promise<ReadOutcome>((resolve) => {
      const id = nextId++
      let done = false
      const finish = (outcome: ReadOutcome, discard: boolean) => {
        if (done) return
        done = true
        clearTimeout(timer)
        clearInterval(watchdog)
        child.off('message', onMessage)
        child.off('error', onFailure)
        child.off('exit', onFailure)
        if (discard) void close()
        resolve(outcome)
      }
      const onMessage = (result: ReadResult) => {
        if (result.id === id)
          finish(result.text ? { kind: 'text', text: result.text } : { kind: 'no-text' }, false)
      }
      // The process died (its heap limit, a crash in a library): this file has no text, the next gets a new one.
      const onFailure = () => finish({ kind: 'no-text' }, true)
      const timer = setTimeout(() => finish({ kind: 'timed-out' }, true), timeoutMs)
      const watchdog = setInterval(() => {
        if (child.pid && residentMb(child.pid) > rssBudgetMb) {
          // Killed now, not when the next file comes: the memory is given back at once.
          void kill(child)
          finish({ kind: 'over-budget' }, true)
        }
      }, WATCH_EVERY_MS)
      child.on('message', onMessage)
      child.once('error', onFailure)
      child.once('exit', onFailure)
      child.send({ id, kind, data, maxChars } satisfies ReadRequest, (error) => {
        if (error) onFailure()
      })
    })

  const readOne = async (kind: ResumeKind, data: Uint8Array): Promise<ReadOutcome> => {
    current ??= startedProcess(workerFile)
    const starting = current
    try {
      return await readWith(await starting, kind, data)
    } catch (error) {
      if (current === starting) current = undefined
      throw error
    }
  }

  // One file at a time: the budget is one file's, and the watchdog's kill ends only that file.
  const read = (kind: ResumeKind, data: Uint8Array) => {
    const outcome = queue.then(() => readOne(kind, data))
    queue = outcome.catch(() => undefined)
    return outcome
  }

  return { read, close }
}
