import type { Selectable } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { ImagesTable } from './schema.server'

/* Uploaded images (migration 0034): one row per distinct file, by its SHA-256. */

export type ImageRow = Selectable<ImagesTable>

export async function findImageBySha(sha256: string): Promise<ImageRow | undefined> {
  return getDb().selectFrom('images').selectAll().where('sha256', '=', sha256).executeTakeFirst()
}

export async function findImagesBySha(shas: readonly string[]): Promise<ImageRow[]> {
  if (shas.length === 0) return []
  return getDb().selectFrom('images').selectAll().where('sha256', 'in', shas).execute()
}

export async function getImage(id: number): Promise<ImageRow | undefined> {
  return getDb().selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function getImages(ids: readonly number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return []
  return getDb().selectFrom('images').selectAll().where('id', 'in', ids).execute()
}

export async function insertImage(
  image: Omit<ImageRow, 'id' | 'createdAt'>,
  now = new Date(),
): Promise<number> {
  const { id } = await getDb()
    .insertInto('images')
    .values({ ...image, createdAt: nowIso(now) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Images staff uploaded, newest first (the editor's picker). */
export async function listImages(limit = 50): Promise<ImageRow[]> {
  return getDb().selectFrom('images').selectAll().orderBy('id', 'desc').limit(limit).execute()
}
