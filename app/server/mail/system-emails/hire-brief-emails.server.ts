import { site } from '~/content/site'
import {
  BRIEF_ROLES,
  describeBrief,
  DURATIONS,
  ENGAGEMENTS,
  SENIORITIES,
  type HireBrief,
} from '~/contracts/hire-brief'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { confirmationHeading } from './greeting.server'
import { emailDateTime, renderEmail, subjectLine } from './render.server'

export interface HireBriefEmailInput {
  reference: string
  brief: HireBrief
  receivedAt: string
}

/** To the sales inbox: the whole brief, in the order the company answered it. */
export function hireBriefNotification(
  { reference, brief, receivedAt }: HireBriefEmailInput,
  { inbox, siteUrl }: { inbox: string; siteUrl: string },
): OutgoingEmail {
  const role = BRIEF_ROLES.labels[brief.role]
  return {
    to: inbox,
    subject: subjectLine(`Hiring brief ${reference}: ${brief.headcount} × ${role} for ${brief.company}`),
    ...renderEmail({
      heading: `New hiring brief ${reference}`,
      paragraphs: [`${brief.name} of ${brief.company} sent a hiring brief on ${emailDateTime(receivedAt)}.`],
      rows: describeBrief(brief).flatMap((section) =>
        section.lines.map((line) => ({ ...line, block: line.label === 'Anything else' })),
      ),
      link: { label: 'Open the admin area', href: `${siteUrl}/admin/hire-briefs` },
    }),
  }
}

/**
 * To the sender: the reference and a summary made only of the choices they picked from our
 * lists. Text they typed is left out, so the form cannot mail arbitrary words to any address.
 */
export function hireBriefConfirmation({ reference, brief }: HireBriefEmailInput): OutgoingEmail {
  return {
    to: brief.email,
    subject: `We received your hiring brief ${reference} | ${site.name}`,
    ...renderEmail({
      heading: confirmationHeading(brief.name),
      paragraphs: [
        `Your hiring brief reached ${site.name}. Your reference is ${reference}.`,
        `A specialist will reply within one business day (${site.hours}) to confirm the details, then we share matched profiles. If you need us sooner, call ${site.phone.display} and quote your reference.`,
      ],
      rows: [
        { label: 'Role', value: BRIEF_ROLES.labels[brief.role] },
        { label: 'Seniority', value: SENIORITIES.labels[brief.seniority] },
        { label: 'How many people', value: String(brief.headcount) },
        { label: 'Engagement', value: ENGAGEMENTS.labels[brief.engagement] },
        { label: 'Duration', value: DURATIONS.labels[brief.duration] },
      ],
    }),
  }
}
