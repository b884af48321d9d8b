import { staffName } from '~/features/team'
import { listStaffNames } from '~/features/team/index.server'
import { applicationMilestones, briefMilestones } from '~/server/db/response-times.server'
import type { SpeedTable } from './contract'
import { dayOf } from './days'
import { speedRows, type Span } from './speed'

const UNASSIGNED = '(unassigned)'

/** The month (YYYY-MM) something arrived in, in the company's zone: 23:00 UTC on 31 May is June there. */
const monthOf = (iso: string) => dayOf(new Date(iso)).slice(0, 7)

/**
 * How fast staff answer what arrives from `start` to `end` (ISO): for briefs, the time to the first
 * staff action (a stage change, note, e-mail or shortlist change), to a shortlist shared with the
 * client, to a first interview (a shortlisted candidate moved to "Interviewing", as the brief's
 * pace counts it) and to a placement (the brief won); for applications, the time to their first
 * stage change. Per month of arrival and per owner (by name).
 */
export async function getResponseTimes(start: string, end: string): Promise<SpeedTable[]> {
  const [briefs, applications, names] = await Promise.all([
    briefMilestones(start, end),
    applicationMilestones(start, end),
    listStaffNames(),
  ])
  // Counted per username (the key the records keep), shown per name, by name.
  const ownerName = (owner: string) => (owner === UNASSIGNED ? owner : staffName(names, owner))
  const table = (measure: string, spans: (Span & { owner: string })[]): SpeedTable => ({
    measure,
    byMonth: speedRows(spans),
    byOwner: speedRows(spans.map((s) => ({ ...s, group: s.owner })))
      .map((row) => ({ ...row, group: ownerName(row.group) }))
      .sort((a, b) => a.group.localeCompare(b.group, 'en')),
  })
  const briefSpans = (end: (b: (typeof briefs)[number]) => string | null) =>
    briefs.map((b) => ({
      group: monthOf(b.createdAt),
      owner: b.assignedTo ?? UNASSIGNED,
      start: b.createdAt,
      end: end(b),
    }))
  return [
    table(
      'Brief → first staff action',
      briefSpans((b) => b.firstActionAt),
    ),
    table(
      'Brief → shortlist shared',
      briefSpans((b) => b.shortlistAt),
    ),
    table(
      'Brief → first interview',
      briefSpans((b) => b.interviewAt),
    ),
    table(
      'Brief → placement (won)',
      briefSpans((b) => b.wonAt),
    ),
    table(
      'Application → first stage change',
      applications.map((a) => ({
        group: monthOf(a.createdAt),
        owner: a.assignedTo ?? UNASSIGNED,
        start: a.createdAt,
        end: a.firstStageAt,
      })),
    ),
  ]
}
