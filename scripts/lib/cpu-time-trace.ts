/**
 * A Chromium trace event as Lighthouse records it: `ts` and `dur` in microseconds of wall time,
 * `tdur` the thread's own CPU time over the same span (complete events, `ph: 'X'`, only).
 */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** Chromium's name for a top-level task of a thread's event loop. */
const TOP_LEVEL_TASK = 'RunTask'

/**
 * The trace as if the page's main thread never waited for a core: each of its top-level tasks is
 * shortened to its thread time, and the events inside it are drawn closer in proportion, so they
 * still nest. Lighthouse's simulation turns a task's recorded duration into blocking time, and on
 * a machine with two shared cores a task's wall time can be twice its own work (the renderer
 * waiting while the browser, the compositor and Lighthouse run); audited again on this trace, the
 * blocking time is the page's own. Other threads and processes are left as they are.
 */
export function withMainThreadCpuTime(events: readonly TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const tasksByThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (e.ph !== 'X' || e.name !== TOP_LEVEL_TASK || !mainThreads.has(thread)) continue
    if (e.dur === undefined || e.tdur === undefined || e.tdur >= e.dur) continue
    const tasks = tasksByThread.get(thread)
    if (tasks) tasks.push(e)
    else tasksByThread.set(thread, [e])
  }
  for (const tasks of tasksByThread.values()) tasks.sort((a, b) => a.ts - b.ts)

  // The top-level task an event at `ts` on `thread` lies in, if any (tasks do not overlap).
  const enclosing = (thread: string, ts: number) => {
    const tasks = tasksByThread.get(thread)
    if (!tasks) return undefined
    let low = 0
    let high = tasks.length - 1
    while (low <= high) {
      const mid = (low + high) >> 1
      const task = tasks[mid] as TraceEvent
      if (ts < task.ts) high = mid - 1
      else if (ts > task.ts + (task.dur as number)) low = mid + 1
      else return task
    }
    return undefined
  }

  return events.map((e) => {
    const task = enclosing(`${e.pid}:${e.tid}`, e.ts)
    if (!task) return e
    const scale = (task.tdur as number) / (task.dur as number)
    return {
      ...e,
      ts: task.ts + (e.ts - task.ts) * scale,
      ...(e.dur === undefined ? {} : { dur: e.dur * scale }),
    }
  })
}
