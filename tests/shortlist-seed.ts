import { addToShortlist, shareShortlist, updateShortlistEntry } from '~/features/shortlists/index.server'
import { getDb } from '~/server/db/client.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'

/**
 * Puts a candidate on a brief's shortlist with a rate, shares it, and returns the entry and the
 * token of the link e-mailed to the client (read from the queued e-mail, before the worker sends
 * it and takes the token out).
 */
export async function shareWithClient(
  briefId: number,
  candidateId: number,
  clientEmail: string,
  { noticeWeeks = 0 }: { noticeWeeks?: number } = {},
): Promise<{ entryId: number; token: string }> {
  const added = await addToShortlist(briefId, candidateId, 'priya')
  if (!added.ok) throw new Error('not added')
  await giveConsent(added.entryId)
  await updateShortlistEntry(
    briefId,
    added.entryId,
    {
      rateAmount: 45,
      rateCurrency: 'USD',
      ratePeriod: 'hour',
      availableOn: null,
      noticeWeeks,
      pitch: 'Strong.',
    },
    'priya',
  )
  const shared = await shareShortlist(briefId, 'meera')
  if (!shared.ok) throw new Error('not shared')
  const mail = (await findEmailsByAddress(clientEmail)).find((m) => m.subject.startsWith('Your shortlist'))
  const token = /\/shortlist\/([\w-]{43})/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error('no shortlist link')
  return { entryId: added.entryId, token }
}

/**
 * Marks an entry's candidate as having agreed to be put forward, for tests that are not about that
 * consent (issue 39): a new entry waits for the candidate's answer and the client's page hides it.
 */
export async function giveConsent(entryId: number): Promise<void> {
  await getDb().updateTable('shortlist_entries').set({ consent: 'given' }).where('id', '=', entryId).execute()
}
