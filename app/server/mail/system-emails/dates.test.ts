import { describe, expect, it } from 'vitest'
import { applicantDetails } from '../../../../tests/seed'
import { applicationNotification } from './application-emails.server'
import { contactNotification } from './contact-emails.server'
import { hireBriefNotification } from './hire-brief-emails.server'
import { statusLinkEmail, withdrawalNotice } from './status-emails.server'
import { emailDateTime } from './render.server'

const AT = '2026-11-26T13:21:00.000Z'
const SETTINGS = { inbox: 'team@brightpath.example', siteUrl: 'https://www.brightpath.example' }
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/

describe('dates and times in e-mails', () => {
  it('read as people read them, in the company’s zone with its name', () => {
    expect(emailDateTime(AT)).toBe('26 Nov 2026, 18:51 IST')
  })

  it('never show an ISO timestamp, to staff or to the public', () => {
    const applicant = {
      id: 1,
      reference: 'AP-7KQ2XM',
      receivedAt: AT,
      ...applicantDetails({ position: null }),
      resume: null,
      answers: [],
    }
    const emails = [
      contactNotification(
        {
          id: 1,
          reference: 'CT-7KQ2XM',
          name: 'Asha',
          email: 'a@example.com',
          phone: null,
          subject: 'Hi',
          message: 'Hello',
          receivedAt: AT,
        },
        SETTINGS,
      ),
      applicationNotification(applicant, SETTINGS),
      hireBriefNotification(
        {
          reference: 'HB-7KQ2XM',
          receivedAt: AT,
          brief: {
            role: 'developer',
            skills: ['React'],
            seniority: 'senior',
            headcount: 2,
            engagement: 'full-time',
            duration: '3-6-months',
            start: 'immediately',
            arrangement: 'remote',
            name: 'Meera',
            email: 'meera@acme.example',
            company: 'Acme',
            country: 'India',
          },
        },
        SETTINGS,
      ),
      statusLinkEmail({
        to: 'ravi@example.com',
        link: 'https://x.example/careers/status?token=t',
        expiresAt: AT,
      }),
      withdrawalNotice(
        {
          id: 1,
          reference: 'AP-7KQ2XM',
          fullName: 'Ravi Kumar',
          title: 'Frontend Developer',
          withdrawnAt: AT,
        },
        { to: SETTINGS.inbox, siteUrl: SETTINGS.siteUrl },
      ),
    ]
    for (const email of emails) {
      expect(email.text, email.subject).not.toMatch(ISO)
      expect(email.html, email.subject).not.toMatch(ISO)
      expect(email.text, email.subject).toContain('26 Nov 2026, 18:51 IST')
    }
  })
})
