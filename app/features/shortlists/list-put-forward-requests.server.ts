import { listPutForwardRequestsOf } from '~/server/db/shortlist-entries.server'
import { briefRoleText } from './client-brief'
import { requestClientText, type PutForwardRequest } from './contract'

/**
 * The requests to put a person forward, as their status page shows them (`email`: their page
 * session's address), newest first: those waiting for their answer, and those they answered. One
 * withdrawn before they answered, or put forward by an owner without their answer, waits for
 * nothing from them and is left out.
 */
export async function listPutForwardRequests(email: string): Promise<PutForwardRequest[]> {
  const rows = await listPutForwardRequestsOf(email)
  return rows.flatMap((row) => {
    const waiting = row.consent === 'awaiting' && row.stage !== 'withdrawn'
    const answered = row.consent === 'given' || row.consent === 'corrected' || row.consent === 'declined'
    if ((!waiting && !answered) || !row.consentAskedAt) return []
    return [
      {
        entryId: row.id,
        client: requestClientText({
          sector: row.consentSector ?? '',
          country: row.country,
          company: row.consentCompany,
        }),
        role: briefRoleText(row.role),
        rateAmount: row.rateAmount,
        rateCurrency: row.rateCurrency,
        ratePeriod: row.ratePeriod,
        availableOn: row.availableOn,
        noticeWeeks: row.noticeWeeks,
        consent: row.consent,
        askedAt: row.consentAskedAt,
        answeredAt: row.consentAnsweredAt,
      },
    ]
  })
}
