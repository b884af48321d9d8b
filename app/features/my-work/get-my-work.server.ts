import { claims, site } from '~/content/site'
import { roleCan, type StaffRole } from '~/contracts/permissions'
import type { RecordEventData } from '~/contracts/record-events'
import { RECORD_PERMISSIONS, recordPath, TIMELINE_ANCHOR, type RecordRef } from '~/contracts/records'
import { replyDueAt } from '~/features/hire-briefs/index.server'
import { listStaffNames } from '~/features/team/index.server'
import { dayIn, startOfDayIn } from '~/lib/format-date-time'
import { mentionedIn, nameMentions } from '~/lib/mentions'
import { listDueFollowUps } from '~/server/db/follow-ups.server'
import { listInterviewsAwaitingOwner, listInterviewStatesOfEntries } from '~/server/db/interviews.server'
import {
  listAnsweredEntriesOnBriefsOf,
  listUnseenCandidateAnswers,
  listNewApplicationsOf,
  listNewBriefsOf,
  listRecordNames,
  listUnseenClientAnswers,
  listUnseenInterviewOutcomes,
  listUnseenNotesNaming,
  listUnseenWithdrawals,
} from '~/server/db/my-work.server'
import {
  ageText,
  dayText,
  mentions,
  MY_WORK_KINDS,
  NEW_APPLICATION_BUSINESS_DAYS,
  type MyWorkCounts,
  type MyWorkItem,
} from './contract'

/** Whose queue: a member's username, and their role (an item on a record they may not read is left out). */
export interface QueueOwner {
  username: string
  role: StaffRole
}

/** An item before its record's reference and name are read; only a client's answer says fromClient. */
type Draft = Omit<MyWorkItem, 'record' | 'age' | 'link' | 'fromClient'> & {
  ref: RecordRef
  anchor?: string
  /** A page under the record to act on (an entry of a brief's shortlist), in place of the record's own. */
  path?: string
  fromClient?: true
}

/** The members of a names map, as a mention names them. */
const members = (names: ReadonlyMap<string, string>) =>
  [...names].map(([username, name]) => ({ username, name }))

const EXCERPT_MAX = 160
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line
}

// Rows are written only by addRecordEvent, from the typed union.
const parse = <T>(data: string) => JSON.parse(data) as T

/** Interviews the client asked for, and declines nobody has acted on, on briefs the member owns. */
async function shortlistItems(owner: QueueOwner): Promise<Draft[]> {
  const entries = await listAnsweredEntriesOnBriefsOf(owner.username)
  const declines = entries.filter(
    (e) => e.stage === 'declined' && e.answeredAt && e.updatedAt <= e.answeredAt,
  )
  const answers = await listUnseenClientAnswers(owner.username, [...new Set(declines.map((e) => e.briefId))])
  // An interview whose times went out waits on the client or the candidate, not on the member.
  const interviews = await listInterviewStatesOfEntries(
    entries.filter((e) => e.stage === 'interview-requested').map((e) => e.id),
  )
  const underWay = (entryId: number) =>
    ['proposed', 'picked', 'confirmed'].includes(interviews.get(entryId) ?? '')
  const drafts: Draft[] = []
  for (const entry of entries) {
    const brief = { kind: 'brief', id: entry.briefId } as const
    if (entry.stage === 'interview-requested') {
      if (underWay(entry.id)) continue
      drafts.push({
        key: `interview:${entry.id}`,
        kind: 'interview',
        ref: brief,
        anchor: 'shortlist',
        what: entry.answeredAt ? 'The client asked to interview a candidate' : 'An interview to arrange',
        detail: entry.fullName,
        since: entry.answeredAt ?? entry.updatedAt,
        act: null,
        // One staff recorded for the client has no answeredAt: it is not the client's own answer.
        ...(entry.answeredAt ? { fromClient: true } : {}),
      })
      continue
    }
    if (!declines.includes(entry)) continue
    // The latest answer about this candidate on this brief that the member has not marked seen.
    const answer = answers.findLast(
      (a) =>
        a.recordId === entry.briefId &&
        parse<RecordEventData['client-answer']>(a.data).candidateId === entry.candidateId,
    )
    if (!answer || (entry.answeredAt && answer.at < entry.answeredAt)) continue
    drafts.push({
      key: `client-answer:${answer.id}`,
      kind: 'client-answer',
      ref: brief,
      anchor: 'shortlist',
      what: 'The client declined a candidate',
      detail: entry.fullName,
      since: entry.answeredAt ?? answer.at,
      act: { intent: 'seen', eventId: answer.id },
      fromClient: true,
    })
  }
  return drafts
}

const CANDIDATE_ANSWER_WHAT = {
  accepted: 'A candidate agreed to be put forward',
  corrected: 'A candidate corrected their rate or start, and agreed',
  declined: 'A candidate declined to be put forward',
} as const

/** Candidates' answers to requests to put them forward, on briefs the member owns, until marked seen. */
async function candidateAnswerItems(owner: QueueOwner): Promise<Draft[]> {
  const answers = await listUnseenCandidateAnswers(owner.username)
  return answers.flatMap((event) => {
    const data = parse<RecordEventData['shortlist']>(event.data)
    const answer = data.consent
    if (answer !== 'accepted' && answer !== 'corrected' && answer !== 'declined') return []
    return [
      {
        key: `candidate-answer:${event.id}`,
        kind: 'candidate-answer',
        ref: { kind: 'brief', id: event.recordId },
        anchor: 'shortlist',
        what: CANDIDATE_ANSWER_WHAT[answer],
        detail: data.candidateName,
        since: event.at,
        act: { intent: 'seen', eventId: event.id },
      } satisfies Draft,
    ]
  })
}

const OUTCOME_WHAT = {
  'another-round': 'The client asked for another interview round: propose new times',
  offer: 'The client would like to make an offer: record it',
  declined: 'The client said not this time after the interview',
} as const

/**
 * The client's answers after interviews the member arranges: another round waits until they
 * propose new times, an offer until they record it (the placement), each the latest about its
 * entry; "not this time" until they mark it seen.
 */
async function interviewOutcomeItems(owner: QueueOwner): Promise<Draft[]> {
  const answers = await listUnseenInterviewOutcomes(owner.username)
  const latest = new Map(answers.map((a) => [a.entryId, a.id]))
  return answers.flatMap((event) => {
    const data = parse<RecordEventData['shortlist']>(event.data)
    const outcome = data.outcome
    if (!outcome) return []
    const entryPath = `/admin/hire-briefs/${event.recordId}/shortlist/${event.entryId}`
    const waiting =
      outcome === 'declined' ||
      (latest.get(event.entryId) === event.id &&
        (outcome === 'offer' ? event.stage === 'interviewing' : event.state === 'next-round'))
    if (!waiting) return []
    return [
      {
        key: `interview-outcome:${event.id}`,
        kind: 'interview-outcome',
        ref: { kind: 'brief', id: event.recordId },
        path:
          outcome === 'offer'
            ? `${entryPath}#offer`
            : outcome === 'another-round'
              ? `${entryPath}/interview`
              : entryPath,
        what: OUTCOME_WHAT[outcome],
        detail: data.candidateName,
        since: event.at,
        act: outcome === 'declined' ? { intent: 'seen', eventId: event.id } : null,
        fromClient: true,
      } satisfies Draft,
    ]
  })
}

/** Briefs the member owns still new past the site's promise of a reply. */
async function lateBriefItems(owner: QueueOwner, now: Date): Promise<Draft[]> {
  const briefs = await listNewBriefsOf(owner.username)
  return briefs
    .filter((b) => replyDueAt(new Date(b.createdAt), claims.replyBusinessDays, site.workweek) < now)
    .map((b) => ({
      key: `late-brief:${b.id}`,
      kind: 'late-brief',
      ref: { kind: 'brief', id: b.id },
      what: `No reply yet: we promise one within ${claims.replyTime}`,
      detail: null,
      since: b.createdAt,
      act: null,
    }))
}

/** Applications the member owns still new after NEW_APPLICATION_BUSINESS_DAYS business days. */
async function newApplicationItems(owner: QueueOwner, now: Date): Promise<Draft[]> {
  const applications = await listNewApplicationsOf(owner.username)
  return applications
    .filter((a) => replyDueAt(new Date(a.createdAt), NEW_APPLICATION_BUSINESS_DAYS, site.workweek) < now)
    .map((a) => ({
      key: `new-application:${a.id}`,
      kind: 'new-application',
      ref: { kind: 'application', id: a.id },
      what: 'Still new after two business days',
      detail: null,
      since: a.createdAt,
      act: null,
    }))
}

async function withdrawalItems(owner: QueueOwner, names: Map<string, string>): Promise<Draft[]> {
  const withdrawals = await listUnseenWithdrawals(owner.username)
  return withdrawals.map((w) => ({
    key: `withdrawal:${w.id}`,
    kind: 'withdrawal',
    ref: { kind: 'application', id: w.applicationId },
    anchor: TIMELINE_ANCHOR,
    what: w.actor
      ? `Recorded as withdrawn by ${names.get(w.actor) ?? w.actor}`
      : 'The applicant withdrew their application',
    detail: null,
    since: w.at,
    act: { intent: 'seen', eventId: w.id },
  }))
}

async function followUpItems(owner: QueueOwner, now: Date): Promise<Draft[]> {
  const due = await listDueFollowUps(owner.username, dayIn(now, site.timeZone))
  return due.map((f) => {
    const since = startOfDayIn(f.dueOn, site.timeZone)
    return {
      key: `follow-up:${f.id}`,
      kind: 'follow-up',
      ref: { kind: f.recordKind, id: f.recordId },
      what: `Your reminder for ${dayText(f.dueOn)}`,
      detail: f.note,
      since,
      act: { intent: 'done', followUpId: f.id },
    }
  })
}

async function mentionItems(owner: QueueOwner, names: Map<string, string>): Promise<Draft[]> {
  const notes = await listUnseenNotesNaming(owner.username)
  return notes.flatMap((note) => {
    const { body } = parse<RecordEventData['note']>(note.data)
    if (!mentions(body, owner.username)) return []
    const author = note.actor ? (names.get(note.actor) ?? note.actor) : 'Someone'
    return [
      {
        key: `mention:${note.id}`,
        kind: 'mention',
        ref: { kind: note.recordKind, id: note.recordId },
        anchor: TIMELINE_ANCHOR,
        what: `${author} mentioned you in a note`,
        // The note as its page shows it: each member it mentions by name.
        detail: excerpt(nameMentions(body, mentionedIn(body, members(names)))),
        since: note.at,
        act: { intent: 'seen', eventId: note.id },
      } satisfies Draft,
    ]
  })
}

/** Interviews the member arranges where a side asked for other times or a change: they propose again. */
async function interviewChangeItems(owner: QueueOwner): Promise<Draft[]> {
  const interviews = await listInterviewsAwaitingOwner(owner.username)
  return interviews.map((interview) => ({
    key: `interview-change:${interview.id}`,
    kind: 'interview',
    ref: { kind: 'brief', id: interview.briefId },
    anchor: 'shortlist',
    what:
      interview.state === 'other-times'
        ? 'The client asked for other interview times'
        : `The ${interview.requestedBy ?? 'client'} asked to change an interview`,
    detail: [interview.candidateName, interview.requestNote].filter(Boolean).join(': '),
    since: interview.updatedAt,
    act: null,
    ...(interview.requestedBy === 'client' ? { fromClient: true as const } : {}),
  }))
}

/**
 * What waits on a member, oldest first: client answers and interviews to arrange on the briefs
 * they own, their briefs still new past the site's promise, their applications still new after two
 * business days, withdrawals on their applications, their follow-ups due today or before (in the
 * company's zone), and notes by others that mention them. Items on records their role may not
 * read, or on records gone, are left out.
 */
export async function getMyWork(owner: QueueOwner, now = new Date()): Promise<MyWorkItem[]> {
  const names = new Map(Object.entries(await listStaffNames()))
  const drafts = (
    await Promise.all([
      shortlistItems(owner),
      candidateAnswerItems(owner),
      interviewChangeItems(owner),
      interviewOutcomeItems(owner),
      lateBriefItems(owner, now),
      newApplicationItems(owner, now),
      withdrawalItems(owner, names),
      followUpItems(owner, now),
      mentionItems(owner, names),
    ])
  )
    .flat()
    .filter((d) => roleCan(owner.role, RECORD_PERMISSIONS[d.ref.kind].read))
  const records = await listRecordNames(drafts.map((d) => d.ref))
  return drafts
    .flatMap(({ ref, anchor, path, fromClient = false, ...draft }) => {
      const record = records.get(`${ref.kind}:${ref.id}`)
      if (!record) return []
      return [
        {
          ...draft,
          fromClient,
          record: { ...ref, ...record },
          age: ageText(draft.since, now),
          link: path ?? (anchor ? `${recordPath(ref)}#${anchor}` : recordPath(ref)),
        },
      ]
    })
    .sort((a, b) => a.since.localeCompare(b.since) || a.key.localeCompare(b.key))
}

/** How many items of each kind wait on the member: the same items as getMyWork, counted. */
export async function countMyWork(owner: QueueOwner, now = new Date()): Promise<MyWorkCounts> {
  const items = await getMyWork(owner, now)
  const counts = Object.fromEntries(MY_WORK_KINDS.map((kind) => [kind, 0])) as Record<
    (typeof MY_WORK_KINDS)[number],
    number
  >
  for (const item of items) counts[item.kind]++
  return { ...counts, total: items.length }
}
