import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import { staffName } from '~/features/team'
import { listOwnerChoices, listStaffNames } from '~/features/team/index.server'
import type { RecruiterChoice } from './contract'

/**
 * Whom an opening's Recruiter select offers: the active Recruiters and owners, by name. The
 * recruiter it names now stays offered (marked) when they can no longer own applications, so a
 * save that does not touch the field does not change it.
 */
export async function listRecruiterChoices(current: string | null = null): Promise<RecruiterChoice[]> {
  const choices = await listOwnerChoices('applications')
  const offered = choices.map((choice) => ({
    username: choice.username,
    label: choice.role === 'recruiter' ? choice.name : `${choice.name} (${STAFF_ROLE_LABELS[choice.role]})`,
  }))
  if (current && !choices.some((choice) => choice.username === current)) {
    const name = staffName(await listStaffNames(), current)
    offered.push({ username: current, label: `${name} (cannot own applications now)` })
  }
  return offered
}

/** Whether `username` may be named as an opening's recruiter now. */
export async function canBeRecruiter(username: string): Promise<boolean> {
  return (await listOwnerChoices('applications')).some((choice) => choice.username === username)
}

/** The recruiter as the audit log names them: a person, or the team's rule. */
export async function describeRecruiter(username: string | null): Promise<string> {
  return username ? staffName(await listStaffNames(), username) : 'nobody (the team’s rule)'
}
