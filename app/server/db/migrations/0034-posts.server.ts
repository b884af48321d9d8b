import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'
import { SEED_ARTICLES } from './0034-posts-seed.server'

/**
 * Publishing (issue 41): insights and case studies staff write in the admin, their revisions, the
 * slugs they answered before (308 to the current one), and the images uploaded for them (stored
 * once by content hash; their AVIF and WebP widths are files in the media directory).
 *
 * A post's hero is an uploaded image, or one of the site's drawn illustrations (`hero_art`, the
 * topics of app/content/media.ts) as the four articles of /sectors had: they move in here with
 * their words, art and dates as they were, published, each with its first revision.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('images'))
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('alt', 'text', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    // JSON: [{ format: 'avif' | 'webp', width, file }], the files under MEDIA_DIR.
    .addColumn('variants', 'text', notNull)
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute()

  await withId(db, db.schema.createTable('posts'))
    .addColumn('kind', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('title', 'text', notNull)
    // The teaser's line on lists and the page's meta description.
    .addColumn('excerpt', 'text', notNull)
    // The standfirst under the headline.
    .addColumn('summary', 'text', notNull)
    .addColumn('body_md', 'text', notNull)
    .addColumn('hero_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('hero_art', 'text')
    // JSON: the sector topics (insights) or services (case studies) it is filed under.
    .addColumn('topics', 'text', notNull)
    // The team member (app/content/team.ts) who wrote it.
    .addColumn('author_slug', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('publish_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('preview_token_hash', 'text')
    .addColumn('preview_expires_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('post_kind_slug_unique', ['kind', 'slug'])
    .addCheckConstraint('post_kind_check', sql`kind in ('insight', 'case-study')`)
    .addCheckConstraint('post_status_check', sql`status in ('draft', 'scheduled', 'published')`)
    .addCheckConstraint('post_schedule_check', sql`status <> 'scheduled' or publish_at is not null`)
    .execute()
  await db.schema.createIndex('post_status_idx').on('posts').columns(['status', 'publish_at']).execute()
  await db.schema.createIndex('post_preview_idx').on('posts').column('preview_token_hash').execute()

  await withId(db, db.schema.createTable('post_revisions'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('number', 'integer', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('excerpt', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('body_md', 'text', notNull)
    .addColumn('hero_image_id', 'integer')
    .addColumn('hero_art', 'text')
    .addColumn('topics', 'text', notNull)
    .addColumn('author_slug', 'text', notNull)
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'text', notNull)
    .addUniqueConstraint('post_revision_number_unique', ['post_id', 'number'])
    .execute()

  await withId(db, db.schema.createTable('post_slugs'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('kind', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addUniqueConstraint('post_slug_kind_slug_unique', ['kind', 'slug'])
    .execute()

  const now = new Date().toISOString()
  for (const article of SEED_ARTICLES) {
    const publishedAt = `${article.datePublished}T00:00:00.000Z`
    const content = {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      summary: article.summary,
      body_md: article.bodyMd,
      hero_image_id: null,
      hero_art: article.art,
      topics: JSON.stringify(article.topics),
      author_slug: article.author,
    }
    const { id } = await db
      .insertInto('posts')
      .values({
        ...content,
        kind: 'insight',
        status: 'published',
        publish_at: null,
        published_at: publishedAt,
        created_at: publishedAt,
        updated_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('post_revisions')
      .values({ ...content, post_id: id, number: 1, saved_by: null, saved_at: now })
      .execute()
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('post_slugs').ifExists().execute()
  await db.schema.dropTable('post_revisions').ifExists().execute()
  await db.schema.dropTable('posts').ifExists().execute()
  await db.schema.dropTable('images').ifExists().execute()
}
