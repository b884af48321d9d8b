import { Worker } from 'node:worker_threads'
import type { ReadRequest, ReadResult, ResumeKind } from './resume-text-worker.server'

/** The most text kept from one resume (a long one holds about 20,000 characters). */
export const RESUME_TEXT_MAX_CHARS = 100_000

/** A worker thread's heap: enough for a long PDF, and the most a hostile one can take. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }

/** How long a new thread may take to load its libraries before it counts as failed. */
const STARTUP_TIMEOUT_MS = 60_000

export type ReadOutcome = { kind: 'text'; text: string } | { kind: 'no-text' } | { kind: 'timed-out' }

export interface ResumeTextReader {
  /** Reads one file in the worker thread; past `timeoutMs` the thread is stopped and a new one serves the next file. */
  read: (kind: ResumeKind, data: Uint8Array) => Promise<ReadOutcome>
  /** Stops the thread (a new one starts on the next read). */
  close: () => Promise<void>
}

/**
 * The worker's file: the bundle the build writes (`build/resume-text-worker.js`, given by the
 * server at start), or in development and tests the TypeScript source, run through tsx.
 */
function startWorker(builtFile: string | undefined): Worker {
  if (builtFile) return new Worker(builtFile, { resourceLimits: WORKER_LIMITS })
  const source = new URL('./resume-text-worker.server.ts', import.meta.url).href
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}) })`
  return new Worker(bootstrap, { eval: true, resourceLimits: WORKER_LIMITS })
}

/** A new thread, once it has loaded its libraries (it says so with its first message). */
function startedWorker(builtFile: string | undefined): Promise<Worker> {
  const worker = startWorker(builtFile)
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(timer)
      void worker.terminate()
      reject(error instanceof Error ? error : new Error('the resume reader stopped while starting'))
    }
    const timer = setTimeout(() => fail(new Error('the resume reader did not start')), STARTUP_TIMEOUT_MS)
    worker.once('error', fail)
    worker.once('exit', fail)
    worker.once('message', () => {
      clearTimeout(timer)
      worker.off('error', fail)
      worker.off('exit', fail)
      resolve(worker)
    })
  })
}

/**
 * Reads resumes' text in a worker thread, one file at a time, each within `timeoutMs` (counted
 * from when the thread has the file, not from its start): a file that hangs, crashes the thread
 * or exhausts its memory costs that thread and that time, never the server.
 */
export function createResumeTextReader({
  workerFile,
  timeoutMs,
  maxChars = RESUME_TEXT_MAX_CHARS,
}: {
  workerFile?: string
  timeoutMs: number
  maxChars?: number
}): ResumeTextReader {
  let current: Promise<Worker> | undefined
  let nextId = 1

  const close = async () => {
    const running = current
    current = undefined
    if (running) await running.then((worker) => worker.terminate()).catch(() => undefined)
  }

  const readWith = (thread: Worker, kind: ResumeKind, data: Uint8Array) =>
    new Promise<ReadOutcome>((resolve) => {
      const id = nextId++
      const finish = (outcome: ReadOutcome, discard: boolean) => {
        clearTimeout(timer)
        thread.off('message', onMessage)
        thread.off('error', onFailure)
        thread.off('exit', onFailure)
        if (discard) void close()
        resolve(outcome)
      }
      const onMessage = (result: ReadResult) => {
        if (result.id === id)
          finish(result.text ? { kind: 'text', text: result.text } : { kind: 'no-text' }, false)
      }
      // The thread died (out of memory, a crash in a library): this file has no text, the next gets a new thread.
      const onFailure = () => finish({ kind: 'no-text' }, true)
      const timer = setTimeout(() => finish({ kind: 'timed-out' }, true), timeoutMs)
      thread.on('message', onMessage)
      thread.once('error', onFailure)
      thread.once('exit', onFailure)
      thread.postMessage({ id, kind, data, maxChars } satisfies ReadRequest)
    })

  const read = async (kind: ResumeKind, data: Uint8Array): Promise<ReadOutcome> => {
    current ??= startedWorker(workerFile)
    const starting = current
    try {
      return await readWith(await starting, kind, data)
    } catch (error) {
      if (current === starting) current = undefined
      throw error
    }
  }

  return { read, close }
}
