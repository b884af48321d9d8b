import type { RecordEventData } from '~/contracts/record-events'
import { addRecordEvent } from '~/server/db/record-events.server'
import type { EntryContext } from '~/server/db/shortlist-entries.server'
import type { DbExecutor } from '~/server/db/transaction.server'

/**
 * A change to a candidate's place on a shortlist, on the brief's timeline and the candidate's at
 * once (in the caller's transaction): every workflow that changes an entry writes one. `stage`:
 * the stage it moved the entry to, for a change that moved it (the brief's pace reads its first
 * interview and placement from it: a workflow that moves an entry passes it).
 */
export async function recordShortlistChange(
  executor: DbExecutor,
  context: Omit<EntryContext, 'candidateEmail' | 'stage'>,
  change: string,
  actor: string | null,
  /** The stage the change moved the entry to, and the step of consent it is, when it is one. */
  { stage, consent }: Pick<RecordEventData['shortlist'], 'stage' | 'consent'> = {},
): Promise<void> {
  const data: RecordEventData['shortlist'] = {
    briefId: context.briefId,
    briefReference: context.briefReference,
    candidateId: context.candidateId,
    candidateName: context.candidateName,
    change,
    ...(stage ? { stage } : {}),
    ...(consent ? { consent } : {}),
  }
  await addRecordEvent(
    { recordKind: 'brief', recordId: context.briefId, kind: 'shortlist', actor, data },
    executor,
  )
  await addRecordEvent(
    { recordKind: 'candidate', recordId: context.candidateId, kind: 'shortlist', actor, data },
    executor,
  )
}

/** How an audit entry names an entry: "candidate #12 on hiring brief HB-…". */
export const entryTarget = (context: Pick<EntryContext, 'candidateId' | 'briefReference'>) =>
  `candidate #${context.candidateId} on hiring brief ${context.briefReference}`
