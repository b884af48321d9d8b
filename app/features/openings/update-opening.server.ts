import { inTransaction } from '~/server/db/transaction.server'
import {
  findOpening,
  getOpeningAddress,
  replaceOpeningQuestions,
  uniqueOpeningSlug,
  updateOpeningText,
} from '~/server/db/openings.server'
import { nowIso } from '~/lib/time'
import { slugify, type Opening, type OpeningDraft } from './contract'

/**
 * Saves an opening's text and replaces its questions in one transaction. The slug follows the
 * title until the opening is first published; after that its address never changes.
 */
export async function updateOpening(
  id: number,
  draft: OpeningDraft,
  by: string | null,
  now = new Date(),
): Promise<Opening | undefined> {
  return inTransaction(async (trx) => {
    const current = await getOpeningAddress(trx, id)
    if (!current) return undefined
    const slug =
      current.openedAt === null && current.title !== draft.title
        ? await uniqueOpeningSlug(trx, slugify(draft.title), id)
        : current.slug
    await updateOpeningText(trx, id, draft, { slug, by, at: nowIso(now) })
    await replaceOpeningQuestions(trx, id, draft.questions)
    return findOpening(trx, id)
  })
}
