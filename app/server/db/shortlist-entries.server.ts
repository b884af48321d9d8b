import { sql } from 'kysely'
import {
  CLIENT_VISIBLE_STAGES,
  clientDisplayName,
  PLACEABLE_STAGES,
  SHORTLIST_STAGE_LABELS,
  STAFF_STAGE_MOVES,
  type ClientAnswer,
  type PlacementInput,
  type ShortlistEntryInput,
  type ShortlistStage,
} from '~/contracts/shortlists'
import type { ClientShortlistEntry, ShortlistEntry } from '~/features/shortlists'
import { nowIso } from '~/lib/time'
import { getDb, isUniqueViolation } from './client.server'
import { addRecordEvent } from './record-events.server'
import type { ShortlistEntriesTable } from './schema.server'
import type { DbExecutor } from './transaction.server'
import type { Selectable } from 'kysely'

/*
 * Each candidate once on a hiring brief's shortlist, in staff's order. Every change is written to
 * the brief's timeline and the candidate's (record_events, kind 'shortlist' or 'client-answer').
 */

export type ShortlistEntryRow = Selectable<ShortlistEntriesTable>

/** An entry as the brief's page shows it, and as its client sees it: the shapes are the shortlists feature's contract. */
export type { ClientShortlistEntry, ShortlistEntry }

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value))

const isComplete = (e: ShortlistEntryRow) =>
  e.rateAmount !== null &&
  e.rateCurrency !== null &&
  e.ratePeriod !== null &&
  (e.availableOn !== null || e.noticeWeeks !== null) &&
  Boolean(e.pitch)

function withNumbers<T extends ShortlistEntryRow>(row: T): T {
  return {
    ...row,
    rateAmount: numberOrNull(row.rateAmount),
    placedRateAmount: numberOrNull(row.placedRateAmount),
  }
}

/** The candidate's headline as the shortlist shows it: staff's, else the latest application's position. */
const latestPosition = sql<string | null>`(
  select coalesce(a.opening_title, a.position) from job_applications a
  where a.candidate_id = c.id order by a.created_at desc, a.id desc limit 1)`

function entriesWithCandidates(executor: DbExecutor = getDb()) {
  return executor
    .selectFrom('shortlist_entries as e')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .selectAll('e')
    .select(['c.fullName', 'c.skills', 'c.yearsOfExperience'])
    .select((eb) => eb.fn.coalesce('c.headline', latestPosition).as('headline'))
}

function toEntry(
  row: ShortlistEntryRow & Omit<ShortlistEntry, keyof ShortlistEntryRow | 'complete'>,
): ShortlistEntry {
  const entry = withNumbers(row)
  return { ...entry, yearsOfExperience: numberOrNull(row.yearsOfExperience), complete: isComplete(entry) }
}

/** A brief's shortlist in staff's order. */
export async function listShortlist(briefId: number): Promise<ShortlistEntry[]> {
  const rows = await entriesWithCandidates()
    .where('e.briefId', '=', briefId)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute()
  return rows.map(toEntry)
}

/** One entry of a brief's shortlist; undefined when it is not on that brief. */
export async function getShortlistEntry(
  briefId: number,
  entryId: number,
): Promise<ShortlistEntry | undefined> {
  const row = await entriesWithCandidates()
    .where('e.briefId', '=', briefId)
    .where('e.id', '=', entryId)
    .executeTakeFirst()
  return row && toEntry(row)
}

interface EventContext {
  briefId: number
  briefReference: string
  candidateId: number
  candidateName: string
}

async function contextOf(
  executor: DbExecutor,
  entryId: number,
): Promise<EventContext & { stage: ShortlistStage; candidateEmail: string }> {
  const row = await executor
    .selectFrom('shortlist_entries as e')
    .innerJoin('hire_briefs as b', 'b.id', 'e.briefId')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .select(['e.briefId', 'b.reference', 'e.candidateId', 'c.fullName', 'c.emailNormalized', 'e.stage'])
    .where('e.id', '=', entryId)
    .executeTakeFirstOrThrow()
  return {
    briefId: row.briefId,
    briefReference: row.reference,
    candidateId: row.candidateId,
    candidateName: row.fullName,
    candidateEmail: row.emailNormalized,
    stage: row.stage,
  }
}

/** An entry's stage when the entry is on that brief; undefined otherwise. */
async function stageOnBrief(executor: DbExecutor, briefId: number, entryId: number) {
  const entry = await executor
    .selectFrom('shortlist_entries')
    .select('stage')
    .where('id', '=', entryId)
    .where('briefId', '=', briefId)
    .executeTakeFirst()
  return entry?.stage
}

/** A shortlist change on the brief's timeline and the candidate's. */
async function recordChange(
  executor: DbExecutor,
  context: EventContext,
  change: string,
  actor: string | null,
) {
  const data = {
    briefId: context.briefId,
    briefReference: context.briefReference,
    candidateId: context.candidateId,
    candidateName: context.candidateName,
    change,
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

export type AddOutcome = { ok: true; entryId: number } | { ok: false; code: 'already-listed' | 'not-found' }

/** Adds a candidate to the end of a brief's shortlist, once; their rate, availability and pitch come next. */
export async function addToShortlist(
  briefId: number,
  candidateId: number,
  actor: string,
): Promise<AddOutcome> {
  try {
    return await insertShortlistEntry(briefId, candidateId, actor)
  } catch (error) {
    // Added by another click or member between the check below and the insert.
    if (isUniqueViolation(error)) return { ok: false, code: 'already-listed' }
    throw error
  }
}

function insertShortlistEntry(briefId: number, candidateId: number, actor: string): Promise<AddOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<AddOutcome> => {
      const candidate = await trx
        .selectFrom('candidates')
        .select('id')
        .where('id', '=', candidateId)
        .where('mergedInto', 'is', null)
        .executeTakeFirst()
      const brief = await trx
        .selectFrom('hire_briefs')
        .select('id')
        .where('id', '=', briefId)
        .executeTakeFirst()
      if (!candidate || !brief) return { ok: false, code: 'not-found' }
      const listed = await trx
        .selectFrom('shortlist_entries')
        .select('id')
        .where('briefId', '=', briefId)
        .where('candidateId', '=', candidateId)
        .executeTakeFirst()
      if (listed) return { ok: false, code: 'already-listed' }
      const last = await trx
        .selectFrom('shortlist_entries')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('briefId', '=', briefId)
        .executeTakeFirst()
      const now = nowIso()
      const { id } = await trx
        .insertInto('shortlist_entries')
        .values({
          briefId,
          candidateId,
          position: Number(last?.position ?? 0) + 1,
          rateAmount: null,
          rateCurrency: null,
          ratePeriod: null,
          availableOn: null,
          noticeWeeks: null,
          pitch: null,
          clientNote: null,
          answeredAt: null,
          placedOn: null,
          placedRateAmount: null,
          placedRateCurrency: null,
          placedRatePeriod: null,
          addedBy: actor,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordChange(trx, await contextOf(trx, id), 'Added to the shortlist', actor)
      return { ok: true, entryId: id }
    })
}

/** Staff's rate, availability and pitch for an entry; false when it is not on that brief. */
export async function updateShortlistEntry(
  briefId: number,
  entryId: number,
  input: ShortlistEntryInput,
  actor: string,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable('shortlist_entries')
        .set({ ...input, updatedAt: nowIso() })
        .where('id', '=', entryId)
        .where('briefId', '=', briefId)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return false
      await recordChange(trx, await contextOf(trx, entryId), 'Rate, availability and pitch updated', actor)
      return true
    })
}

/** Moves an entry one place up or down the shortlist; false when it cannot move that way. */
export async function moveShortlistEntry(briefId: number, entryId: number, direction: 'up' | 'down') {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const entries = await trx
        .selectFrom('shortlist_entries')
        .select(['id', 'position'])
        .where('briefId', '=', briefId)
        .orderBy('position')
        .orderBy('id')
        .execute()
      const index = entries.findIndex((e) => e.id === entryId)
      const swapWith = entries[direction === 'up' ? index - 1 : index + 1]
      const entry = entries[index]
      if (!entry || !swapWith) return false
      // Positions are renumbered 1…n in the new order, so two equal positions never linger.
      const order = entries.map((e) => e.id)
      order.splice(index, 1)
      order.splice(direction === 'up' ? index - 1 : index + 1, 0, entry.id)
      for (const [i, id] of order.entries()) {
        await trx
          .updateTable('shortlist_entries')
          .set({ position: i + 1 })
          .where('id', '=', id)
          .execute()
      }
      return true
    })
}

/** Takes a candidate off a brief's shortlist (and the client's page); false when it is not on it. */
export async function removeFromShortlist(briefId: number, entryId: number, actor: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await stageOnBrief(trx, briefId, entryId))) return false
      const context = await contextOf(trx, entryId)
      await trx.deleteFrom('shortlist_entries').where('id', '=', entryId).execute()
      await recordChange(trx, context, 'Removed from the shortlist', actor)
      return true
    })
}

export type StageOutcome = { ok: true } | { ok: false; code: 'not-found' | 'not-allowed' | 'reason-required' }

/** A stage move staff make by hand (STAFF_STAGE_MOVES); a decline keeps the client's reason. */
export async function moveShortlistStage(
  briefId: number,
  entryId: number,
  stage: ShortlistStage,
  reason: string | undefined,
  actor: string,
): Promise<StageOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<StageOutcome> => {
      const current = await stageOnBrief(trx, briefId, entryId)
      if (!current) return { ok: false, code: 'not-found' }
      if (!STAFF_STAGE_MOVES[current].includes(stage)) return { ok: false, code: 'not-allowed' }
      if (stage === 'declined' && !reason) return { ok: false, code: 'reason-required' }
      await trx
        .updateTable('shortlist_entries')
        .set({
          stage,
          updatedAt: nowIso(),
          ...(stage === 'declined' || stage === 'interview-requested' ? { clientNote: reason || null } : {}),
        })
        .where('id', '=', entryId)
        .execute()
      const label = SHORTLIST_STAGE_LABELS[stage]
      await recordChange(
        trx,
        await contextOf(trx, entryId),
        reason ? `Stage: ${label} (${reason})` : `Stage: ${label}`,
        actor,
      )
      return { ok: true }
    })
}

export type PlaceOutcome =
  { ok: true; candidateName: string } | { ok: false; code: 'not-found' | 'not-allowed' }

/** Marks a candidate placed with the brief's company: the start date and the agreed rate. */
export async function placeCandidate(
  briefId: number,
  entryId: number,
  placement: PlacementInput,
  actor: string,
): Promise<PlaceOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<PlaceOutcome> => {
      const current = await stageOnBrief(trx, briefId, entryId)
      if (!current) return { ok: false, code: 'not-found' }
      if (!PLACEABLE_STAGES.includes(current)) return { ok: false, code: 'not-allowed' }
      await trx
        .updateTable('shortlist_entries')
        .set({ ...placement, stage: 'placed', updatedAt: nowIso() })
        .where('id', '=', entryId)
        .execute()
      const context = await contextOf(trx, entryId)
      await recordChange(trx, context, `Placed, starting ${placement.placedOn}`, actor)
      return { ok: true, candidateName: context.candidateName }
    })
}

/** Inside a share: every complete proposed entry becomes shared. Returns how many. */
export async function shareProposedEntries(
  executor: DbExecutor,
  briefId: number,
  actor: string,
): Promise<number> {
  const proposed = (
    await entriesWithCandidates(executor)
      .where('e.briefId', '=', briefId)
      .where('e.stage', '=', 'proposed')
      .execute()
  ).map(toEntry)
  const ready = proposed.filter((e) => e.complete)
  for (const entry of ready) {
    await executor
      .updateTable('shortlist_entries')
      .set({ stage: 'shared', updatedAt: nowIso() })
      .where('id', '=', entry.id)
      .execute()
    await recordChange(executor, await contextOf(executor, entry.id), 'Shared with the client', actor)
  }
  return ready.length
}

/** What the client's page shows of an entry: never an address, phone, ID number, pay or resume. */
/**
 * The shortlist as its client sees it: the entries shared with them, in staff's order, with only
 * the columns listed here (the candidate's full name is cut to a first name and an initial).
 */
export async function listClientShortlist(briefId: number): Promise<ClientShortlistEntry[]> {
  const rows = await getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .select([
      'e.id',
      'c.fullName',
      'c.skills',
      'c.yearsOfExperience',
      'e.rateAmount',
      'e.rateCurrency',
      'e.ratePeriod',
      'e.availableOn',
      'e.noticeWeeks',
      'e.pitch',
      'e.stage',
      'e.clientNote',
      'e.answeredAt',
    ])
    .select((eb) => eb.fn.coalesce('c.headline', latestPosition).as('headline'))
    .where('e.briefId', '=', briefId)
    .where('e.stage', 'in', CLIENT_VISIBLE_STAGES)
    .where('c.mergedInto', 'is', null)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute()
  return rows.flatMap(({ fullName, ...row }) =>
    row.rateAmount === null || row.rateCurrency === null || row.ratePeriod === null || !row.pitch
      ? []
      : [
          {
            ...row,
            displayName: clientDisplayName(fullName),
            yearsOfExperience: numberOrNull(row.yearsOfExperience),
            rateAmount: Number(row.rateAmount),
            rateCurrency: row.rateCurrency,
            ratePeriod: row.ratePeriod,
            pitch: row.pitch,
          },
        ],
  )
}

export type ClientAnswerOutcome =
  | { ok: true; candidateName: string; candidateEmail: string; briefReference: string; candidateId: number }
  | { ok: false; code: 'not-on-list' | 'already-answered' }

/**
 * The client's answer about one shared candidate: an interview (with the times they proposed) or a
 * decline (with their reason). Only once per candidate, and only while the entry is shared.
 */
export async function recordClientAnswer(
  executor: DbExecutor,
  briefId: number,
  entryId: number,
  answer: ClientAnswer,
  note: string,
): Promise<ClientAnswerOutcome> {
  const current = await stageOnBrief(executor, briefId, entryId)
  if (!current || !CLIENT_VISIBLE_STAGES.includes(current)) return { ok: false, code: 'not-on-list' }
  if (current !== 'shared') return { ok: false, code: 'already-answered' }
  const now = nowIso()
  // Only while still shared: of two answers sent at the same moment, the second changes nothing.
  const { numUpdatedRows } = await executor
    .updateTable('shortlist_entries')
    .set({
      stage: answer === 'interview' ? 'interview-requested' : 'declined',
      clientNote: note,
      answeredAt: now,
      updatedAt: now,
    })
    .where('id', '=', entryId)
    .where('stage', '=', 'shared')
    .executeTakeFirst()
  if (numUpdatedRows === 0n) return { ok: false, code: 'already-answered' }
  const context = await contextOf(executor, entryId)
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

/** A candidate's place on one brief's shortlist, with the brief (their page and their privacy export). */
export type CandidateEntry = ShortlistEntryRow & { reference: string; company: string }

/** A candidate's shortlist entries on every brief (their page and their privacy export). */
export async function listEntriesOfCandidates(candidateIds: readonly number[]): Promise<CandidateEntry[]> {
  if (candidateIds.length === 0) return []
  const rows = await getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('hire_briefs as b', 'b.id', 'e.briefId')
    .selectAll('e')
    .select(['b.reference', 'b.company'])
    .where('e.candidateId', 'in', candidateIds)
    .orderBy('e.createdAt', 'desc')
    .execute()
  return rows.map(withNumbers)
}

/** How many briefs have a shortlist shared with the client and waiting for their answer (the dashboard). */
export async function countShortlistsAwaitingClient(now = new Date()): Promise<number> {
  const row = await getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('shortlist_links as l', 'l.briefId', 'e.briefId')
    .select((eb) => eb.fn.count<string | number>('e.briefId').distinct().as('n'))
    .where('e.stage', '=', 'shared')
    .where('l.revokedAt', 'is', null)
    .where('l.expiresAt', '>', nowIso(now))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Retention and erasure of briefs: their shortlist entries (before the briefs). Returns how many. */
export async function deleteEntriesOfBriefs(
  executor: DbExecutor,
  briefIds: readonly number[],
): Promise<number> {
  if (briefIds.length === 0) return 0
  const result = await executor
    .deleteFrom('shortlist_entries')
    .where('briefId', 'in', briefIds)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Whether a candidate is on any brief's shortlist (sales may then open their applications). */
export async function isOnAnyShortlist(candidateId: number): Promise<boolean> {
  const row = await getDb()
    .selectFrom('shortlist_entries')
    .select('id')
    .where('candidateId', '=', candidateId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
