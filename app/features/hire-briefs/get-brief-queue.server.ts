import { claims, site } from '~/content/site'
import { BRIEF_ROLES } from '~/contracts/hire-brief'
import { withOwnerNames } from '~/features/team/index.server'
import { listNewHireBriefs } from '~/server/db/hire-briefs.server'
import { countShortlistsAwaitingClient } from '~/server/db/shortlist-entries.server'
import type { WaitingBrief } from './contract'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** The most briefs the dashboard lists as waiting. */
export const QUEUE_ROWS = 8

export interface Workweek {
  /** Working days, 0 Sunday … 6 Saturday. */
  days: readonly number[]
  utcOffsetMinutes: number
}

/**
 * When a reply promised within `businessDays` is due for something received at `receivedAt`:
 * that many whole working days later on the company's clock. Weekend time does not count: a brief
 * on Friday afternoon is due Monday afternoon, one on Saturday by the end of Monday.
 */
export function replyDueAt(receivedAt: Date, businessDays: number, workweek: Workweek): Date {
  const offset = workweek.utcOffsetMinutes * 60_000
  const isWorkday = (t: number) => workweek.days.includes(new Date(t + offset).getUTCDay())
  const startOfLocalDay = (t: number) => Math.floor((t + offset) / DAY_MS) * DAY_MS - offset
  let due = receivedAt.getTime()
  // Received outside the working week: the clock starts when the next working day does.
  while (!isWorkday(due)) due = startOfLocalDay(due) + DAY_MS
  for (let left = businessDays; left > 0;) {
    due += DAY_MS
    if (isWorkday(due)) left--
  }
  return new Date(due)
}

/**
 * The dashboard's briefs to answer: those still "new", oldest first, each with its age, the time
 * left against the site's promise to reply within claims.replyTime and its owner by name; and how
 * many shortlists wait for a client's answer.
 */
export async function getBriefQueue(now = new Date()) {
  const [{ rows, total }, awaitingClient] = await Promise.all([
    listNewHireBriefs(QUEUE_ROWS),
    countShortlistsAwaitingClient(now),
  ])
  const waiting: WaitingBrief[] = (await withOwnerNames(rows)).map((row) => {
    const received = new Date(row.createdAt)
    const due = replyDueAt(received, claims.replyBusinessDays, site.workweek)
    const role = BRIEF_ROLES.labels[row.role as keyof typeof BRIEF_ROLES.labels] ?? row.role
    return {
      id: row.id,
      reference: row.reference,
      company: row.company,
      need: `${row.headcount} × ${role}`,
      assignedTo: row.assignedTo,
      ownerName: row.ownerName,
      receivedAt: row.createdAt,
      dueAt: due.toISOString(),
      ageHours: Math.floor((now.getTime() - received.getTime()) / HOUR_MS),
      dueInHours: Math.floor((due.getTime() - now.getTime()) / HOUR_MS),
      overdue: due.getTime() < now.getTime(),
    }
  })
  return {
    waiting,
    waitingTotal: total,
    overdue: waiting.filter((b) => b.overdue).length,
    promise: claims.replyTime,
    awaitingClient,
  }
}
