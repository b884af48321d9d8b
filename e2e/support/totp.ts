import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { E2E } from './env'

const STEP_MS = 30_000

/**
 * The code for a key as an authenticator app shows it now, or `steps` time steps (30 s) later
 * (the key is base32, as on the setup page).
 */
export function currentTotp(key: string, steps = 0): Promise<string> {
  const otp = createOTP(new TextDecoder().decode(base32.decode(key)))
  return steps === 0 ? otp.totp() : otp.hotp(Math.floor(Date.now() / STEP_MS) + steps)
}

const stepsFile = () => join(E2E.authDir, 'totp-steps.json')

function usedSteps(): Record<string, number> {
  return existsSync(stepsFile())
    ? (JSON.parse(readFileSync(stepsFile(), 'utf8')) as Record<string, number>)
    : {}
}

/**
 * A code the server will take for `username`: it accepts each time step once, never an earlier
 * one than the last it took, and one step of drift either way. So the next code is that of the
 * step after the last one used, as soon as it is within reach (waiting up to 30 s when codes were
 * used in quick succession). The steps used are kept in a file, across test files and retries.
 * Never the step before the current one: the server may check it a moment later, past its reach.
 */
export async function nextTotp(username: string, key: string): Promise<string> {
  const used = usedSteps()
  const current = Math.floor(Date.now() / STEP_MS)
  const step = Math.max(current, (used[username] ?? -Infinity) + 1)
  // Within reach once `step` is at most one step ahead of the server's clock.
  const wait = (step - 1) * STEP_MS - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250))
  mkdirSync(E2E.authDir, { recursive: true })
  writeFileSync(stepsFile(), JSON.stringify({ ...usedSteps(), [username]: step }))
  const otp = createOTP(new TextDecoder().decode(base32.decode(key)))
  return otp.hotp(step)
}

/** Records a step used outside nextTotp (the code that finished an enrolment). */
export function recordTotpStep(username: string, step = Math.floor(Date.now() / STEP_MS)) {
  mkdirSync(E2E.authDir, { recursive: true })
  writeFileSync(stepsFile(), JSON.stringify({ ...usedSteps(), [username]: step }))
}
