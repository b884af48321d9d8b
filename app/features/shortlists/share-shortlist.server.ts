import { clientShortlistPath } from '~/lib/routes'
import { isoAfter } from '~/lib/time'
import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { assignBrief, stepBriefStatus } from '~/features/hire-briefs/index.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import {
  getEntryContext,
  listProposedEntries,
  listShortlist,
  updateShortlistEntryRow,
} from '~/server/db/shortlist-entries.server'
import {
  insertShortlistLink,
  listShortlistLinks,
  revokeShortlistLinks,
} from '~/server/db/shortlist-links.server'
import { inTransaction, type DbExecutor } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { shortlistShared } from '~/server/mail/system-emails/shortlist-emails.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { toClientBrief, type ClientBrief } from './client-brief'
import {
  clientDisplayName,
  consentLetsClientSee,
  isClientVisible,
  linkState,
  type ClientShortlistEntry,
  type SharePreviewEmail,
  type ShortlistEntry,
} from './contract'
import { findBriefOwner, type ReachableOwner } from './find-brief-owner.server'
import { recordShortlistChange } from './record-shortlist-change.server'

const DAY_MS = 24 * 60 * 60_000

/** Where the preview's e-mail shows the link that sending makes. */
export const LINK_STAND_IN = '[a private link, made when you send]'

/** Inside a share: every complete proposed entry becomes shared, on both timelines. Returns how many. */
async function shareProposedEntries(executor: DbExecutor, briefId: number, actor: string): Promise<number> {
  const ready = (await listProposedEntries(executor, briefId)).filter((e) => e.complete)
  for (const entry of ready) {
    await updateShortlistEntryRow(executor, briefId, entry.id, { stage: 'shared' })
    await recordShortlistChange(
      executor,
      await getEntryContext(executor, entry.id),
      'Shared with the client',
      actor,
      { stage: 'shared' },
    )
  }
  return ready.length
}

/** Why a shortlist cannot be shared yet. */
export type ShareRefusal =
  | { code: 'nothing-to-share' }
  /** Candidates are on it, but none has agreed to be put forward yet. */
  | { code: 'awaiting-candidates' }
  /** Proposed candidates without their rate, availability or pitch, by name and entry. */
  | { code: 'incomplete'; names: string[]; entries: { id: number; name: string }[] }

type Brief = NonNullable<Awaited<ReturnType<typeof getHireBrief>>>

interface SharePlan {
  brief: Brief
  entries: ShortlistEntry[]
  /** Why it cannot be shared now; null when it can. */
  refusal: ShareRefusal | null
  /** How many candidates the client's page will show. */
  candidates: number
  /** Candidates on it the client will not see until they agree to be put forward, by name. */
  awaitingNames: string[]
  /** When the client last answered on any of the brief's links: sharing again sends an updated shortlist. */
  answeredAt: string | null
  /** The brief's live link, which sharing ends. */
  liveLink: { createdAt: string } | null
  /** Whether a link was sent before (live or not): the new one replaces it. */
  sentBefore: boolean
  /** Who replies to the e-mail reach: the brief's owner, or the sharer when it has none. */
  owner: ReachableOwner | null
  /** The brief has no owner: sharing makes the sharer its owner. */
  becomesOwner: boolean
  /** Who writes the note: the sharer's name. */
  sender: string
}

function refusalOf(entries: ShortlistEntry[], candidates: number, awaiting: number): ShareRefusal | null {
  const incomplete = entries.filter((e) => e.stage === 'proposed' && !e.complete)
  if (incomplete.length) {
    return {
      code: 'incomplete',
      names: incomplete.map((e) => e.fullName),
      entries: incomplete.map((e) => ({ id: e.id, name: e.fullName })),
    }
  }
  if (candidates > 0) return null
  return awaiting > 0 ? { code: 'awaiting-candidates' } : { code: 'nothing-to-share' }
}

/** What sharing would do now, and whether it can; null for no such brief. */
async function planShare(briefId: number, actor: string, now: Date): Promise<SharePlan | null> {
  const brief = await getHireBrief(briefId)
  if (!brief) return null
  const [entries, links, events, sharer] = await Promise.all([
    listShortlist(briefId),
    listShortlistLinks(briefId),
    listRecordEvents('brief', briefId),
    findBriefOwner(actor),
  ])
  // The client's page shows only candidates who agreed to be put forward (or whom an owner put forward).
  const onList = entries.filter((e) => e.stage !== 'withdrawn')
  const candidates = onList.filter((e) => consentLetsClientSee(e.consent)).length
  const awaitingNames = onList.filter((e) => !consentLetsClientSee(e.consent)).map((e) => e.fullName)
  const answers = events.filter((e) => e.kind === 'client-answer').map((e) => e.at)
  const live = links.find((link) => linkState(link, now) === 'live')
  const unowned = brief.assignedTo === null
  return {
    brief,
    entries,
    refusal: refusalOf(entries, candidates, awaitingNames.length),
    candidates,
    awaitingNames,
    answeredAt: answers.sort().at(-1) ?? null,
    liveLink: live ? { createdAt: live.createdAt } : null,
    sentBefore: links.length > 0,
    owner: unowned ? sharer : await findBriefOwner(brief.assignedTo),
    becomesOwner: unowned && sharer !== null,
    sender: sharer?.name ?? actor,
  }
}

/** The shortlist's e-mail to the brief's contact, for the preview (`link` a stand-in) or to send. */
function shareEmail(
  plan: SharePlan,
  { note, link, expiresAt }: { note: string; link: string; expiresAt: string },
) {
  return shortlistShared({
    to: plan.brief.email,
    name: plan.brief.name,
    reference: plan.brief.reference,
    candidates: plan.candidates,
    link,
    expiresAt,
    note,
    sender: plan.sender,
    updated: plan.answeredAt !== null,
    replacesEarlierLink: plan.sentBefore,
    owner: plan.owner,
  })
}

/**
 * A shortlist entry as the client's page will show it once shared: proposed ones as shared, the
 * rest as they stand; null for one the page does not show (withdrawn, or not yet written).
 */
function asClientWillSee(entry: ShortlistEntry): ClientShortlistEntry | null {
  const stage = entry.stage === 'proposed' ? 'shared' : entry.stage
  if (
    !isClientVisible(stage) ||
    !consentLetsClientSee(entry.consent) ||
    entry.rateAmount === null ||
    !entry.rateCurrency ||
    !entry.ratePeriod
  ) {
    return null
  }
  if (!entry.pitch) return null
  return {
    id: entry.id,
    displayName: clientDisplayName(entry.fullName),
    headline: entry.headline,
    skills: entry.skills,
    yearsOfExperience: entry.yearsOfExperience,
    rateAmount: entry.rateAmount,
    rateCurrency: entry.rateCurrency,
    ratePeriod: entry.ratePeriod,
    availableOn: entry.availableOn,
    noticeWeeks: entry.noticeWeeks,
    pitch: entry.pitch,
    stage,
    clientNote: entry.clientNote,
    answeredAt: entry.answeredAt,
  }
}

/** What "Share shortlist" shows before anything is sent: to whom, the e-mail, the client's page. */
export interface SharePreview {
  brief: { id: number; reference: string; company: string }
  /** The brief's contact, whom the e-mail goes to. */
  recipient: { name: string; email: string }
  /** Whom replies reach (the e-mail's Reply-To); null when nobody can be reached. */
  owner: { name: string; email: string } | null
  becomesOwner: boolean
  answeredAt: string | null
  liveLink: { createdAt: string } | null
  /** Why it cannot be sent yet; null when it can. */
  refusal: ShareRefusal | null
  /** Candidates the client will not see until they agree to be put forward, by name. */
  awaitingNames: string[]
  /** The e-mail as the client will get it (its link made when it is sent); null when refused. */
  email: SharePreviewEmail | null
  /** The client's page as the client will see it. */
  page: { brief: ClientBrief; entries: ClientShortlistEntry[]; expiresAt: string }
}

/** Stands where staff's note goes, to cut the preview's text around it. */
const NOTE_MARK = '\u0000note\u0000'

/**
 * The share preview of a brief's shortlist as `actor` would send it; null for no such brief. Its
 * e-mail's text comes without a note and cut where a note goes (emailTextWithNote puts the note
 * there as staff type it), so the preview is the text that will be sent, note and all.
 */
export async function previewShare(
  briefId: number,
  actor: string,
  now = new Date(),
): Promise<SharePreview | null> {
  const plan = await planShare(briefId, actor, now)
  if (!plan) return null
  const { brief } = plan
  const expiresAt = isoAfter(getConfig().SHORTLIST_LINK_DAYS * DAY_MS, now)
  // The token is made when the e-mail is sent; the preview shows where it will stand.
  const link = `${getConfig().SITE_URL}${clientShortlistPath(LINK_STAND_IN)}`
  const email = shareEmail(plan, { note: '', link, expiresAt })
  const [before = '', after = ''] = shareEmail(plan, { note: NOTE_MARK, link, expiresAt }).text.split(
    NOTE_MARK,
  )
  return {
    brief: { id: brief.id, reference: brief.reference, company: brief.company },
    recipient: { name: brief.name, email: brief.email },
    owner: plan.owner ? { name: plan.owner.name, email: plan.owner.email } : null,
    becomesOwner: plan.becomesOwner,
    answeredAt: plan.answeredAt,
    liveLink: plan.liveLink,
    refusal: plan.refusal,
    awaitingNames: plan.awaitingNames,
    email: plan.refusal
      ? null
      : {
          from: getConfig().MAIL_FROM,
          replyTo: email.replyTo ?? null,
          to: `${brief.name} <${brief.email}>`,
          subject: email.subject,
          text: email.text,
          withNote: { before, after },
        },
    page: {
      brief: toClientBrief(brief),
      entries: plan.entries.flatMap((e) => asClientWillSee(e) ?? []),
      expiresAt,
    },
  }
}

export type ShareOutcome =
  | {
      ok: true
      shared: number
      expiresAt: string
      /** An updated shortlist (the client had answered before). */
      updated: boolean
      /** The brief had no owner and the sharer became it. */
      becameOwner: boolean
    }
  | ({ ok: false } & ShareRefusal)
  | { ok: false; code: 'not-found' }

/**
 * Shares a brief's shortlist with its contact: every proposed entry (each must have its rate,
 * availability and pitch) becomes shared, a new link replaces any earlier one (which stops
 * working), and the link is e-mailed through the outbox with staff's note, all in one
 * transaction. Replies to it reach the brief's owner; a brief without one gets the sharer
 * (assigned and audited like any assignment). A brief still new or qualified moves to "Proposal
 * sent". Once the client has answered, the e-mail says it is an updated shortlist.
 */
export async function shareShortlist(
  briefId: number,
  actor: string,
  { note = '', now = new Date() }: { note?: string; now?: Date } = {},
): Promise<ShareOutcome> {
  const plan = await planShare(briefId, actor, now)
  if (!plan) return { ok: false, code: 'not-found' }
  if (plan.refusal) return { ok: false, ...plan.refusal }
  const { brief } = plan

  const { SITE_URL, SHORTLIST_LINK_DAYS } = getConfig()
  const { token, hash } = newLinkToken()
  const expiresAt = isoAfter(SHORTLIST_LINK_DAYS * DAY_MS, now)
  await inTransaction(async (trx) => {
    await shareProposedEntries(trx, briefId, actor)
    // One link is live at a time: the new one ends the earlier, at the moment it is made.
    await revokeShortlistLinks(briefId, trx, now)
    await insertShortlistLink(trx, { briefId, tokenHash: hash, createdBy: actor, expiresAt }, now)
    if (brief.status === 'new' || brief.status === 'qualified') {
      await stepBriefStatus(trx, brief, 'proposal', actor, now)
    }
    const email = shareEmail(plan, { note, link: `${SITE_URL}${clientShortlistPath(token)}`, expiresAt })
    await queueEmails(trx, [{ ...email, linkTokens: [token] }], { hireBriefId: briefId })
  })
  nudgeOutbox()
  await recordAudit({
    actor,
    action: 'shortlist.shared',
    target: `hiring brief ${brief.reference}: ${plan.candidates} candidates`,
  })
  // The sharer becomes the owner of a brief nobody owned (unless someone took it meanwhile).
  let becameOwner = false
  if (plan.becomesOwner && (await getHireBrief(briefId))?.assignedTo === null) {
    becameOwner = (await assignBrief(brief, actor, actor)) === 'assigned'
  }
  return {
    ok: true,
    shared: plan.candidates,
    expiresAt,
    updated: plan.answeredAt !== null,
    becameOwner,
  }
}
