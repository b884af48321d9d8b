import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat's CPU times (100 on Linux, read once). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/**
 * The CPU time a process has used so far (user + system, its own threads included), in ms, from
 * /proc/<pid>/stat: what the server spent, whatever else the machine was doing meanwhile.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / CLOCK_TICKS
}

/** The resident memory of a process now, in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.replace(/\D/g, '') ?? 0) / 1024
}

/**
 * The server's CPU time per request over `count` requests sent one after another (the ticks are
 * 10 ms apart, so a cheap request needs many to show).
 */
export async function cpuMsPerRequest(pid: number, count: number, send: (i: number) => Promise<unknown>) {
  const before = cpuMs(pid)
  for (let i = 0; i < count; i++) await send(i)
  return (cpuMs(pid) - before) / count
}

/**
 * The resident memory of a server started with `--expose-gc --import ./scripts/lib/gc-on-signal.mjs`
 * once a full garbage collection has run and the pages it freed have gone back to the system
 * (which takes a moment, so it collects until two readings agree), in MB.
 */
export async function heldRssMb(pid: number): Promise<number> {
  let last = Number.POSITIVE_INFINITY
  for (let round = 0; round < 8; round++) {
    process.kill(pid, 'SIGUSR2')
    await new Promise((resolve) => setTimeout(resolve, 400))
    const now = rssMb(pid)
    if (Math.abs(now - last) < 2) return now
    last = now
  }
  return last
}
