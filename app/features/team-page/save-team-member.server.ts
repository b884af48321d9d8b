import { recordAudit } from '~/features/audit/index.server'
import { storeImage } from '~/features/publishing/index.server'
import {
  findTeamPageMemberBySlug,
  getTeamPageMember,
  insertTeamPageMember,
  listCurrentTeamPageMembers,
  setTeamPageMemberPositions,
  updateTeamPageMember,
} from '~/server/db/team-page-members.server'
import { inTransaction, lockForTransaction, type DbTransaction } from '~/server/db/transaction.server'
import type { NewTeamMemberInput, TeamMemberInput, TeamPageRefusal, UploadRefusal } from './contract'
import { placeAt } from './list-order'
import { invalidateTeamPage } from './published-team-page.server'

export type SaveMemberResult = { ok: true; id: number } | { ok: false; code: TeamPageRefusal | UploadRefusal }

/** Two saves that reorder the page wait for each other (PostgreSQL), so places stay 1, 2, 3 … */
export const TEAM_PAGE_LOCK = 'team_page_members'

async function putAt(trx: DbTransaction, id: number, position: number | undefined) {
  if (position === undefined) return
  const ids = (await listCurrentTeamPageMembers(trx)).map((member) => member.id)
  await setTeamPageMemberPositions(placeAt(ids, id, position), trx)
}

/** Stores an uploaded photo; its alt text is the member's, kept on their row. */
async function storedPhoto(photo: Uint8Array, alt: string, actor: string) {
  const stored = await storeImage(photo, alt, actor)
  return stored.ok ? ({ ok: true, id: stored.image.id } as const) : stored
}

/**
 * Puts a new member on the team page: their words, their uploaded photo (a new member has no
 * drawn portrait, so a photo is needed) and their place (last unless given). The photo is stored
 * first (files, then its row in `images`, reusable); the member is written only once everything
 * they need is there, in one transaction with the new order.
 */
export async function addTeamMember(
  input: NewTeamMemberInput,
  photo: Uint8Array | null,
  actor: string,
): Promise<SaveMemberResult> {
  if (!photo) return { ok: false, code: 'photo_needed' }
  if (await findTeamPageMemberBySlug(input.slug)) return { ok: false, code: 'slug_taken' }
  const image = await storedPhoto(photo, input.photoAlt, actor)
  if (!image.ok) return image
  const id = await inTransaction(async (trx) => {
    await lockForTransaction(trx, TEAM_PAGE_LOCK)
    if (await findTeamPageMemberBySlug(input.slug, trx)) return null
    const count = (await listCurrentTeamPageMembers(trx)).length
    const id = await insertTeamPageMember(
      {
        slug: input.slug,
        name: input.name,
        title: input.title,
        quote: input.quote || null,
        portrait: null,
        photoImageId: image.id,
        photoAlt: input.photoAlt,
        position: count + 1,
      },
      trx,
    )
    await putAt(trx, id, input.position)
    return id
  })
  if (id === null) return { ok: false, code: 'slug_taken' }
  await recordAudit({ actor, action: 'team-page.added', target: `team page member #${id}` })
  invalidateTeamPage()
  return { ok: true, id }
}

/**
 * Saves a member's words, alt text and place; a new photo replaces the one shown, and "use the
 * portrait" (for a member who has a drawn one) takes the uploaded photo off. A refused photo
 * leaves the member as they were.
 */
export async function updateTeamMember(
  id: number,
  input: TeamMemberInput,
  photo: Uint8Array | null,
  actor: string,
): Promise<SaveMemberResult> {
  const member = await getTeamPageMember(id)
  if (!member || member.removedAt !== null) return { ok: false, code: 'not_found' }
  let photoImageId = input.usePortrait && member.portrait ? null : member.photoImageId
  if (photo) {
    const image = await storedPhoto(photo, input.photoAlt, actor)
    if (!image.ok) return image
    photoImageId = image.id
  }
  const saved = await inTransaction(async (trx) => {
    await lockForTransaction(trx, TEAM_PAGE_LOCK)
    const still = await getTeamPageMember(id, trx)
    if (!still || still.removedAt !== null) return false
    await updateTeamPageMember(
      id,
      {
        name: input.name,
        title: input.title,
        quote: input.quote || null,
        portrait: member.portrait,
        photoImageId,
        photoAlt: input.photoAlt,
      },
      trx,
    )
    await putAt(trx, id, input.position)
    return true
  })
  if (!saved) return { ok: false, code: 'not_found' }
  await recordAudit({ actor, action: 'team-page.updated', target: `team page member #${id}` })
  invalidateTeamPage()
  return { ok: true, id }
}
