import { describe, expect, it } from 'vitest'
import { withMainThreadCpuTime, type TraceEvent } from './cpu-time-trace'

const RENDERER = { pid: 2, tid: 7 }
const names: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...RENDERER, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrBrowserMain' } },
]

describe('a trace read with the main thread’s CPU time', () => {
  it('shortens a task that waited for a core to its own work, and draws its events in with it', () => {
    const trace = [
      ...names,
      // 40 ms on the clock, 10 ms of work: a style pass 8 ms in, 20 ms long on the clock.
      { name: 'RunTask', ph: 'X', ...RENDERER, ts: 1_000, dur: 40_000, tdur: 10_000 },
      { name: 'UpdateLayoutTree', ph: 'X', ...RENDERER, ts: 9_000, dur: 20_000, tdur: 5_000 },
      { name: 'Paint', ph: 'I', ...RENDERER, ts: 41_000 },
    ]
    const [, , task, style, mark] = withMainThreadCpuTime(trace)
    expect(task).toMatchObject({ ts: 1_000, dur: 10_000 })
    expect(style).toMatchObject({ ts: 3_000, dur: 5_000 })
    expect(mark).toMatchObject({ ts: 11_000 })
  })

  it('leaves other threads, events between tasks and tasks that never waited as they were', () => {
    const trace = [
      ...names,
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1_000, dur: 40_000, tdur: 10_000 },
      { name: 'RunTask', ph: 'X', ...RENDERER, ts: 1_000, dur: 5_000, tdur: 5_000 },
      { name: 'ResourceSendRequest', ph: 'I', ...RENDERER, ts: 8_000 },
    ]
    expect(withMainThreadCpuTime(trace)).toEqual(trace)
  })
})
