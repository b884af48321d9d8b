import { inTransaction } from '~/server/db/transaction.server'
import {
  findOpening,
  insertOpening,
  replaceOpeningQuestions,
  uniqueOpeningSlug,
} from '~/server/db/openings.server'
import { nowIso } from '~/lib/time'
import { slugify, type Opening, type OpeningDraft, type OpeningStatus } from './contract'

export interface CreateOpeningOptions {
  by: string | null
  now?: Date
  /** Published at once (the seed); a new opening is a draft otherwise. */
  status?: OpeningStatus
  /** Keep this slug instead of deriving one (the seed keeps the site's existing addresses). */
  slug?: string
  /** When an opening published at once was first opened; `now` by default. */
  openedAt?: string
}

/** Stores a new opening with its questions, all or nothing. */
export async function createOpening(draft: OpeningDraft, options: CreateOpeningOptions): Promise<Opening> {
  const at = nowIso(options.now)
  const status = options.status ?? 'draft'
  return inTransaction(async (trx) => {
    const slug = options.slug ?? (await uniqueOpeningSlug(trx, slugify(draft.title)))
    const openedAt = status === 'open' ? (options.openedAt ?? at) : null
    const id = await insertOpening(trx, draft, { slug, status, openedAt, by: options.by, at })
    await replaceOpeningQuestions(trx, id, draft.questions)
    const opening = await findOpening(trx, id)
    if (!opening) throw new Error('the new opening was not found')
    return opening
  })
}
