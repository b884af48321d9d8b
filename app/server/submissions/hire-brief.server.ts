import { HIRE_BRIEF_MESSAGES, HireBriefSchema, mergeSkills } from '~/contracts/hire-brief'
import { nowIso } from '~/lib/time'
import { getConfig } from '../config.server'
import { createHireBrief } from '~/features/hire-briefs/index.server'
import { hireBriefConfirmation, hireBriefNotification } from '../mail/system-emails/hire-brief-emails.server'
import { consumeConfirmationAllowance } from '../security/rate-limit.server'
import type { FormHandler } from './submit-form.server'

/** The hiring brief: stored with its reference and its e-mails (to sales; to the sender within their inbox's daily confirmations). */
export const hireBriefForm: FormHandler<typeof HireBriefSchema> = {
  name: 'hire-brief',
  schema: HireBriefSchema,
  successMessage: HIRE_BRIEF_MESSAGES.success,
  failureMessage: HIRE_BRIEF_MESSAGES.failure,
  leadMessage: () => HIRE_BRIEF_MESSAGES.invalid,
  async store(brief, ipHash) {
    const { SALES_INBOX, SITE_URL } = getConfig()
    const receivedAt = nowIso()
    const remote = brief.arrangement === 'remote'
    const hasBudget = brief.budgetFrom !== undefined || brief.budgetTo !== undefined
    const confirm = await consumeConfirmationAllowance(brief.email)
    const saved = await createHireBrief(
      {
        role: brief.role,
        skills: mergeSkills(brief.skills, brief.otherSkills),
        seniority: brief.seniority,
        headcount: brief.headcount,
        engagement: brief.engagement,
        duration: brief.duration,
        start: brief.start,
        // Answers to questions that no longer apply (a date typed, then "Immediately" chosen) are dropped.
        startDate: brief.start === 'date' ? (brief.startDate ?? null) : null,
        arrangement: brief.arrangement,
        city: remote ? null : (brief.city ?? null),
        overlapHours: brief.overlapHours ?? null,
        timezone: brief.overlapHours ? (brief.timezone ?? null) : null,
        budgetFrom: brief.budgetFrom ?? null,
        budgetTo: brief.budgetTo ?? null,
        budgetCurrency: hasBudget ? (brief.budgetCurrency ?? null) : null,
        budgetPeriod: hasBudget ? (brief.budgetPeriod ?? null) : null,
        name: brief.name,
        email: brief.email,
        company: brief.company,
        jobTitle: brief.jobTitle || null,
        phone: brief.phone || null,
        country: brief.country,
        details: brief.details || null,
        ipHash,
      },
      ({ reference }) => {
        const input = { reference, brief, receivedAt }
        return [
          hireBriefNotification(input, { inbox: SALES_INBOX, siteUrl: SITE_URL }),
          ...(confirm ? [hireBriefConfirmation(input)] : []),
        ]
      },
    )
    return saved
  },
}
