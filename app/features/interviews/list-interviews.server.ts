import { clientDisplayName } from '~/contracts/shortlists'
import {
  findInterviewOfEntry,
  findSlot,
  listLiveSlots,
  listInterviewsAwaitingOwner,
  listInterviewsOfBrief,
  listInterviewsOfCandidateEmail,
  listOutcomesOf,
  type InterviewOutcomeRow,
  type InterviewWithParties,
} from '~/server/db/interviews.server'
import { findLiveClientLink } from '~/features/shortlists/index.server'
import {
  CANDIDATE_DEFAULT_ZONE,
  chosenZone,
  zoneLabel,
  type ShownInterview,
  type ShownSlot,
} from './contract'
import { clientZoneOf, interviewEnd } from './interview-steps.server'
import { formatSlotIn } from './zoned-time'

/**
 * The client's answer a page shows with an interview: this round's, or while a new round waits
 * for times, the answer that asked for it.
 */
function outcomeShown(interview: InterviewWithParties, outcomes: readonly InterviewOutcomeRow[]) {
  const round = interview.state === 'next-round' ? interview.round - 1 : interview.round
  const row = outcomes.find((o) => o.interviewId === interview.id && o.round === round)
  return row ? { answer: row.answer, note: row.note, round: row.round } : null
}

/** An interview as one side reads it, every time in `zone`. */
async function shown(
  interview: InterviewWithParties,
  zone: string,
  name: string,
  outcomes?: readonly InterviewOutcomeRow[],
  now = new Date(),
): Promise<ShownInterview> {
  const toShown = (slot: {
    id: number
    startsAt: string
    minutes: number
    location: string
    takenAt: string | null
  }): ShownSlot => ({
    id: slot.id,
    startsAt: slot.startsAt,
    minutes: slot.minutes,
    location: slot.location,
    when: formatSlotIn(slot.startsAt, slot.minutes, zone),
    taken: slot.takenAt !== null,
  })
  const picked = interview.slotId === null ? undefined : await findSlot(interview.slotId)
  return {
    id: interview.id,
    entryId: interview.entryId,
    state: interview.state,
    briefReference: interview.briefReference,
    company: interview.company,
    candidateName: name,
    zone,
    zoneLabel: zoneLabel(zone),
    slots: (await listLiveSlots(interview.id)).map(toShown),
    picked: picked ? toShown(picked) : null,
    requestedBy: interview.requestedBy,
    requestNote: interview.requestNote,
    round: interview.round,
    over: interview.state === 'confirmed' && !!picked && interviewEnd(picked) <= now.getTime(),
    outcome: outcomeShown(interview, outcomes ?? (await listOutcomesOf([interview.id]))),
  }
}

/** The interviews on a client's page, in the zone asked for (else theirs); null when the link does not open. */
export async function openClientInterviews(
  token: string,
  askedZone: string | null,
): Promise<{ zone: string; zoneLabel: string; interviews: ShownInterview[] } | null> {
  const link = await findLiveClientLink(token)
  if (link.state !== 'live') return null
  const interviews = await listInterviewsOfBrief(link.briefId)
  const fallback = interviews[0] ? clientZoneOf(interviews[0]) : 'UTC'
  const zone = chosenZone(askedZone, fallback)
  const outcomes = await listOutcomesOf(interviews.map((i) => i.id))
  return {
    zone,
    zoneLabel: zoneLabel(zone),
    interviews: await Promise.all(
      interviews.map((i) => shown(i, zone, clientDisplayName(i.candidateName), outcomes)),
    ),
  }
}

/** The interviews of the holder of a status page, in the zone asked for (else theirs, else India time). */
export async function listCandidateInterviews(
  email: string,
  askedZone: string | null,
): Promise<{ zone: string; zoneLabel: string; interviews: ShownInterview[] }> {
  const interviews = await listInterviewsOfCandidateEmail(email.trim().toLowerCase())
  const zone = chosenZone(
    askedZone,
    interviews.find((i) => i.candidateZone)?.candidateZone ?? CANDIDATE_DEFAULT_ZONE,
  )
  return {
    zone,
    zoneLabel: zoneLabel(zone),
    interviews: await Promise.all(interviews.map((i) => shown(i, zone, i.company))),
  }
}

/** A shortlist entry's interview as its owner reads it (in the owner's zone), or null for none yet. */
export async function getEntryInterview(
  entryId: number,
  askedZone: string | null,
): Promise<(ShownInterview & { ownerUsername: string; sequence: number }) | null> {
  const interview = await findInterviewOfEntry(entryId)
  if (!interview) return null
  const zone = chosenZone(askedZone, interview.ownerZone)
  return {
    ...(await shown(interview, zone, interview.candidateName)),
    ownerUsername: interview.ownerUsername,
    sequence: interview.sequence,
  }
}

/** The interviews waiting on a member (other times or a change asked for), for My work. */
export async function listInterviewsAwaitingMember(username: string) {
  const interviews = await listInterviewsAwaitingOwner(username)
  return interviews.map((i) => ({
    id: i.id,
    briefId: i.briefId,
    entryId: i.entryId,
    briefReference: i.briefReference,
    candidateName: i.candidateName,
    state: i.state,
    requestedBy: i.requestedBy,
    requestNote: i.requestNote,
    at: i.updatedAt,
  }))
}
