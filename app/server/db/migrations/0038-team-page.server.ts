import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'
import { SEED_MEMBERS, SEED_QUOTES } from './0038-team-page-seed.server'

/**
 * The team page and the client quotes (issue 41, part 5), edited in the admin by Marketing and
 * owners as insights are: the company's published content, no visitor's personal data.
 *
 * A member's photo is the portrait scripts/media drew for them (`portrait`, the slug of its files
 * under /media/people) or an image uploaded to publishing's `images` (which wins while set), with
 * its alt text kept here. `slug` is what posts name their author by (`posts.author_slug`): it never
 * changes, and a member removed from the page while posts still name them stays as a row with
 * `removed_at`, so those posts keep their author's name. A quote's logo is a client's drawn logo
 * (`client_logo`, a client slug of app/content/media.ts) or an uploaded image. `position` orders
 * each list (1 first). Seeded with the words, order and images the pages showed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('team_page_members'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('quote', 'text')
    .addColumn('portrait', 'text')
    .addColumn('photo_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('photo_alt', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('removed_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('team_page_member_position_check', sql`position >= 1`)
    .execute()

  await withId(db, db.schema.createTable('client_quotes'))
    .addColumn('quote', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('person_name', 'text', notNull)
    .addColumn('person_role', 'text', notNull)
    .addColumn('company_name', 'text', notNull)
    .addColumn('client_logo', 'text')
    .addColumn('logo_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('rating', 'integer', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('client_quote_rating_check', sql`rating between 1 and 5`)
    .addCheckConstraint('client_quote_position_check', sql`position >= 1`)
    .execute()

  const now = new Date().toISOString()
  if (SEED_MEMBERS.length) {
    await db
      .insertInto('team_page_members')
      .values(
        SEED_MEMBERS.map((member, index) => ({
          slug: member.slug,
          name: member.name,
          title: member.title,
          quote: member.quote,
          portrait: member.slug,
          photo_image_id: null,
          photo_alt: `Illustrated portrait of ${member.name}`,
          position: index + 1,
          removed_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
  }
  await db
    .insertInto('client_quotes')
    .values(
      SEED_QUOTES.map((quote, index) => ({
        quote: quote.quote,
        text: quote.text,
        person_name: quote.personName,
        person_role: quote.personRole,
        company_name: quote.companyName,
        client_logo: quote.clientSlug,
        logo_image_id: null,
        rating: quote.rating,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('client_quotes').ifExists().execute()
  await db.schema.dropTable('team_page_members').ifExists().execute()
}
