import { open, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

// The owner decides on the Team page who owns new work: round-robin in a role until they name a
// member. The rule is put back to round-robin at the end (without JavaScript), as other specs expect.
test.describe.configure({ mode: 'serial' })

test('the owner names who owns new briefs and applications, and the change is audited', async ({ page }) => {
  await signInAsAdmin(page)
  await open(page, '/admin/team')
  const rule = page.getByRole('region', { name: 'Who owns new work' })
  const briefs = rule.getByLabel('Owner of new hiring briefs')
  const applications = rule.getByLabel('Owner of new applications')
  await expect(briefs).toHaveValue('')
  await expect(briefs.getByRole('option', { selected: true })).toHaveText(
    'Round-robin among active Sales members',
  )
  // Briefs go to Sales members and owners; a Recruiter is not offered for them.
  await expect(briefs.getByRole('option', { name: E2E.staff.recruiter.username })).toHaveCount(0)
  await expect(briefs.getByRole('option', { name: `${E2E.adminUsername} (Owner)` })).toHaveCount(1)

  await briefs.selectOption({ label: E2E.staff.sales.username })
  await applications.selectOption({ label: E2E.staff.recruiter.username })
  await rule.getByRole('button', { name: 'Save the owner rule' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Owner rule saved: work that arrives from now on gets its owner by it.',
  )
  await expect(briefs).toHaveValue(E2E.staff.sales.username)
  await expect(applications).toHaveValue(E2E.staff.recruiter.username)

  await open(page, '/admin/audit?action=team.owner-rule')
  await expect(page.getByRole('row', { name: /Changed who owns new work/ }).first()).toContainText(
    `hiring briefs: ${E2E.staff.sales.username}; applications: ${E2E.staff.recruiter.username}`,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the rule goes back to round-robin', async ({ page }) => {
    await signInAsAdmin(page)
    await open(page, '/admin/team')
    const rule = page.getByRole('region', { name: 'Who owns new work' })
    await rule
      .getByLabel('Owner of new hiring briefs')
      .selectOption({ label: 'Round-robin among active Sales members' })
    await rule
      .getByLabel('Owner of new applications')
      .selectOption({ label: 'Round-robin among active Recruiters' })
    await rule.getByRole('button', { name: 'Save the owner rule' }).click()
    await expect(page).toHaveURL('/admin/team?saved=owner-rule')
    await expect(rule.getByLabel('Owner of new hiring briefs')).toHaveValue('')
    await expect(rule.getByLabel('Owner of new applications')).toHaveValue('')
  })
})
