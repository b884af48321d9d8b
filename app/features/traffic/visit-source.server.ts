import { firstPageViewOf } from '~/server/db/page-views.server'
import {
  getSubmissionSource,
  setSubmissionSource,
  type StoredSource,
  type SubmissionKind,
} from '~/server/db/submission-sources.server'
import { logger } from '~/server/logger.server'
import type { ExplicitSource, VisitSource } from './contract'
import { bufferedViews, identityOf, keyOfVisitor } from './count-page-view.server'
import { dayOf } from './days'

interface FirstView {
  path: string
  referrerHost: string | null
  source: string
  utmCampaign: string | null
  utmMedium: string | null
}

/**
 * The first view today of the visitor a request comes from (its address and agent under today's
 * salt): stored, or still waiting in the buffer. Undefined when the visitor was not counted (no
 * view today, a bot, DNT or GPC).
 */
export async function findVisitSource(
  ip: string | null | undefined,
  userAgent: string,
  now = new Date(),
): Promise<VisitSource | undefined> {
  const day = dayOf(now)
  const key = await keyOfVisitor(day, ip, userAgent)
  if (!key) return undefined
  let first: FirstView | undefined = await firstPageViewOf(day, key)
  if (!first) {
    const identity = identityOf(ip, userAgent)
    const waiting = bufferedViews().find(
      (view) =>
        view.day === day &&
        (view.visitorKey === key || (view.identity !== undefined && view.identity === identity)),
    )
    if (waiting) {
      first = {
        path: waiting.path,
        referrerHost: waiting.referrerHost ?? null,
        source: waiting.source,
        utmCampaign: waiting.utmCampaign ?? null,
        utmMedium: waiting.utmMedium ?? null,
      }
    }
  }
  if (!first) return undefined
  return {
    landing: first.path,
    referrer: first.referrerHost,
    campaign: first.utmCampaign,
    medium: first.utmMedium,
    name: first.source,
  }
}

/** The forms whose submissions keep a source, by form name. */
const KIND_OF_FORM: Record<string, SubmissionKind | undefined> = {
  contact: 'contact',
  application: 'application',
  'hire-brief': 'brief',
}

const stored = (source: VisitSource): StoredSource => ({
  sourceLanding: source.landing,
  sourceReferrer: source.referrer,
  sourceCampaign: source.campaign,
  sourceMedium: source.medium,
  sourceName: source.name,
})

/**
 * Gives a submission just stored the source of the visit that sent it: what a JSON API caller
 * passed (validated), else the sender's first view today. Never fails the submission: an error is
 * logged without personal data and the record keeps no source.
 */
export async function attachVisitSource(
  form: string,
  id: number,
  request: { ip: string | null | undefined; userAgent: string | null; explicit?: ExplicitSource },
): Promise<void> {
  const kind = KIND_OF_FORM[form]
  if (!kind) return
  try {
    const explicit = request.explicit
    const source =
      explicit && Object.values(explicit).some(Boolean)
        ? {
            landing: explicit.landing ?? null,
            referrer: explicit.referrer ?? null,
            campaign: explicit.campaign ?? null,
            medium: explicit.medium ?? null,
            name: explicit.name ?? null,
          }
        : await findVisitSource(request.ip, request.userAgent ?? '')
    if (source) await setSubmissionSource(kind, id, stored(source))
  } catch (error) {
    logger.warn({ kind, id, err: error instanceof Error ? error.name : 'unknown' }, 'visit source not stored')
  }
}

/** A submission's source as its record shows it; null when it has none. */
export async function getVisitSource(kind: SubmissionKind, id: number): Promise<VisitSource | null> {
  const row = await getSubmissionSource(kind, id)
  if (!row || !(row.sourceName || row.sourceLanding || row.sourceCampaign || row.sourceReferrer)) return null
  return {
    landing: row.sourceLanding,
    referrer: row.sourceReferrer,
    campaign: row.sourceCampaign,
    medium: row.sourceMedium,
    name: row.sourceName,
  }
}
