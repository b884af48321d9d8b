import { applicantStageLabel } from '~/contracts/applicant-stages'
import type { TemplateStage } from '~/features/email'
import { retention } from './retention'
import { claims, site } from './site'

export interface SeedTemplate {
  name: string
  subject: string
  body: string
  /** The application stage it is offered for when staff move an application there. */
  stage?: TemplateStage
}

const signature = `Best regards,\n{{staffName}}\n${site.name}`

/**
 * A stage e-mail's line about the status page, in the page's own words for the stage (one source:
 * app/contracts/applicant-stages.ts). The page shows the stage once the e-mail has left.
 */
const statusPageReads = (stage: TemplateStage) =>
  `Your application now reads “${applicantStageLabel(stage)}” on your status page`

/**
 * The templates a new site starts with, in the site's voice. Stored once, on the first start of
 * a database (staff edit them on /admin/templates from then on).
 */
export const seedTemplates: readonly SeedTemplate[] = [
  {
    name: 'Application received',
    subject: 'Your application for {{openingTitle}}',
    body: `Dear {{firstName}},

Thank you for applying for {{openingTitle}}. Your application is with our careers team, and a recruiter will read it and your resume.

You can see where it stands at any time, without an account or password: {{statusLink}}

${signature}`,
  },
  {
    name: 'Interview invitation',
    subject: 'Let’s talk about {{openingTitle}}',
    stage: 'interview',
    body: `Dear {{firstName}},

Thank you for your application for {{openingTitle}}. We enjoyed reading it and would like to meet you.

The interview is one practical conversation of about an hour with the people you would work with, at our ${site.city} office or by video, whichever suits you. Reply to this e-mail with two or three times that work for you over the next week, and I will confirm one.

${statusPageReads('interview')}: {{statusLink}}

${signature}`,
  },
  {
    name: 'Rejection',
    subject: 'Your application for {{openingTitle}}',
    stage: 'rejected',
    body: `Dear {{firstName}},

Thank you for applying for {{openingTitle}}, and for the time you put into your application. We have read it carefully and decided not to take it further this time.

This is not a judgement of you: we had many strong applications for few places. We keep your application for ${retention.applicationsMonths} months and may contact you if a role that fits you opens, and you are welcome to apply again. ${statusPageReads('rejected')}, which also links to our open roles: {{statusLink}}

We wish you every success.

${signature}`,
  },
  {
    name: 'Offer',
    subject: 'An offer for {{openingTitle}}',
    stage: 'offer',
    body: `Dear {{firstName}},

I am delighted to tell you that we would like you to join us as {{openingTitle}}.

Your written offer, with the pay, the start date and the details of the role, follows in a separate e-mail. Take the time you need to read it, and reply to this e-mail with any questions: I am happy to talk them through by phone too.

${statusPageReads('offer')}: {{statusLink}}

${signature}`,
  },
  {
    name: 'Brief received',
    subject: 'Your hiring brief {{briefReference}}',
    body: `Dear {{firstName}},

Thank you for sending us your hiring brief {{briefReference}} for {{company}}. I am looking after it.

I will call you within ${claims.replyTime} to confirm the details: the skills that matter most, how you want to work, and when you need people to start. Then we look for matching profiles, and you receive the first ones, on average, within ${claims.averageMatchHours} hours.

${signature}`,
  },
  {
    name: 'Shortlist shared',
    subject: 'Candidates for {{briefReference}}',
    body: `Dear {{firstName}},

The first shortlist for your brief {{briefReference}} is ready. A private link to it follows in a separate e-mail: each profile shows the candidate’s experience, availability and rate.

Tell us on the shortlist page whom you would like to interview, or reply to this e-mail with any questions, and we will arrange the rest.

${signature}`,
  },
  {
    name: 'Follow-up',
    subject: 'Following up',
    body: `Dear {{firstName}},

I am following up on our last conversation. Is there anything more you need from us?

Reply to this e-mail and I will get back to you within ${claims.replyTime}.

${signature}`,
  },
]
