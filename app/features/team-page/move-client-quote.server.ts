import { recordAudit } from '~/features/audit/index.server'
import { listClientQuotes, setClientQuotePositions } from '~/server/db/client-quotes.server'
import { inTransaction, lockForTransaction } from '~/server/db/transaction.server'
import { stepped } from './list-order'
import type { MoveResult } from './move-team-member.server'
import { invalidateTeamPage } from './published-team-page.server'
import { CLIENT_QUOTES_LOCK } from './save-client-quote.server'

/** Moves a quote one place up or down /portfolio's quotes (the list's arrows). */
export async function moveClientQuote(
  id: number,
  direction: 'up' | 'down',
  actor: string,
): Promise<MoveResult> {
  const result = await inTransaction(async (trx): Promise<MoveResult> => {
    await lockForTransaction(trx, CLIENT_QUOTES_LOCK)
    const ids = (await listClientQuotes(trx)).map((quote) => quote.id)
    if (!ids.includes(id)) return { ok: false, code: 'not_found' }
    const order = stepped(ids, id, direction)
    if (!order) return { ok: false, code: 'at_the_end' }
    await setClientQuotePositions(order, trx)
    return { ok: true }
  })
  if (!result.ok) return result
  await recordAudit({ actor, action: 'client-quote.moved', target: `client quote #${id}` })
  invalidateTeamPage()
  return result
}
