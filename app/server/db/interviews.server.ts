import type { Selectable } from 'kysely'
import type { InterviewSide, InterviewState } from '~/contracts/interviews'
import { getDb } from './client.server'
import type { InterviewOutcomesTable, InterviewSlotsTable, InterviewsTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

export type InterviewRow = Selectable<InterviewsTable>
export type InterviewSlotRow = Selectable<InterviewSlotsTable>
export type InterviewOutcomeRow = Selectable<InterviewOutcomesTable>

/** An interview with who and what it is about (its brief, its candidate). */
export interface InterviewWithParties extends InterviewRow {
  briefReference: string
  briefStatus: string
  company: string
  clientName: string
  clientEmail: string
  clientCountry: string
  clientTimezone: string | null
  candidateId: number
  candidateName: string
  candidateEmail: string
  entryStage: string
}

function withParties(executor: DbExecutor) {
  return executor
    .selectFrom('interviews as i')
    .innerJoin('hire_briefs as b', 'b.id', 'i.briefId')
    .innerJoin('shortlist_entries as e', 'e.id', 'i.entryId')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .selectAll('i')
    .select([
      'b.reference as briefReference',
      'b.status as briefStatus',
      'b.company',
      'b.name as clientName',
      'b.email as clientEmail',
      'b.country as clientCountry',
      'b.timezone as clientTimezone',
      'c.id as candidateId',
      'c.fullName as candidateName',
      'c.emailNormalized as candidateEmail',
      'e.stage as entryStage',
    ])
}

export async function getInterview(
  executor: DbExecutor,
  id: number,
): Promise<InterviewWithParties | undefined> {
  return withParties(executor).where('i.id', '=', id).executeTakeFirst()
}

export async function getInterviewOfEntry(
  executor: DbExecutor,
  entryId: number,
): Promise<InterviewWithParties | undefined> {
  return withParties(executor).where('i.entryId', '=', entryId).executeTakeFirst()
}

/** Outside a transaction: an interview, its entry's interview, a time, an interview's live times. */
export const findInterview = (id: number) => getInterview(getDb(), id)
export const findInterviewOfEntry = (entryId: number) => getInterviewOfEntry(getDb(), entryId)
export const findSlot = (slotId: number) => getSlot(getDb(), slotId)
export const listLiveSlots = (interviewId: number) => listSlots(getDb(), interviewId)

/** A brief's interviews (the client's page), by entry. */
export async function listInterviewsOfBrief(briefId: number): Promise<InterviewWithParties[]> {
  return withParties(getDb()).where('i.briefId', '=', briefId).orderBy('i.id').execute()
}

/** The interviews of the candidates with this (normalised) address (their status page). */
export async function listInterviewsOfCandidateEmail(email: string): Promise<InterviewWithParties[]> {
  return withParties(getDb()).where('c.emailNormalized', '=', email).orderBy('i.id').execute()
}

/** The interviews of candidates, or on briefs (a privacy export), each with its times. */
export async function listInterviewsForExport(
  candidateIds: readonly number[],
  briefIds: readonly number[],
): Promise<(InterviewRow & { slots: InterviewSlotRow[]; outcomes: InterviewOutcomeRow[] })[]> {
  if (candidateIds.length === 0 && briefIds.length === 0) return []
  const rows = await getDb()
    .selectFrom('interviews as i')
    .innerJoin('shortlist_entries as e', 'e.id', 'i.entryId')
    .selectAll('i')
    .where((eb) =>
      eb.or([
        ...(candidateIds.length ? [eb('e.candidateId', 'in', candidateIds)] : []),
        ...(briefIds.length ? [eb('i.briefId', 'in', briefIds)] : []),
      ]),
    )
    .orderBy('i.id')
    .execute()
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      slots: await getDb()
        .selectFrom('interview_slots')
        .selectAll()
        .where('interviewId', '=', row.id)
        .orderBy('id')
        .execute(),
      outcomes: await getDb()
        .selectFrom('interview_outcomes')
        .selectAll()
        .where('interviewId', '=', row.id)
        .orderBy('round')
        .execute(),
    })),
  )
}

/** The interviews waiting on their owner: other times or a change asked for (My work). */
export async function listInterviewsAwaitingOwner(ownerUsername?: string): Promise<InterviewWithParties[]> {
  let query = withParties(getDb()).where('i.state', 'in', ['other-times', 'change-requested'])
  if (ownerUsername) query = query.where('i.ownerUsername', '=', ownerUsername)
  return query.orderBy('i.updatedAt').execute()
}

/** The interviews' states of shortlist entries, by entry id (My work: an interview under way waits on others). */
export async function listInterviewStatesOfEntries(
  entryIds: readonly number[],
): Promise<Map<number, InterviewState>> {
  if (entryIds.length === 0) return new Map()
  const rows = await getDb()
    .selectFrom('interviews')
    .select(['entryId', 'state'])
    .where('entryId', 'in', entryIds)
    .execute()
  return new Map(rows.map((row) => [row.entryId, row.state]))
}

export async function insertInterview(
  executor: DbExecutor,
  row: Pick<InterviewRow, 'briefId' | 'entryId' | 'uid' | 'ownerUsername' | 'ownerZone' | 'createdAt'>,
): Promise<number> {
  const { id } = await executor
    .insertInto('interviews')
    .values({ ...row, state: 'proposed', updatedAt: row.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export type InterviewChanges = Partial<
  Pick<
    InterviewRow,
    | 'state'
    | 'sequence'
    | 'invited'
    | 'ownerUsername'
    | 'ownerZone'
    | 'clientZone'
    | 'candidateZone'
    | 'slotId'
    | 'requestedBy'
    | 'requestNote'
    | 'round'
    | 'uid'
  >
> & { updatedAt: string }

/**
 * Changes an interview only while it is in one of `from` (the race guard: of two changes made at
 * once from the same state, the second finds it moved on). True when it changed.
 */
export async function updateInterviewFrom(
  executor: DbExecutor,
  id: number,
  from: readonly InterviewState[],
  changes: InterviewChanges,
): Promise<boolean> {
  const result = await executor
    .updateTable('interviews')
    .set(changes)
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The live (not retired) times of an interview, earliest first. */
export async function listSlots(executor: DbExecutor, interviewId: number): Promise<InterviewSlotRow[]> {
  return executor
    .selectFrom('interview_slots')
    .selectAll()
    .where('interviewId', '=', interviewId)
    .where('retired', '=', 0)
    .orderBy('startsAt')
    .execute()
}

export async function getSlot(executor: DbExecutor, slotId: number): Promise<InterviewSlotRow | undefined> {
  return executor.selectFrom('interview_slots').selectAll().where('id', '=', slotId).executeTakeFirst()
}

/** Retires an interview's times (a new proposal replaces them). */
export async function retireSlots(executor: DbExecutor, interviewId: number): Promise<void> {
  await executor
    .updateTable('interview_slots')
    .set({ retired: 1 })
    .where('interviewId', '=', interviewId)
    .execute()
}

export async function insertSlots(
  executor: DbExecutor,
  interviewId: number,
  slots: readonly { startsAt: string; minutes: number; location: string }[],
): Promise<void> {
  if (slots.length === 0) return
  await executor
    .insertInto('interview_slots')
    .values(slots.map((slot) => ({ interviewId, ...slot })))
    .execute()
}

/** Takes a live time once: false when another pick took it first, or it was retired. */
export async function takeSlot(
  executor: DbExecutor,
  interviewId: number,
  slotId: number,
  at: string,
): Promise<boolean> {
  const result = await executor
    .updateTable('interview_slots')
    .set({ takenAt: at })
    .where('id', '=', slotId)
    .where('interviewId', '=', interviewId)
    .where('retired', '=', 0)
    .where('takenAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function addReminders(
  executor: DbExecutor,
  interviewId: number,
  emailIds: readonly number[],
): Promise<void> {
  if (emailIds.length === 0) return
  await executor
    .insertInto('interview_reminders')
    .values(emailIds.map((emailId) => ({ interviewId, emailId })))
    .execute()
}

/** The outbox ids of an interview's reminders (those the outbox still holds). */
export async function listReminderIds(executor: DbExecutor, interviewId: number): Promise<number[]> {
  const rows = await executor
    .selectFrom('interview_reminders')
    .select('emailId')
    .where('interviewId', '=', interviewId)
    .execute()
  return rows.map((row) => row.emailId)
}

/**
 * Stores the client's answer for a round of an interview, once: false when that round already has
 * one (the unique key decides between two answers sent at once; the second waits for the first).
 */
export async function insertOutcome(
  executor: DbExecutor,
  row: Omit<InterviewOutcomeRow, 'id'>,
): Promise<boolean> {
  const inserted = await executor
    .insertInto('interview_outcomes')
    .values(row)
    .onConflict((oc) => oc.columns(['interviewId', 'round']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** The answers given about some interviews, each round's, oldest round first. */
export async function listOutcomesOf(interviewIds: readonly number[]): Promise<InterviewOutcomeRow[]> {
  if (interviewIds.length === 0) return []
  return getDb()
    .selectFrom('interview_outcomes')
    .selectAll()
    .where('interviewId', 'in', interviewIds)
    .orderBy('interviewId')
    .orderBy('round')
    .execute()
}

export type { InterviewSide, InterviewState }
