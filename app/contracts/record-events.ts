/*
 * The timeline of a record: what happened to an application, a candidate, a hiring brief or a
 * contact message, in order, with who did it. One table holds every record's events; the data of
 * each kind of event is described here once, for the code that writes it and the page that shows it.
 */

import type { InterviewOutcome } from './interviews'
import type { ShortlistStage } from './shortlists'

export const RECORD_KINDS = ['application', 'candidate', 'brief', 'contact'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

export const RECORD_EVENT_KINDS = [
  'received',
  'status',
  'note',
  'email',
  'shortlist',
  'client-answer',
  'withdrawn',
  'resume-replaced',
  'email-skipped',
  'shown',
] as const
export type RecordEventKind = (typeof RECORD_EVENT_KINDS)[number]

/** What each kind of event keeps. Never more personal data than the record itself holds. */
export interface RecordEventData {
  received: { reference?: string }
  status: { from: string; to: string; reason?: string }
  note: { body: string }
  /**
   * An e-mail sent (or scheduled) from the record: the outbox row holds its text and delivery.
   * `templateId`: the template it was written from, when it was (so a bulk send can tell who got
   * the same one lately); absent for one written freely, and for e-mails sent before it was kept.
   */
  email: { outboxId: number; subject: string; templateId?: number }
  /**
   * A change to a candidate's place on a hiring brief's shortlist, on the brief's timeline and the
   * candidate's (`change` reads as a sentence: "Added to the shortlist", "Stage: Interviewing").
   * Erasing the candidate removes these from the brief's timeline too, by `candidateId`.
   */
  shortlist: {
    briefId: number
    briefReference: string
    candidateId: number
    candidateName: string
    change: string
    /**
     * The stage the change moved the entry to (a stage move, a share, a placement); absent when it
     * moved none, and on events written before it was kept (their `change` alone says it). The
     * brief's pace and the traffic report read the first interview and placement from it.
     */
    stage?: ShortlistStage
    /**
     * A step of the candidate's consent to be put forward, when the change is one: staff asked, the
     * candidate answered (no actor), or an owner put them forward without an answer. My work reads
     * the candidate's answers by it (never by the words of `change`).
     */
    consent?: 'asked' | 'accepted' | 'corrected' | 'declined' | 'overridden'
    /**
     * How the client said an interview went, when the change is their answer (another round, an
     * offer, not this time). My work reads the answers by it (never by the words of `change`).
     */
    outcome?: InterviewOutcome
  }
  /** What a client answered about a shortlisted candidate, on the brief's and the candidate's timeline. */
  'client-answer': {
    briefId: number
    briefReference: string
    candidateId: number
    candidateName: string
    answer: 'interview' | 'declined'
    note?: string
  }
  withdrawn: { by: 'applicant' | 'staff' }
  /** The applicant sent a new resume from /careers/status in place of the one they applied with. */
  'resume-replaced': { originalName: string }
  /** A stage's e-mail staff chose to send that did not go to this record, and why (in words for staff). */
  'email-skipped': { stage: string; template: string | null; reason: string }
  /**
   * Staff ticked "Show on the status page" as they moved an application (or left it where it was)
   * without its e-mail: the applicant's status page shows this stage from then on.
   */
  shown: { status: string }
}

export type RecordEvent = {
  [Kind in RecordEventKind]: {
    id: number
    recordKind: RecordKind
    recordId: number
    kind: Kind
    /** A member's username; null for the visitor, the client or the system. */
    actor: string | null
    data: RecordEventData[Kind]
    at: string
  }
}[RecordEventKind]

export type NewRecordEvent = {
  [Kind in RecordEventKind]: {
    recordKind: RecordKind
    recordId: number
    kind: Kind
    actor: string | null
    data: RecordEventData[Kind]
  }
}[RecordEventKind]
