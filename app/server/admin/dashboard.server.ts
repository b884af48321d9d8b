import {
  countApplicationsByStatus,
  listApplicationTimesSince,
  searchJobApplications,
} from '../db/application-triage.server'
import {
  countContactsByStatus,
  listContactTimesSince,
  searchContactSubmissions,
} from '../db/contact-triage.server'
import { countEmailsByStatus } from '../db/email-outbox.server'
import { chartStart, countPerWeek } from '../db/triage.server'
import { toApplicationRow } from './rows.server'

export const CHART_WEEKS = 12
export const DASHBOARD_ROWS = 5

/** What the dashboard shows: counts, submissions per week, and the newest of each kind. */
export async function getDashboard(now = new Date()) {
  const since = chartStart(CHART_WEEKS, now)
  const [contactCounts, applicationCounts, outbox, contactTimes, applicationTimes, contacts, applications] =
    await Promise.all([
      countContactsByStatus(),
      countApplicationsByStatus(),
      countEmailsByStatus(),
      listContactTimesSince(since),
      listApplicationTimesSince(since),
      searchContactSubmissions({ page: 1 }),
      searchJobApplications({ page: 1 }),
    ])
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
  return {
    counts: {
      newContacts: contactCounts.new,
      newApplications: applicationCounts.new,
      contacts: sum(contactCounts),
      applications: sum(applicationCounts),
      failedEmails: outbox.failed,
      queuedEmails: outbox.queued + outbox.sending,
    },
    weeks: countPerWeek(contactTimes, applicationTimes, CHART_WEEKS, now),
    contacts: contacts.items.slice(0, DASHBOARD_ROWS),
    applications: applications.items.slice(0, DASHBOARD_ROWS).map(toApplicationRow),
  }
}
