import {
  canChangeAnswer,
  CLIENT_ANSWER_STAGE,
  consentLetsClientSee,
  isClientVisible,
  type ClientAnswer,
} from '~/contracts/shortlists'
import { nowIso } from '~/lib/time'
import { addRecordEvent } from '~/server/db/record-events.server'
import { getEntryAnswer, getEntryContext, writeClientAnswer } from '~/server/db/shortlist-entries.server'
import type { DbExecutor } from '~/server/db/transaction.server'

export type ClientAnswerOutcome =
  | {
      ok: true
      /** Whether it changed an earlier answer of the client's. */
      changed: boolean
      answeredAt: string
      candidateName: string
      candidateEmail: string
      briefReference: string
      candidateId: number
    }
  /**
   * 'already-answered': a first answer for an entry already answered (another answer came first, or
   * the page was old); 'acted-on': a change after staff moved the entry on from the client's answer.
   */
  | { ok: false; code: 'not-on-list' | 'already-answered' | 'acted-on' }

/**
 * Inside the answer's transaction: the client's answer about one shared candidate, an interview
 * (with the times they proposed) or a decline (with their reason), on the entry and on the
 * brief's and the candidate's timelines. A first answer while the entry is shared; a change of
 * it (`replaces`: the time of the answer the page showed) until staff act on it (canChangeAnswer).
 */
export async function recordClientAnswer(
  executor: DbExecutor,
  briefId: number,
  entryId: number,
  answer: ClientAnswer,
  note: string,
  replaces: string | null = null,
): Promise<ClientAnswerOutcome> {
  const current = await getEntryAnswer(executor, briefId, entryId)
  // Not on the client's page: not shared, or its candidate has not agreed to be put forward.
  if (!current || !isClientVisible(current.stage) || !consentLetsClientSee(current.consent)) {
    return { ok: false, code: 'not-on-list' }
  }
  if (replaces === null && current.stage !== 'shared') return { ok: false, code: 'already-answered' }
  if (replaces !== null) {
    if (!canChangeAnswer(current)) return { ok: false, code: 'acted-on' }
    // Changed meanwhile (from another tab): the page shows the newer answer, to change again.
    if (current.answeredAt !== replaces) return { ok: false, code: 'already-answered' }
  }
  const answeredAt = nowIso()
  // The write checks the state again: of two answers sent at the same moment, the second changes
  // nothing, nor does a change that meets a staff move made in between.
  const written = await writeClientAnswer(
    executor,
    entryId,
    { stage: CLIENT_ANSWER_STAGE[answer], clientNote: note, answeredAt },
    replaces,
  )
  if (!written) return { ok: false, code: replaces === null ? 'already-answered' : 'acted-on' }
  const context = await getEntryContext(executor, entryId)
  const data = {
    briefId,
    briefReference: context.briefReference,
    candidateId: context.candidateId,
    candidateName: context.candidateName,
    answer,
    note,
  }
  await addRecordEvent(
    { recordKind: 'brief', recordId: briefId, kind: 'client-answer', actor: null, data },
    executor,
  )
  await addRecordEvent(
    { recordKind: 'candidate', recordId: context.candidateId, kind: 'client-answer', actor: null, data },
    executor,
  )
  return {
    ok: true,
    changed: replaces !== null,
    answeredAt,
    candidateName: context.candidateName,
    candidateEmail: context.candidateEmail,
    briefReference: context.briefReference,
    candidateId: context.candidateId,
  }
}
