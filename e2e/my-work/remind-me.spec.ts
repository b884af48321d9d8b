import { AxeBuilder } from '../support/axe'
import { open, postApplication, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

// Issue 38: one person, one name; "Remind me" on a record; `@name` in a note. Unique per attempt: a
// retry runs the file again on the same database.
const run = Date.now().toString(36)
const applicant = { name: `Nisha ${run.toUpperCase()} Verma`, email: `nisha.${run}@example.com` }
const { owner, recruiter } = E2E.staff

test.describe.configure({ mode: 'serial' })

test.describe('an application’s owner, reminder and mentions', () => {
  let applicationPath = ''

  test.beforeEach(async ({ page, request }) => {
    if (!applicationPath) {
      await postApplication(request, { fullName: applicant.name, email: applicant.email }, 'nisha.pdf')
    }
    await signInAsAdmin(page)
    if (!applicationPath) {
      await open(page, `/admin/applications?q=${encodeURIComponent(applicant.name)}`)
      await page.getByRole('link', { name: applicant.name }).click()
      await expect(page).toHaveURL(/\/admin\/applications\/\d+$/)
      applicationPath = new URL(page.url()).pathname
    } else {
      await open(page, applicationPath)
    }
  })

  test('the Owner panel and the list name the owner, never the username', async ({ page }) => {
    const panel = page.getByRole('region', { name: 'Owner', exact: true })
    await panel.getByRole('button', { name: 'Assign to me' }).click()
    await expect(page.getByText('Assignment saved.')).toBeVisible()
    await expect(panel).toContainText(`${owner.name} (you)`)
    await expect(panel).not.toContainText(owner.username)
    // The list shows names; what it posts is the username, the key the record keeps.
    const assignTo = panel.getByLabel('Assign to', { exact: true })
    await expect(assignTo).toHaveValue(owner.username)
    await assignTo.selectOption({ label: recruiter.name })
    await expect(assignTo).toHaveValue(recruiter.username)
    await panel.getByRole('button', { name: 'Save assignment' }).click()
    // The owner shown above the list (which names them too, as the chosen option).
    await expect(panel.getByText(recruiter.name, { exact: true }).first()).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Assign to me' })).toBeVisible()

    await open(page, `/admin/applications?q=${encodeURIComponent(applicant.name)}`)
    const table = page.getByRole('table', { name: 'Job applications' })
    await expect(table.getByRole('columnheader', { name: 'Owner', exact: true })).toBeAttached()
    const row = table.getByRole('row', { name: new RegExp(applicant.name) })
    await expect(row).toContainText(recruiter.name)
    await expect(row).not.toContainText(recruiter.username)
  })

  test('"Remind me" today puts the application in My work until it is done', async ({ page }) => {
    const remind = page.getByRole('region', { name: 'Remind me' })
    const day = remind.getByLabel('Day')
    const today = (await day.getAttribute('min')) ?? ''
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await day.fill(today)
    await remind.getByLabel('Note (optional)').fill('Ask about the notice period')
    await remind.getByRole('button', { name: 'Remind me' }).click()
    await expect(remind.getByText('Reminder set: on that day this record is in your My work.')).toBeVisible()
    await expect(remind).toContainText('Ask about the notice period')

    await open(page, '/admin/my-work')
    const item = page
      .getByRole('listitem')
      .filter({ hasText: applicant.name })
      .filter({ hasText: 'Follow-up' })
    await expect(item).toContainText('Your reminder for')
    await expect(item).toContainText('Ask about the notice period')
    await item.getByRole('button', { name: /^Done: follow-up on / }).click()
    await expect(page.getByText('Follow-up done: it has left your queue.')).toBeVisible()
    await expect(item).toHaveCount(0)
  })

  test('@ in a note offers members by name, the keyboard picks one, and their My work lists the note', async ({
    page,
  }) => {
    const note = page.getByLabel('Add a note')
    const members = page.getByRole('listbox', { name: 'Members to mention' })
    await note.click()
    await note.pressSequentially('Over to @')
    await expect(members).toBeVisible()
    // Every active member by name, the first chosen; the arrow keys move the choice.
    const options = members.getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(note).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    )
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(members).toBeHidden()

    await note.pressSequentially(recruiter.username.slice(0, 6))
    const vivek = members.getByRole('option', { name: new RegExp(recruiter.name) })
    await expect(vivek).toHaveAttribute('aria-selected', 'true')
    await expect(note).toHaveAttribute('aria-activedescendant', (await vivek.getAttribute('id')) ?? '')
    await page.keyboard.press('Tab')
    await expect(members).toBeHidden()
    await expect(note).toHaveValue(`Over to @${recruiter.username} `)
    await expect(note).toBeFocused()
    await note.pressSequentially('about the offer.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByText('Note added.')).toBeVisible()
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect(timeline).toContainText(`Over to @${recruiter.name} about the offer.`)
    await expect(timeline).not.toContainText(`@${recruiter.username}`)

    // The owner's view of the mentioned member's queue.
    await open(page, `/admin/my-work?member=${recruiter.username}`)
    const item = page.getByRole('listitem').filter({ hasText: applicant.name }).filter({ hasText: 'Mention' })
    await expect(item).toContainText(`${owner.name} mentioned you in a note`)
    await expect(item).toContainText(`Over to @${recruiter.name} about the offer.`)
  })
})
