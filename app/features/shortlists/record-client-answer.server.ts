import { CLIENT_ANSWER_STAGE, CLIENT_VISIBLE_STAGES, type ClientAnswer } from '~/contracts/shortlists'
import { nowIso } from '~/lib/time'
import { addRecordEvent } from '~/server/db/record-events.server'
import { getEntryContext, getEntryStage, writeClientAnswer } from '~/server/db/shortlist-entries.server'
import type { DbExecutor } from '~/server/db/transaction.server'

export type ClientAnswerOutcome =
  | { ok: true; candidateName: string; candidateEmail: string; briefReference: string; candidateId: number }
  | { ok: false; code: 'not-on-list' | 'already-answered' }

/**
 * Inside the answer's transaction: the client's answer about one shared candidate, an interview
 * (with the times they proposed) or a decline (with their reason), on the entry and on the
 * brief's and the candidate's timelines. Only once per candidate, and only while the entry is shared.
 */
export async function recordClientAnswer(
  executor: DbExecutor,
  briefId: number,
  entryId: number,
  answer: ClientAnswer,
  note: string,
): Promise<ClientAnswerOutcome> {
  const current = await getEntryStage(executor, briefId, entryId)
  if (!current || !CLIENT_VISIBLE_STAGES.includes(current)) return { ok: false, code: 'not-on-list' }
  if (current !== 'shared') return { ok: false, code: 'already-answered' }
  // The write checks the stage again: of two answers sent at the same moment, the second changes nothing.
  const written = await writeClientAnswer(executor, entryId, {
    stage: CLIENT_ANSWER_STAGE[answer],
    clientNote: note,
    answeredAt: nowIso(),
  })
  if (!written) return { ok: false, code: 'already-answered' }
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
    candidateName: context.candidateName,
    candidateEmail: context.candidateEmail,
    briefReference: context.briefReference,
    candidateId: context.candidateId,
  }
}
