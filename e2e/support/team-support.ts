import type { Page } from '@playwright/test'

/** The Team page's "Who owns new work" form: each kind of work's round-robin, named member and select. */
export function ownerRuleForm(page: Page) {
  const rule = page.getByRole('region', { name: 'Who owns new work' })
  const briefs = rule.getByRole('group', { name: 'Owner of new hiring briefs' })
  const applications = rule.getByRole('group', { name: 'Owner of new applications' })
  return {
    save: rule.getByRole('button', { name: 'Save the owner rule' }),
    briefs: {
      roundRobin: briefs.getByRole('radio', { name: 'Round-robin among active Sales members' }),
      named: briefs.getByRole('radio', { name: 'One named member' }),
      member: briefs.getByLabel('Named member for new hiring briefs'),
    },
    applications: {
      roundRobin: applications.getByRole('radio', { name: 'Round-robin among active Recruiters' }),
      named: applications.getByRole('radio', { name: 'One named member' }),
      member: applications.getByLabel('Named member for new applications'),
    },
  }
}

/** What the Team page says once the owner rule is saved. */
export const OWNER_RULE_SAVED = 'Owner rule saved: work that arrives from now on gets its owner by it.'
