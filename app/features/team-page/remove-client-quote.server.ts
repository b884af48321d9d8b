import { recordAudit } from '~/features/audit/index.server'
import {
  deleteClientQuote,
  getClientQuote,
  listClientQuotes,
  setClientQuotePositions,
} from '~/server/db/client-quotes.server'
import { inTransaction, lockForTransaction } from '~/server/db/transaction.server'
import { invalidateTeamPage } from './published-team-page.server'
import { CLIENT_QUOTES_LOCK } from './save-client-quote.server'

/** Takes a quote off /portfolio (and its JSON-LD); those after it move up a place. */
export async function removeClientQuote(
  id: number,
  actor: string,
): Promise<{ ok: true } | { ok: false; code: 'not_found' }> {
  const removed = await inTransaction(async (trx) => {
    await lockForTransaction(trx, CLIENT_QUOTES_LOCK)
    if (!(await getClientQuote(id, trx))) return false
    await deleteClientQuote(id, trx)
    await setClientQuotePositions(
      (await listClientQuotes(trx)).map((quote) => quote.id),
      trx,
    )
    return true
  })
  if (!removed) return { ok: false, code: 'not_found' }
  await recordAudit({ actor, action: 'client-quote.removed', target: `client quote #${id}` })
  invalidateTeamPage()
  return { ok: true }
}
