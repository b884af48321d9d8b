import { sql } from 'kysely'
import { isPostgres, notNull, type MigrationDb } from './helpers.server'

/**
 * Resume text and candidate search.
 *
 * `resume_texts` is the text read out of each resume, and the queue of what is still to read: a
 * background job (app/server/resumes) claims pending rows, reads the file in a worker thread with
 * a time limit, and stores the text or marks the file unreadable. Every resume stored so far is
 * queued here.
 *
 * `candidate_search` holds one document per candidate (names, addresses, headline, skills, cover
 * letters, notes, resume text), written by app/server/db/candidate-search.server.ts whenever one
 * of those changes. SQLite indexes it with an FTS5 table over it (external content, kept in step
 * by that module); PostgreSQL with a weighted tsvector column computed from it and a GIN index.
 * Existing candidates get their documents from the same background job.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('resume_texts')
    .addColumn('resume_id', 'integer', (c) => c.primaryKey().references('resumes.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('text', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('queued_at', 'text', notNull)
    .addColumn('extracted_at', 'text')
    .addCheckConstraint('resume_text_status_check', sql`status in ('pending', 'done', 'unreadable')`)
    .execute()
  await db.schema.createIndex('resume_text_status_idx').on('resume_texts').column('status').execute()
  const now = new Date().toISOString()
  await sql`insert into resume_texts (resume_id, status, attempts, queued_at)
            select id, 'pending', 0, ${now} from resumes`.execute(db)

  await db.schema
    .createTable('candidate_search')
    .addColumn('candidate_id', 'integer', (c) =>
      c.primaryKey().references('candidates.id').onDelete('cascade'),
    )
    .addColumn('full_name', 'text', notNull)
    .addColumn('emails', 'text', notNull)
    .addColumn('headline', 'text')
    .addColumn('skills', 'text')
    .addColumn('cover_letters', 'text')
    .addColumn('notes', 'text')
    .addColumn('resume_text', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute()

  if (isPostgres(db)) {
    // Names and addresses weigh most, then headline and skills, then what they and we wrote, then
    // the resume. 'simple' for names and addresses (no stemming of a surname; an address also as
    // its parts, as SQLite's tokenizer reads it), 'english' for prose.
    await sql`alter table candidate_search add column document tsvector generated always as (
        setweight(to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(emails, '') || ' ' ||
          translate(coalesce(emails, ''), '@.', '  ')), 'A') ||
        setweight(to_tsvector('english', coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || coalesce(skills, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(cover_letters, '') || ' ' || coalesce(notes, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(resume_text, '')), 'D')
      ) stored`.execute(db)
    await sql`create index candidate_search_document_idx on candidate_search using gin (document)`.execute(db)
    // A search reads every matching document to rank it: kept in the row (compressed, not in the
    // TOAST table), and with lz4 where the server has it (PostgreSQL 14+), which reads back
    // several times faster than the default compression. Measured by `npm run bench`.
    await sql`alter table candidate_search alter column document set storage main`.execute(db)
    const version = await sql<{ v: string }>`select current_setting('server_version_num') as v`.execute(db)
    if (Number(version.rows[0]?.v ?? 0) >= 140000) {
      const lz4 = await sql<{ ok: boolean }>`
        select exists (select 1 from pg_settings where name = 'default_toast_compression'
          and 'lz4' = any (enumvals)) as ok`.execute(db)
      if (lz4.rows[0]?.ok) {
        await sql`alter table candidate_search alter column document set compression lz4`.execute(db)
        await sql`alter table candidate_search alter column resume_text set compression lz4`.execute(db)
      }
    }
  } else {
    await sql`create virtual table candidate_search_fts using fts5(
        full_name, emails, headline, skills, cover_letters, notes, resume_text,
        content = 'candidate_search', content_rowid = 'candidate_id',
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`.execute(db)
    // The same order of weight as PostgreSQL's: names and addresses, headline and skills, what
    // they and we wrote, then the resume. Kept in the table, so `order by rank` uses it.
    await sql`insert into candidate_search_fts (candidate_search_fts, rank)
              values ('rank', 'bm25(10.0, 10.0, 5.0, 5.0, 2.0, 2.0, 1.0)')`.execute(db)
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists candidate_search_fts`.execute(db)
  await db.schema.dropTable('candidate_search').ifExists().execute()
  await db.schema.dropTable('resume_texts').ifExists().execute()
}
