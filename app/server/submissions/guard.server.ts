import type { FormName } from '~/contracts/form-fields'
import { formNamed, type DeclaredFormName } from '~/contracts/forms'
import { problem, PROBLEM_MESSAGES, rateLimitMessage, type Problem } from '~/contracts/problems'
import { logger } from '../logger.server'
import { hashIp } from '../security/client-ip.server'
import { consumeSubmissionAllowance } from '../security/rate-limit.server'
import { checkSpamSignals, type FieldReader, type SpamOptions } from '../security/spam.server'

export type GuardResult = { ok: true; ipHash: string | null } | { ok: false; problem: Problem }

/**
 * The abuse checks, before validation: the honeypot and the fill time (refused with the form's failure
 * message, so a bot learns nothing; no minimum fill time when the form's declaration asks none),
 * then the per-IP hourly limit (429) when the form's declaration counts it against the allowance.
 */
export async function guardSubmission(
  form: FormName,
  fields: FieldReader,
  ip: string | null,
  failureMessage: string,
  options: SpamOptions = {},
): Promise<GuardResult> {
  const spam = await checkSpamSignals(form, fields, {
    ...options,
    minFillTime: formNamed(form).minFillTime !== false,
  })
  if (!spam.ok) {
    logger.info({ form, reason: spam.reason }, 'submission refused as automated')
    return {
      ok: false,
      problem:
        spam.reason === 'too-fast'
          ? problem('too_fast', PROBLEM_MESSAGES.tooFast, { retryAfterMs: spam.retryAfterMs })
          : problem('rejected', failureMessage),
    }
  }
  const ipHash = await hashIp(ip)
  const spent = await spendSubmissionAllowance(form, ipHash)
  return spent ? { ok: false, problem: spent } : { ok: true, ipHash }
}

/**
 * Counts one submission against the sender's hourly allowance when the form's declaration says it
 * counts (app/contracts/forms.ts): null while some is left, the problem (429, with the seconds to
 * wait) once it is spent. For the forms without the spam checks too (a client's shortlist answer).
 */
export async function spendSubmissionAllowance(
  form: DeclaredFormName,
  ipHash: string | null,
): Promise<(Problem & { retryAfterSeconds: number }) | null> {
  if (!formNamed(form).allowance) return null
  const allowance = await consumeSubmissionAllowance(ipHash ?? 'unknown')
  if (allowance.allowed) return null
  const { retryAfterSeconds } = allowance
  return { ...problem('rate_limited', rateLimitMessage(retryAfterSeconds)), retryAfterSeconds }
}
