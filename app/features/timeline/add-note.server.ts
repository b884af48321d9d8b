import type { RecordRef } from '~/contracts/records'
import { refreshSearchOfRecord } from '~/server/db/candidate-search.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { inTransaction } from '~/server/db/transaction.server'
import { NoteBody } from './contract'
import { findRecord } from './find-record.server'

export type NoteOutcome = { ok: true } | { ok: false; error: string }

/**
 * Adds a note to a record's timeline; an empty or too long note is refused with the message of
 * the form's own rule (NoteBody). A note on an application or a candidate is searched with the
 * candidate, so their search document is written again with it, in the same transaction.
 */
export async function addNote(record: RecordRef, actor: string, text: string): Promise<NoteOutcome | null> {
  const note = NoteBody.safeParse(text)
  if (!note.success) return { ok: false, error: note.error.issues[0]?.message ?? 'The note was refused.' }
  const body = note.data
  if (!(await findRecord(record))) return null
  await inTransaction(async (trx) => {
    await addRecordEvent(
      { recordKind: record.kind, recordId: record.id, kind: 'note', actor, data: { body } },
      trx,
    )
    await refreshSearchOfRecord(trx, record)
  })
  return { ok: true }
}
