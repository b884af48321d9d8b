import { sql, type Expression, type SqlBool } from 'kysely'
import type { CandidateQuery, SnippetPart } from '~/contracts/candidates'
import type { CandidateHit } from '~/features/candidates'
import type { ListPage } from '~/contracts/list-query'
import type { RecordEventData, RecordKind } from '~/contracts/record-events'
import { nowIso } from '~/lib/time'
import { getDatabase, getDb } from './client.server'
import { countMatches, dayBounds, pageWindow, readPage, type PageSize } from './list-page.server'
import type { CandidateSearchTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/*
 * Candidate search: one document per candidate in `candidate_search`, indexed by SQLite FTS5
 * (an external-content table this module keeps in step) or by PostgreSQL's weighted tsvector
 * column and its GIN index (migration 0014). searchCandidates hides which.
 */

/** How much of a candidate's resumes' text is indexed; more is cut (a resume is a few thousand characters). */
export const INDEXED_RESUME_CHARS = 200_000
/** How much of the other long fields is indexed. */
const INDEXED_FIELD_CHARS = 50_000

/** The marks around matching words in a snippet: never in indexed text (control characters are removed). */
const MATCH_START = '\u0002'
const MATCH_END = '\u0003'

const FTS_COLUMNS = [
  'full_name',
  'emails',
  'headline',
  'skills',
  'cover_letters',
  'notes',
  'resume_text',
] as const

type SearchDocument = Omit<CandidateSearchTable, 'candidateId' | 'updatedAt'>

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Text as indexed: control characters removed (the snippet marks are control characters), cut to `max`. */
function indexable(text: string | null | undefined, max = INDEXED_FIELD_CHARS): string | null {
  if (!text) return null
  const clean = text.replace(CONTROL_CHARACTERS, ' ').trim()
  return clean ? clean.slice(0, max) : null
}

const distinct = (values: ReadonlyArray<string | null | undefined>) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v))),
]

/** The candidate's document from what is stored about them now; undefined when there is no such (unmerged) candidate. */
async function buildDocument(executor: DbExecutor, candidateId: number): Promise<SearchDocument | undefined> {
  const candidate = await executor
    .selectFrom('candidates')
    .select(['emailNormalized', 'fullName', 'headline', 'skills', 'mergedInto'])
    .where('id', '=', candidateId)
    .executeTakeFirst()
  if (!candidate || candidate.mergedInto !== null) return undefined
  const applications = await executor
    .selectFrom('job_applications')
    .select(['id', 'email', 'position', 'openingTitle', 'skills', 'coverLetter'])
    .where('candidateId', '=', candidateId)
    .orderBy('createdAt', 'desc')
    .execute()
  const applicationIds = applications.map((a) => a.id)
  // Notes live on the timelines (record_events): the candidate's own and their applications'.
  const [eventNotes, resumeTexts] = applicationIds.length
    ? await Promise.all([
        executor
          .selectFrom('record_events')
          .select('data')
          .where('kind', '=', 'note')
          .where((eb) =>
            eb.or([
              eb.and([eb('recordKind', '=', 'candidate'), eb('recordId', '=', candidateId)]),
              eb.and([eb('recordKind', '=', 'application'), eb('recordId', 'in', applicationIds)]),
            ]),
          )
          .orderBy('id')
          .execute(),
        executor
          .selectFrom('resume_texts as t')
          .innerJoin('resumes as r', 'r.id', 't.resumeId')
          .select('t.text')
          .where('r.applicationId', 'in', applicationIds)
          .where('t.status', '=', 'done')
          .execute(),
      ])
    : [[], []]
  // Rows are written only by addRecordEvent, from the typed union.
  const noteBodies = eventNotes.map((e) => (JSON.parse(e.data) as RecordEventData['note']).body)
  return {
    fullName: indexable(candidate.fullName) ?? '',
    emails: distinct([candidate.emailNormalized, ...applications.map((a) => a.email.toLowerCase())]).join(
      ' ',
    ),
    headline: indexable(
      distinct([candidate.headline, ...applications.map((a) => a.openingTitle ?? a.position)]).join(' · '),
    ),
    skills: indexable(distinct([candidate.skills, ...applications.map((a) => a.skills)]).join(', ')),
    coverLetters: indexable(distinct(applications.map((a) => a.coverLetter)).join('\n\n')),
    notes: indexable(distinct(noteBodies).join('\n\n')),
    resumeText: indexable(distinct(resumeTexts.map((t) => t.text)).join('\n\n'), INDEXED_RESUME_CHARS),
  }
}

const isSqlite = () => getDatabase().kind === 'sqlite'

const ftsValues = (d: SearchDocument) =>
  sql.join([d.fullName, d.emails, d.headline, d.skills, d.coverLetters, d.notes, d.resumeText])

const ftsColumnList = sql.raw(FTS_COLUMNS.join(', '))

/** SQLite: takes a stored document out of the FTS index (it must be given exactly as indexed). */
async function unindex(executor: DbExecutor, candidateId: number, stored: SearchDocument) {
  await sql`insert into candidate_search_fts (candidate_search_fts, rowid, ${ftsColumnList})
            values ('delete', ${candidateId}, ${ftsValues(stored)})`.execute(executor)
}

async function storedDocument(executor: DbExecutor, candidateId: number) {
  return executor
    .selectFrom('candidate_search')
    .select(['fullName', 'emails', 'headline', 'skills', 'coverLetters', 'notes', 'resumeText'])
    .where('candidateId', '=', candidateId)
    .executeTakeFirst()
}

/**
 * Writes a candidate's search document again from what is stored about them (in the caller's
 * transaction, so the index changes with the data), or removes it when the candidate is gone or
 * merged into another. Call after anything the document holds changes.
 */
export async function refreshCandidateSearch(executor: DbExecutor, candidateId: number): Promise<void> {
  const document = await buildDocument(executor, candidateId)
  if (!document) {
    await removeCandidateSearch(executor, [candidateId])
    return
  }
  if (isSqlite()) {
    const stored = await storedDocument(executor, candidateId)
    if (stored) await unindex(executor, candidateId, stored)
  }
  await executor
    .insertInto('candidate_search')
    .values({ candidateId, ...document, updatedAt: nowIso() })
    .onConflict((oc) => oc.column('candidateId').doUpdateSet({ ...document, updatedAt: nowIso() }))
    .execute()
  if (isSqlite()) {
    await sql`insert into candidate_search_fts (rowid, ${ftsColumnList})
              values (${candidateId}, ${ftsValues(document)})`.execute(executor)
  }
}

/** Removes the search documents of these candidates (before the candidates themselves go). Returns how many. */
export async function removeCandidateSearch(executor: DbExecutor, candidateIds: readonly number[]) {
  if (candidateIds.length === 0) return 0
  if (isSqlite()) {
    for (const id of candidateIds) {
      const stored = await storedDocument(executor, id)
      if (stored) await unindex(executor, id, stored)
    }
  }
  const result = await executor
    .deleteFrom('candidate_search')
    .where('candidateId', 'in', candidateIds)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Writes the documents of up to `limit` candidates that have none yet (records grouped by
 * migration 0013 before search existed). Returns how many; the background job calls it until 0.
 */
export async function indexCandidatesWithoutSearch(limit: number): Promise<number> {
  const missing = await getDb()
    .selectFrom('candidates as c')
    .leftJoin('candidate_search as s', 's.candidateId', 'c.id')
    .select('c.id')
    .where('c.mergedInto', 'is', null)
    .where('s.candidateId', 'is', null)
    .orderBy('c.id')
    .limit(limit)
    .execute()
  for (const { id } of missing) {
    await getDb()
      .transaction()
      .execute((trx) => refreshCandidateSearch(trx, id))
  }
  return missing.length
}

/**
 * After an erasure or a purge on SQLite: merges the FTS index's segments, so the words of
 * deleted documents leave the index's pages too (secure_delete then zeroes the freed pages).
 */
export async function compactSearchIndex(): Promise<void> {
  if (!isSqlite()) return
  await sql`insert into candidate_search_fts (candidate_search_fts) values ('optimize')`.execute(getDb())
}

/** SQLite: the FTS index made again from every stored document (after a bulk load, such as the benchmark's). */
export async function rebuildSearchIndex(): Promise<void> {
  if (!isSqlite()) return
  await sql`insert into candidate_search_fts (candidate_search_fts) values ('rebuild')`.execute(getDb())
}

// ── Searching ────────────────────────────────────────────────────────────────────────────────

/**
 * The search as FTS5 reads it, with the meaning PostgreSQL's websearch_to_tsquery gives it: each
 * word a phrase of its letter-and-digit runs (an address "asha@x.com" is "asha x com"), all
 * required, except around an `or`, and a word after `-` excluded. No other syntax gets through.
 */
export function ftsQuery(text: string): string | null {
  let query = ''
  let or = false
  for (const word of text.split(/\s+/)) {
    if (word.toLowerCase() === 'or') {
      or = query !== ''
      continue
    }
    const phrase = (word.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
    if (!phrase) continue
    if (word.startsWith('-')) {
      // FTS5's NOT takes something on its left: a leading exclusion has nothing to exclude from.
      if (query) query += ` NOT "${phrase}"`
    } else query += query ? ` ${or ? 'OR' : 'AND'} "${phrase}"` : `"${phrase}"`
    or = false
  }
  return query || null
}

/** A snippet with its marks, as parts a page can show without ever reading them as HTML. */
export function snippetParts(marked: string | null): SnippetPart[] | null {
  if (!marked) return null
  const parts: SnippetPart[] = []
  for (const [index, piece] of marked.split(MATCH_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, match: false })
      continue
    }
    const end = piece.indexOf(MATCH_END)
    const match = end === -1 ? piece : piece.slice(0, end)
    const rest = end === -1 ? '' : piece.slice(end + 1)
    if (match) parts.push({ text: match, match: true })
    if (rest) parts.push({ text: rest, match: false })
  }
  return parts.some((p) => p.match) ? parts : null
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The filters as conditions on `candidates as c` (search and list alike); merged records never show. */
function filterConditions(query: CandidateQuery): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`c.merged_into is null`]
  if (query.skill) {
    // Skills are stored as "A, B, C": a whole item matches, in any case ("Java" is not "JavaScript").
    const pattern = `%, ${likeEscape(query.skill.toLowerCase())},%`
    conditions.push(sql<SqlBool>`(', ' || lower(c.skills) || ',') like ${pattern} escape '\\'`)
  }
  if (query.years !== undefined) conditions.push(sql<SqlBool>`c.years_of_experience >= ${query.years}`)
  if (query.stage) {
    conditions.push(
      sql<SqlBool>`exists (select 1 from job_applications a where a.candidate_id = c.id and a.status = ${query.stage})`,
    )
  }
  if (query.since)
    conditions.push(sql<SqlBool>`c.last_applied_at >= ${dayBounds({ from: query.since }).start}`)
  return conditions
}

const where = (conditions: Expression<SqlBool>[]) => sql<SqlBool>`${sql.join(conditions, sql` and `)}`

/** One page of ids in order, with how many match in all (counted in the same query). */
interface RankedIds {
  ids: number[]
  total: number
  snippets: (ids: number[]) => Promise<Map<number, string | null>>
}

type IdRow = { id: number; total: number | string }

/**
 * The page's ids and the total from one query (`count(*) over ()`): one pass over the matches
 * instead of two. A page past the end has no rows to carry the total: it is counted alone.
 */
async function idsAndTotal(
  rows: IdRow[],
  countAlone: () => Promise<number>,
): Promise<{ ids: number[]; total: number }> {
  const first = rows[0]
  return {
    ids: rows.map((row) => Number(row.id)),
    total: first ? Number(first.total) : await countAlone(),
  }
}

async function rankSqlite(
  query: CandidateQuery,
  match: string,
  limit: number,
  offset: number,
): Promise<RankedIds> {
  const db = getDb()
  const conditions = where(filterConditions(query))
  const rows = await sql<IdRow>`
    select c.id, count(*) over () as total from candidate_search_fts f join candidates c on c.id = f.rowid
    where candidate_search_fts match ${match} and ${conditions}
    order by f.rank, c.id desc limit ${limit} offset ${offset}`.execute(db)
  const { ids, total } = await idsAndTotal(rows.rows, async () => {
    const counted = await sql<{ n: number }>`
      select count(*) as n from candidate_search_fts f join candidates c on c.id = f.rowid
      where candidate_search_fts match ${match} and ${conditions}`.execute(db)
    return Number(counted.rows[0]?.n ?? 0)
  })
  return {
    ids,
    total,
    snippets: async (page) => {
      if (page.length === 0) return new Map()
      const found = await sql<{ id: number; snippet: string | null }>`
        select rowid as id, snippet(candidate_search_fts, -1, ${MATCH_START}, ${MATCH_END}, '…', 14) as snippet
        from candidate_search_fts where candidate_search_fts match ${match} and rowid in (${sql.join(page)})`.execute(
        db,
      )
      return new Map(found.rows.map((row) => [Number(row.id), row.snippet]))
    },
  }
}

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=16, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "`

async function rankPostgres(
  query: CandidateQuery,
  text: string,
  limit: number,
  offset: number,
): Promise<RankedIds> {
  const db = getDb()
  const conditions = where(filterConditions(query))
  const tsQuery = sql`websearch_to_tsquery('english', ${text})`
  // Ranked where the documents are read, once; only ids and ranks go on to the join and the count.
  const matches = sql`
    with m as materialized (
      select s.candidate_id as id, ts_rank(s.document, ${tsQuery}) as rank
      from candidate_search s where s.document @@ ${tsQuery}
    )`
  const rows = await sql<IdRow>`
    ${matches}
    select c.id, count(*) over () as total from m join candidates c on c.id = m.id
    where ${conditions}
    order by m.rank desc, c.id desc limit ${limit} offset ${offset}`.execute(db)
  const { ids, total } = await idsAndTotal(rows.rows, async () => {
    const counted = await sql<{ n: string | number }>`
      ${matches} select count(*) as n from m join candidates c on c.id = m.id where ${conditions}`.execute(db)
    return Number(counted.rows[0]?.n ?? 0)
  })
  return {
    ids,
    total,
    snippets: async (page) => {
      if (page.length === 0) return new Map()
      const found = await sql<{ id: number; snippet: string | null }>`
        select candidate_id as id, ts_headline('english',
          concat_ws(' · ', skills, headline, cover_letters, notes, resume_text), ${tsQuery}, ${HEADLINE_OPTIONS}) as snippet
        from candidate_search where candidate_id in (${sql.join(page)})`.execute(db)
      return new Map(found.rows.map((row) => [Number(row.id), row.snippet]))
    },
  }
}

/**
 * The candidates list without words to search: the filters, newest applicant first. Unfiltered,
 * the page is read along the last-applied index and the records counted apart (both cheap);
 * filtered, every record is read once anyway, so the page and the count come from that one pass.
 */
async function listByLastApplied(query: CandidateQuery, limit: number, offset: number): Promise<RankedIds> {
  const db = getDb()
  const conditions = where(filterConditions(query))
  const count = () => countMatches(db.selectFrom('candidates as c').where(conditions))
  if (!(query.skill || query.years !== undefined || query.stage || query.since)) {
    const [rows, total] = await Promise.all([
      sql<{ id: number }>`
        select c.id from candidates c where ${conditions}
        order by c.last_applied_at desc, c.id desc limit ${limit} offset ${offset}`.execute(db),
      count(),
    ])
    return { ids: rows.rows.map((row) => Number(row.id)), total, snippets: async () => new Map() }
  }
  const rows = await sql<IdRow>`
    select c.id, count(*) over () as total from candidates c where ${conditions}
    order by c.last_applied_at desc, c.id desc limit ${limit} offset ${offset}`.execute(db)
  const { ids, total } = await idsAndTotal(rows.rows, count)
  return { ids, total, snippets: async () => new Map() }
}

/** What the page shows of each candidate found, in the order found. */
async function describe(ids: number[]): Promise<Omit<CandidateHit, 'snippet'>[]> {
  if (ids.length === 0) return []
  const db = getDb()
  const [candidates, applications, shortlists] = await Promise.all([
    db
      .selectFrom('candidates')
      .select(['id', 'fullName', 'headline', 'skills', 'yearsOfExperience', 'lastAppliedAt'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('job_applications')
      .select(['candidateId', 'position', 'openingTitle'])
      .where('candidateId', 'in', ids)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('shortlist_entries as e')
      .innerJoin('hire_briefs as b', 'b.id', 'e.briefId')
      .select(['e.candidateId', 'e.briefId', 'b.reference', 'e.stage'])
      .where('e.candidateId', 'in', ids)
      .orderBy('e.createdAt')
      .execute(),
  ])
  const byId = new Map(candidates.map((c) => [c.id, c]))
  return ids.flatMap((id) => {
    const candidate = byId.get(id)
    if (!candidate) return []
    const own = applications.filter((a) => a.candidateId === id)
    const latest = own[0]
    return [
      {
        ...candidate,
        yearsOfExperience: candidate.yearsOfExperience === null ? null : Number(candidate.yearsOfExperience),
        headline: candidate.headline ?? latest?.openingTitle ?? latest?.position ?? null,
        applications: own.length,
        shortlists: shortlists
          .filter((s) => s.candidateId === id)
          .map(({ briefId, reference, stage }) => ({ briefId, reference, stage })),
      },
    ]
  })
}

/**
 * The one search of candidates (the Candidates area and a brief's "Add candidates"): with words,
 * the best matches first (names and addresses weigh most, then headline and skills, then cover
 * letters and notes, then resumes), each with the matching words in context; without, every
 * candidate, newest applicant first. Filters narrow both. Merged records never show.
 */
export async function searchCandidates(
  query: CandidateQuery,
  { pageSize }: PageSize = {},
): Promise<ListPage<CandidateHit>> {
  const window = pageWindow(query.page, pageSize)
  const words = query.q.trim()
  let ranked: RankedIds
  if (!words) ranked = await listByLastApplied(query, window.limit, window.offset)
  else if (isSqlite()) {
    const match = ftsQuery(words)
    ranked = match
      ? await rankSqlite(query, match, window.limit, window.offset)
      : { ids: [], total: 0, snippets: async () => new Map() }
  } else ranked = await rankPostgres(query, words, window.limit, window.offset)
  const rows = Promise.all([describe(ranked.ids), ranked.snippets(ranked.ids)]).then(([found, snippets]) =>
    found.map((row) => ({ ...row, snippet: snippetParts(snippets.get(row.id) ?? null) })),
  )
  return readPage(Promise.resolve(ranked.total), rows, window)
}

/**
 * After a note on a record's timeline (in the note's transaction): when the record is an
 * application or a candidate, the candidate's document again, so search finds the note.
 */
export async function refreshSearchOfRecord(
  executor: DbExecutor,
  record: { kind: RecordKind; id: number },
): Promise<void> {
  let candidateId: number | null | undefined = null
  if (record.kind === 'candidate') candidateId = record.id
  if (record.kind === 'application') {
    const row = await executor
      .selectFrom('job_applications')
      .select('candidateId')
      .where('id', '=', record.id)
      .executeTakeFirst()
    candidateId = row?.candidateId
  }
  if (candidateId) await refreshCandidateSearch(executor, candidateId)
}
