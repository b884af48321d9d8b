import { roles, type JobRole } from '~/content/careers'
import type { EmploymentType } from './contract'
import { nowIso } from '~/lib/time'
import { getSetting, setSettingIfAbsent } from '~/server/db/app-settings.server'
import { countOpenings } from '~/server/db/openings.server'
import { createOpening } from './create-opening.server'
import { isUniqueViolation } from '~/server/db/client.server'

/** Set once the site's first openings were stored, so deleting every opening later keeps it empty. */
export const OPENINGS_SEEDED_KEY = 'openings_seeded_at'

const DEPARTMENTS: Record<string, string> = {
  'software-developer': 'Engineering',
  'frontend-developer': 'Engineering',
  'backend-developer': 'Engineering',
  'ui-ux-designer': 'Design',
  'digital-marketing-executive': 'Marketing',
  'hr-executive': 'People',
}

const EMPLOYMENT: Record<JobRole['employmentType'], EmploymentType> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'contract',
  INTERN: 'internship',
}

/**
 * On a fresh database, the roles the careers page listed before openings were kept in the
 * database become its first open openings, with the same text and addresses. Runs once: a
 * database that has (or had) openings is left as staff keep it. Returns how many were stored.
 */
export async function seedOpenings(now = new Date()): Promise<number> {
  if (await getSetting(OPENINGS_SEEDED_KEY)) return 0
  let stored = 0
  if ((await countOpenings()) === 0) {
    try {
      for (const role of roles as readonly JobRole[]) {
        await createOpening(
          {
            title: role.title,
            department: DEPARTMENTS[role.slug] ?? 'General',
            location: role.location,
            workplace: role.workplace,
            employmentType: EMPLOYMENT[role.employmentType],
            experienceFrom: role.experience.minYears,
            experienceTo: role.experience.maxYears,
            payFrom: role.salary.min,
            payTo: role.salary.max,
            payCurrency: role.salary.currency,
            payPeriod: 'year',
            summary: role.summary,
            responsibilities: [...role.responsibilities],
            skills: [...role.skills],
            closesOn: role.validThrough,
            recruiter: null,
            questions: [],
          },
          { by: null, now, status: 'open', slug: role.slug, openedAt: `${role.datePosted}T00:00:00.000Z` },
        )
        stored++
      }
    } catch (error) {
      // Another instance starting at the same moment seeded them first.
      if (!isUniqueViolation(error)) throw error
    }
  }
  await setSettingIfAbsent(OPENINGS_SEEDED_KEY, nowIso(now))
  return stored
}
