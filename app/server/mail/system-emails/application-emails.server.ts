import { hearingBack } from '~/content/applicant-status'
import { site } from '~/content/site'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { ApplicationAnswer } from '../../db/application-answers.server'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import type { NewJobApplication } from '../../db/job-applications.server'
import type { ResumeSummary } from '../../db/resumes.server'
import type { MailSettings } from './contact-emails.server'
import { confirmationHeading } from './greeting.server'
import { emailDateTime, renderEmail, subjectLine } from './render.server'

export interface ApplicationEmailInput extends Omit<NewJobApplication, 'ipHash'> {
  id: number
  reference: string
  receivedAt: string
  resume: ResumeSummary | null
  /** The screening questions as asked, with the answers given. */
  answers: readonly ApplicationAnswer[]
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** To the careers inbox, with every field of the application and where to download the resume. */
export function applicationNotification(
  input: ApplicationEmailInput,
  { inbox, siteUrl }: MailSettings,
): OutgoingEmail {
  const resume = input.resume
  return {
    to: inbox,
    subject: subjectLine(
      `Application ${input.reference}: ${input.fullName}, ${input.position ?? GENERAL_APPLICATION_TITLE}`,
    ),
    ...renderEmail({
      heading: `New job application ${input.reference}`,
      paragraphs: [
        `${input.fullName} applied through the careers page on ${emailDateTime(input.receivedAt)}.`,
      ],
      rows: [
        { label: 'Full name', value: input.fullName },
        { label: 'Email', value: input.email },
        { label: 'Phone', value: input.phone },
        { label: 'Address', value: input.address },
        { label: 'Position', value: input.position ?? GENERAL_APPLICATION_TITLE },
        ...input.answers.map(({ questionLabel, answer }) => ({ label: questionLabel, value: answer })),
        { label: 'Skills', value: input.skills },
        { label: 'Years of experience', value: input.yearsOfExperience },
        { label: 'Current CTC', value: input.currentCtc },
        { label: 'Expected CTC', value: input.expectedCtc },
        { label: 'Recent education', value: input.recentEducation },
        { label: 'College name', value: input.collegeName },
        { label: 'ID number', value: input.idNumber },
        { label: 'Percentage / CGPA', value: input.percentage },
        { label: 'GitHub', value: input.github },
        { label: 'LinkedIn', value: input.linkedin },
        {
          label: 'Resume',
          value: resume ? `${resume.originalName} (${resume.contentType}, ${formatSize(resume.size)})` : null,
        },
        { label: 'Cover letter', value: input.coverLetter, block: true },
      ],
      link: resume
        ? {
            label: 'Download the resume (admin sign-in)',
            href: `${siteUrl}/api/job-application/resume/${resume.fileName}`,
          }
        : { label: 'Open it in the admin', href: `${siteUrl}/admin/applications/${input.id}` },
    }),
  }
}

/**
 * To the applicant; like the contact confirmation it repeats nothing but a plain name and the role
 * (an opening's title). It says, in the words the FAQ and the careers pages use, when and whether
 * they hear back, and links to the status page.
 */
export function applicationConfirmation(
  input: ApplicationEmailInput,
  { siteUrl }: { siteUrl: string },
): OutgoingEmail {
  const role = input.position ? ` for the ${input.position} role` : ''
  return {
    to: input.email,
    subject: `We received your application | ${site.name}`,
    ...renderEmail({
      heading: confirmationHeading(input.fullName, 'Thank you for applying'),
      paragraphs: [
        `Your application${role} reached the ${site.name} careers team. Your reference is ${input.reference}.`,
        `A person reads every application. ${hearingBack.promise} ${hearingBack.statusPage}`,
        `Questions? Write to ${site.email.careers}.`,
      ],
      link: { label: hearingBack.statusLink.label, href: `${siteUrl}${hearingBack.statusLink.to}` },
    }),
  }
}
