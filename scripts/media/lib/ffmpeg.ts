import { spawn } from 'node:child_process'

/** Runs ffmpeg with the given arguments; rejects with the end of its log when it fails. */
export function ffmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let log = ''
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000)
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`ffmpeg exited with ${code}: ${log}`))
    })
  })
}
