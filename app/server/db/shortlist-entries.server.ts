import { sql } from 'kysely'
import {
  CLIENT_ANSWER_STAGES,
  CLIENT_VISIBLE_STAGES,
  CONSENTS_SHOWN_TO_CLIENT,
  clientDisplayName,
  type PutForwardConsent,
  type RatePeriod,
  type ShortlistStage,
} from '~/contracts/shortlists'
import type { ClientShortlistEntry, ShortlistEntry } from '~/features/shortlists'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { ShortlistEntriesTable } from './schema.server'
import type { DbExecutor } from './transaction.server'
import type { Selectable } from 'kysely'

/*
 * Each candidate once on a hiring brief's shortlist, in staff's order: the table's queries. The
 * moves, their rules and their timeline events are the shortlists feature's workflows
 * (app/features/shortlists), which call these inside their transactions.
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

/** Who and what an entry is about, as its timeline events name them. */
export interface EntryContext {
  briefId: number
  briefReference: string
  candidateId: number
  candidateName: string
  candidateEmail: string
  stage: ShortlistStage
}

/** The brief and candidate of an entry, with its stage (the entry must exist). */
export async function getEntryContext(executor: DbExecutor, entryId: number): Promise<EntryContext> {
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
export async function getEntryStage(
  executor: DbExecutor,
  briefId: number,
  entryId: number,
): Promise<ShortlistStage | undefined> {
  const entry = await executor
    .selectFrom('shortlist_entries')
    .select('stage')
    .where('id', '=', entryId)
    .where('briefId', '=', briefId)
    .executeTakeFirst()
  return entry?.stage
}

/** An entry's stage, the time of the client's own answer and the candidate's consent, when the entry is on that brief. */
export async function getEntryAnswer(
  executor: DbExecutor,
  briefId: number,
  entryId: number,
): Promise<{ stage: ShortlistStage; answeredAt: string | null; consent: PutForwardConsent } | undefined> {
  return executor
    .selectFrom('shortlist_entries')
    .select(['stage', 'answeredAt', 'consent'])
    .where('id', '=', entryId)
    .where('briefId', '=', briefId)
    .executeTakeFirst()
}

/** The entry of a candidate on a brief's shortlist, if they are on it. */
export async function findEntryOf(
  executor: DbExecutor,
  briefId: number,
  candidateId: number,
): Promise<number | undefined> {
  const row = await executor
    .selectFrom('shortlist_entries')
    .select('id')
    .where('briefId', '=', briefId)
    .where('candidateId', '=', candidateId)
    .executeTakeFirst()
  return row?.id
}

/** The highest position on a brief's shortlist (0 when it is empty). */
export async function getLastPosition(executor: DbExecutor, briefId: number): Promise<number> {
  const row = await executor
    .selectFrom('shortlist_entries')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('briefId', '=', briefId)
    .executeTakeFirst()
  return Number(row?.position ?? 0)
}

/**
 * Stores a new entry, proposed, with nothing yet written for the client. Returns its id; a
 * candidate already on that brief is a unique violation (the caller's to read).
 */
export async function insertShortlistEntry(
  executor: DbExecutor,
  entry: { briefId: number; candidateId: number; position: number; addedBy: string },
): Promise<number> {
  const now = nowIso()
  const { id } = await executor
    .insertInto('shortlist_entries')
    .values({
      ...entry,
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
      // The client sees nobody who has not agreed (or whom an owner put forward): staff ask next.
      consent: 'not-asked',
      consentAskedAt: null,
      consentSector: null,
      consentCompany: null,
      consentAnsweredAt: null,
      consentNote: null,
      consentOverrideReason: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** What staff write on an entry, or what a stage move or a placement changes. */
export type EntryChanges = Partial<
  Pick<
    ShortlistEntryRow,
    | 'rateAmount'
    | 'rateCurrency'
    | 'ratePeriod'
    | 'availableOn'
    | 'noticeWeeks'
    | 'pitch'
    | 'stage'
    | 'clientNote'
    | 'answeredAt'
    | 'placedOn'
    | 'placedRateAmount'
    | 'placedRateCurrency'
    | 'placedRatePeriod'
    | 'consent'
    | 'consentAskedAt'
    | 'consentSector'
    | 'consentCompany'
    | 'consentAnsweredAt'
    | 'consentNote'
    | 'consentOverrideReason'
  >
>

/** Writes changes to an entry of a brief (its updatedAt with them); false when it is not on that brief. */
export async function updateShortlistEntryRow(
  executor: DbExecutor,
  briefId: number,
  entryId: number,
  changes: EntryChanges,
): Promise<boolean> {
  const result = await executor
    .updateTable('shortlist_entries')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', entryId)
    .where('briefId', '=', briefId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A brief's entries in staff's order, with their positions. */
export async function listEntryPositions(
  executor: DbExecutor,
  briefId: number,
): Promise<{ id: number; position: number }[]> {
  return executor
    .selectFrom('shortlist_entries')
    .select(['id', 'position'])
    .where('briefId', '=', briefId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function setEntryPosition(
  executor: DbExecutor,
  entryId: number,
  position: number,
): Promise<void> {
  await executor.updateTable('shortlist_entries').set({ position }).where('id', '=', entryId).execute()
}

export async function deleteShortlistEntry(executor: DbExecutor, entryId: number): Promise<void> {
  await executor.deleteFrom('shortlist_entries').where('id', '=', entryId).execute()
}

/** A brief's proposed entries, as the brief's page shows them (in a share's transaction). */
export async function listProposedEntries(executor: DbExecutor, briefId: number): Promise<ShortlistEntry[]> {
  const rows = await entriesWithCandidates(executor)
    .where('e.briefId', '=', briefId)
    .where('e.stage', '=', 'proposed')
    .execute()
  return rows.map(toEntry)
}

/**
 * Writes a client's answer on an entry. A first answer (`replaces` null) is written only while the
 * entry is still shared; a change only while the entry still holds the answer it replaces (the
 * same `answeredAt`, at an answer stage). So of two answers sent at the same moment the second
 * changes nothing, nor does a change once staff have moved the entry. False when nothing changed.
 */
export async function writeClientAnswer(
  executor: DbExecutor,
  entryId: number,
  answer: { stage: ShortlistStage; clientNote: string; answeredAt: string },
  replaces: string | null,
): Promise<boolean> {
  let update = executor
    .updateTable('shortlist_entries')
    .set({ ...answer, updatedAt: answer.answeredAt })
    .where('id', '=', entryId)
    // Never an entry the client's page does not show (a candidate who has not agreed).
    .where('consent', 'in', CONSENTS_SHOWN_TO_CLIENT)
  update =
    replaces === null
      ? update.where('stage', '=', 'shared')
      : update.where('stage', 'in', CLIENT_ANSWER_STAGES).where('answeredAt', '=', replaces)
  const { numUpdatedRows } = await update.executeTakeFirst()
  return Number(numUpdatedRows) > 0
}

/** The reference of a brief whose shortlist holds both candidates, if any. */
export async function findBriefListingBoth(
  executor: DbExecutor,
  candidateId: number,
  otherId: number,
): Promise<string | undefined> {
  const row = await executor
    .selectFrom('shortlist_entries as a')
    .innerJoin('shortlist_entries as b', 'b.briefId', 'a.briefId')
    .innerJoin('hire_briefs as h', 'h.id', 'a.briefId')
    .select('h.reference')
    .where('a.candidateId', '=', candidateId)
    .where('b.candidateId', '=', otherId)
    .executeTakeFirst()
  return row?.reference
}

/** A merge: one candidate's entries become another's. */
export async function moveEntriesToCandidate(
  executor: DbExecutor,
  fromId: number,
  toId: number,
): Promise<void> {
  await executor
    .updateTable('shortlist_entries')
    .set({ candidateId: toId })
    .where('candidateId', '=', fromId)
    .execute()
}

/**
 * The shortlist as its client sees it: the entries shared with them, in staff's order, with only
 * the columns listed here (the candidate's full name is cut to a first name and an initial): never
 * an address, phone, ID number, pay or resume.
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
    // Nobody is shown to a client before they agreed to be put forward (or an owner overrode).
    .where('e.consent', 'in', CONSENTS_SHOWN_TO_CLIENT)
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

/**
 * The candidate's profile fields behind a shortlist entry (the client's profile page and PDF):
 * the summary, education and languages only. The caller shows them only for an entry that
 * listClientShortlist lists for the client's brief. Undefined when there is no such entry.
 */
export async function getProfileFieldsOfEntry(
  entryId: number,
): Promise<
  { profileSummary: string | null; education: string | null; languages: string | null } | undefined
> {
  return getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .select(['c.profileSummary', 'c.education', 'c.languages'])
    .where('e.id', '=', entryId)
    .executeTakeFirst()
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
    .where('e.consent', 'in', CONSENTS_SHOWN_TO_CLIENT)
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

/** Whether a candidate is on any brief's shortlist (Sales may then see them as CANDIDATE_VIEWS says). */
export async function isOnAnyShortlist(candidateId: number): Promise<boolean> {
  const row = await getDb()
    .selectFrom('shortlist_entries')
    .select('id')
    .where('candidateId', '=', candidateId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The shortlist entries of the candidates behind these applications, with each brief's reference,
 * newest first (an application's "On the shortlist for …", and the rule that keeps its stage and
 * the entries in agreement: app/features/applications).
 */
export async function listEntriesOfApplicationCandidates(
  applicationIds: readonly number[],
  executor: DbExecutor = getDb(),
): Promise<
  {
    applicationId: number
    applicationReference: string
    briefId: number
    briefReference: string
    stage: ShortlistStage
  }[]
> {
  if (applicationIds.length === 0) return []
  return executor
    .selectFrom('job_applications as a')
    .innerJoin('shortlist_entries as e', 'e.candidateId', 'a.candidateId')
    .innerJoin('hire_briefs as b', 'b.id', 'e.briefId')
    .select([
      'a.id as applicationId',
      'a.reference as applicationReference',
      'e.briefId',
      'b.reference as briefReference',
      'e.stage',
    ])
    .where('a.id', 'in', applicationIds)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute()
}

/** An entry's consent and stage, with the candidate's address (the consent workflows, in their transaction). */
export async function getEntryConsent(
  executor: DbExecutor,
  entryId: number,
): Promise<
  | {
      briefId: number
      consent: PutForwardConsent
      stage: ShortlistStage
      candidateEmail: string
      rateAmount: number | null
      rateCurrency: string | null
      ratePeriod: RatePeriod | null
      availableOn: string | null
      noticeWeeks: number | null
    }
  | undefined
> {
  const row = await executor
    .selectFrom('shortlist_entries as e')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .select([
      'e.briefId',
      'e.consent',
      'e.stage',
      'c.emailNormalized',
      'e.rateAmount',
      'e.rateCurrency',
      'e.ratePeriod',
      'e.availableOn',
      'e.noticeWeeks',
    ])
    .where('e.id', '=', entryId)
    .where('c.mergedInto', 'is', null)
    .executeTakeFirst()
  return (
    row && {
      briefId: row.briefId,
      consent: row.consent,
      stage: row.stage,
      candidateEmail: row.emailNormalized,
      rateAmount: numberOrNull(row.rateAmount),
      rateCurrency: row.rateCurrency,
      ratePeriod: row.ratePeriod,
      availableOn: row.availableOn,
      noticeWeeks: row.noticeWeeks,
    }
  )
}

/**
 * Writes a consent change only while the entry's consent is one of `from` and it is not withdrawn:
 * of two answers (or an answer and an override) at the same moment, the second changes nothing.
 * False when nothing changed.
 */
export async function writeEntryConsent(
  executor: DbExecutor,
  entryId: number,
  from: readonly PutForwardConsent[],
  changes: EntryChanges,
): Promise<boolean> {
  const { numUpdatedRows } = await executor
    .updateTable('shortlist_entries')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', entryId)
    .where('consent', 'in', from)
    .where('stage', '<>', 'withdrawn')
    .executeTakeFirst()
  return Number(numUpdatedRows) > 0
}

/**
 * The requests to put a person forward, by their address (their status page): every entry of their
 * (unmerged) candidate record that staff asked about, newest first, with the brief's role and
 * country. The company's name only as the request stored it (when staff chose to name it).
 */
export async function listPutForwardRequestsOf(email: string) {
  const rows = await getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .innerJoin('hire_briefs as b', 'b.id', 'e.briefId')
    .select([
      'e.id',
      'e.stage',
      'e.consent',
      'e.consentAskedAt',
      'e.consentAnsweredAt',
      'e.consentSector',
      'e.consentCompany',
      'e.rateAmount',
      'e.rateCurrency',
      'e.ratePeriod',
      'e.availableOn',
      'e.noticeWeeks',
      'b.role',
      'b.country',
    ])
    .where('c.emailNormalized', '=', email.trim().toLowerCase())
    .where('c.mergedInto', 'is', null)
    .where('e.consentAskedAt', 'is not', null)
    .orderBy('e.consentAskedAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute()
  return rows.map((row) => ({ ...row, rateAmount: numberOrNull(row.rateAmount) }))
}

/** Whether anyone asked to put the person at this address forward (a status link may then be sent to it). */
export async function hasPutForwardRequests(email: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .select('e.id')
    .where('c.emailNormalized', '=', email.trim().toLowerCase())
    .where('c.mergedInto', 'is', null)
    .where('e.consentAskedAt', 'is not', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
