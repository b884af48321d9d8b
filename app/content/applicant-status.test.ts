import { describe, expect, it } from 'vitest'
import { applicantDetails } from '../../tests/seed'
import { applicationConfirmation } from '~/server/mail/system-emails/application-emails.server'
import { hearingBack } from './applicant-status'
import { careers } from './careers'
import { faq } from './faq'
import { applyPageCopy } from './forms'

describe('when and whether an applicant hears back', () => {
  it('is said in the same words by the confirmation e-mail, the FAQ, the careers page and the apply page', () => {
    const email = applicationConfirmation(
      {
        id: 1,
        reference: 'AP-7KQ2XM',
        receivedAt: '2026-11-26T13:21:00.000Z',
        ...applicantDetails({ position: 'Frontend Developer' }),
        resume: null,
        answers: [],
      },
      { siteUrl: 'https://www.brightpath.example' },
    )
    const faqAnswer = faq.items.find((item) => item.id === 'applying')?.answer.join(' ')
    for (const [where, text] of [
      ['confirmation e-mail', email.text],
      ['FAQ', faqAnswer],
      ['careers page', careers.roles.afterApplying.text],
      ['apply page', applyPageCopy.steps.items.map((step) => step.text).join(' ')],
    ] as const) {
      expect(text, where).toContain(hearingBack.promise)
    }
    // …and each of them leads to the status page.
    expect(email.text).toContain(
      'Check your application status: https://www.brightpath.example/careers/status',
    )
    expect(careers.roles.afterApplying.link.to).toBe('/careers/status')
    expect(applyPageCopy.steps.statusLink.to).toBe('/careers/status')
    expect(email.text).toContain('Your reference is AP-7KQ2XM.')
  })
})
