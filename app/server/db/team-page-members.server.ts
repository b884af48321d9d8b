import type { Insertable, Selectable } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { TeamPageMembersTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/* The people of the /team page (migration 0038). */

export type TeamPageMemberRow = Selectable<TeamPageMembersTable>
export type TeamPageMemberContent = Pick<
  TeamPageMemberRow,
  'name' | 'title' | 'quote' | 'portrait' | 'photoImageId' | 'photoAlt'
>

/** Every row's id and last change (removed ones too): what the public pages' cache is keyed by. */
export async function listTeamPageMemberStamps(): Promise<{ id: number; updatedAt: string }[]> {
  return getDb().selectFrom('team_page_members').select(['id', 'updatedAt']).orderBy('id').execute()
}

/** The members on the page, in its order. */
export async function listCurrentTeamPageMembers(
  executor: DbExecutor = getDb(),
): Promise<TeamPageMemberRow[]> {
  return executor
    .selectFrom('team_page_members')
    .selectAll()
    .where('removedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

/** The members with these slugs, removed ones included (the authors of posts). */
export async function listTeamPageMembersBySlug(slugs: readonly string[]): Promise<TeamPageMemberRow[]> {
  if (slugs.length === 0) return []
  return getDb().selectFrom('team_page_members').selectAll().where('slug', 'in', slugs).execute()
}

export async function getTeamPageMember(
  id: number,
  executor: DbExecutor = getDb(),
): Promise<TeamPageMemberRow | undefined> {
  return executor.selectFrom('team_page_members').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findTeamPageMemberBySlug(
  slug: string,
  executor: DbExecutor = getDb(),
): Promise<TeamPageMemberRow | undefined> {
  return executor.selectFrom('team_page_members').selectAll().where('slug', '=', slug).executeTakeFirst()
}

export async function insertTeamPageMember(
  member: Omit<Insertable<TeamPageMembersTable>, 'id' | 'createdAt' | 'updatedAt' | 'removedAt'>,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<number> {
  const { id } = await executor
    .insertInto('team_page_members')
    .values({ ...member, removedAt: null, createdAt: nowIso(now), updatedAt: nowIso(now) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateTeamPageMember(
  id: number,
  content: TeamPageMemberContent,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  await executor
    .updateTable('team_page_members')
    .set({ ...content, updatedAt: nowIso(now) })
    .where('id', '=', id)
    .execute()
}

/** Gives each member its place: the first of `ids` 1, the next 2 … (only rows whose place changes). */
export async function setTeamPageMemberPositions(
  ids: readonly number[],
  executor: DbExecutor,
  now = new Date(),
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await executor
      .updateTable('team_page_members')
      .set({ position: index + 1, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .where('position', '<>', index + 1)
      .execute()
  }
}

/** Takes a member off the page but keeps the row (posts still name them). */
export async function markTeamPageMemberRemoved(
  id: number,
  executor: DbExecutor,
  now = new Date(),
): Promise<void> {
  await executor
    .updateTable('team_page_members')
    .set({ removedAt: nowIso(now), updatedAt: nowIso(now) })
    .where('id', '=', id)
    .execute()
}

export async function deleteTeamPageMember(id: number, executor: DbExecutor): Promise<void> {
  await executor.deleteFrom('team_page_members').where('id', '=', id).execute()
}
