import { open, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'
import { OWNER_RULE_SAVED, ownerRuleForm } from '../support/team-support'

// The owner decides on the Team page who owns new work: round-robin in a role until they name a
// member. The rule is put back to round-robin at the end (without JavaScript), as other specs expect.
test.describe.configure({ mode: 'serial' })
// A refused form is answered 400 on purpose.
test.use({ allowedConsoleErrors: [/responded with a status of 400 \(/] })

test('the owner names who owns new briefs and applications, and the change is audited', async ({ page }) => {
  await signInAsAdmin(page)
  await open(page, '/admin/team')
  const { briefs, applications, save } = ownerRuleForm(page)
  await expect(briefs.roundRobin).toBeChecked()
  await expect(applications.roundRobin).toBeChecked()
  // Briefs go to Sales members and owners; a Recruiter is not offered for them. Members by name.
  await expect(briefs.member.getByRole('option', { name: E2E.staff.recruiter.name })).toHaveCount(0)
  await expect(briefs.member.getByRole('option', { name: `${E2E.staff.owner.name} (Owner)` })).toHaveCount(1)

  // Choosing a member chooses "One named member" too.
  await briefs.member.selectOption({ label: E2E.staff.sales.name })
  await expect(briefs.named).toBeChecked()
  await applications.named.check()
  await applications.member.selectOption({ label: E2E.staff.recruiter.name })
  await save.click()
  await expect(page.getByRole('status')).toHaveText(OWNER_RULE_SAVED)
  await expect(briefs.named).toBeChecked()
  await expect(briefs.member).toHaveValue(E2E.staff.sales.username)
  await expect(applications.member).toHaveValue(E2E.staff.recruiter.username)

  await open(page, '/admin/team')
  await applications.roundRobin.check()
  await save.click()
  await expect(page).toHaveURL('/admin/team?saved=owner-rule')
  await expect(applications.roundRobin).toBeChecked()
  await expect(applications.member).toHaveValue('')
  await expect(briefs.member).toHaveValue(E2E.staff.sales.username)

  await open(page, '/admin/audit?action=team.owner-rule')
  await expect(page.getByRole('row', { name: /Changed who owns new work/ }).first()).toContainText(
    `hiring briefs: ${E2E.staff.sales.name}; applications: round-robin among Recruiters`,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a named member must be chosen; the rule goes back to round-robin', async ({ page }) => {
    await signInAsAdmin(page)
    await open(page, '/admin/team')
    const { briefs, applications, save } = ownerRuleForm(page)
    await applications.named.check()
    await save.click()
    await expect(applications.member).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Choose the member.')).toBeVisible()

    await briefs.roundRobin.check()
    await applications.roundRobin.check()
    await save.click()
    await expect(page).toHaveURL('/admin/team?saved=owner-rule')
    await expect(briefs.roundRobin).toBeChecked()
    await expect(applications.roundRobin).toBeChecked()
  })
})
