import { recordAudit } from '~/features/audit/index.server'
import { storeImage } from '~/features/publishing/index.server'
import {
  getClientQuote,
  insertClientQuote,
  listClientQuotes,
  setClientQuotePositions,
  updateClientQuote,
} from '~/server/db/client-quotes.server'
import { inTransaction, lockForTransaction, type DbTransaction } from '~/server/db/transaction.server'
import type { ClientQuoteInput, UploadRefusal } from './contract'
import { placeAt } from './list-order'
import { invalidateTeamPage } from './published-team-page.server'

export type SaveQuoteResult =
  { ok: true; id: number } | { ok: false; code: 'not_found' | 'logo_alt_needed' | UploadRefusal }

export const CLIENT_QUOTES_LOCK = 'client_quotes'

async function putAt(trx: DbTransaction, id: number, position: number | undefined) {
  if (position === undefined) return
  const ids = (await listClientQuotes(trx)).map((quote) => quote.id)
  await setClientQuotePositions(placeAt(ids, id, position), trx)
}

/** Stores an uploaded logo (with its alt text, as publishing's images always have); none without a file. */
async function storedLogo(logo: Uint8Array | null, alt: string | undefined, actor: string) {
  if (!logo) return { ok: true, id: null } as const
  if (!alt) return { ok: false, code: 'logo_alt_needed' } as const
  const stored = await storeImage(logo, alt, actor)
  return stored.ok ? ({ ok: true, id: stored.image.id } as const) : stored
}

const wordsOf = (input: ClientQuoteInput) => ({
  quote: input.quote,
  text: input.text,
  personName: input.personName,
  personRole: input.personRole,
  companyName: input.companyName,
  rating: input.rating,
})

/** Adds a client's quote to /portfolio (last unless a place is given), with an uploaded logo or none. */
export async function addClientQuote(
  input: ClientQuoteInput,
  logo: Uint8Array | null,
  actor: string,
): Promise<SaveQuoteResult> {
  const image = await storedLogo(logo, input.logoAlt, actor)
  if (!image.ok) return image
  const id = await inTransaction(async (trx) => {
    await lockForTransaction(trx, CLIENT_QUOTES_LOCK)
    const count = (await listClientQuotes(trx)).length
    const id = await insertClientQuote(
      { ...wordsOf(input), clientLogo: null, logoImageId: image.id, position: count + 1 },
      trx,
    )
    await putAt(trx, id, input.position)
    return id
  })
  await recordAudit({ actor, action: 'client-quote.added', target: `client quote #${id}` })
  invalidateTeamPage()
  return { ok: true, id }
}

/**
 * Saves a quote's words, rating and place; a new logo replaces the one shown, and "use the client's
 * logo" (for a quote that has a drawn one) takes the uploaded logo off.
 */
export async function updateClientQuoteContent(
  id: number,
  input: ClientQuoteInput,
  logo: Uint8Array | null,
  actor: string,
): Promise<SaveQuoteResult> {
  const quote = await getClientQuote(id)
  if (!quote) return { ok: false, code: 'not_found' }
  const image = await storedLogo(logo, input.logoAlt, actor)
  if (!image.ok) return image
  const logoImageId = image.id ?? (input.useClientLogo && quote.clientLogo ? null : quote.logoImageId)
  const saved = await inTransaction(async (trx) => {
    await lockForTransaction(trx, CLIENT_QUOTES_LOCK)
    if (!(await getClientQuote(id, trx))) return false
    await updateClientQuote(id, { ...wordsOf(input), clientLogo: quote.clientLogo, logoImageId }, trx)
    await putAt(trx, id, input.position)
    return true
  })
  if (!saved) return { ok: false, code: 'not_found' }
  await recordAudit({ actor, action: 'client-quote.updated', target: `client quote #${id}` })
  invalidateTeamPage()
  return { ok: true, id }
}
