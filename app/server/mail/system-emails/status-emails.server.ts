import { site } from '~/content/site'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { emailDateTime, renderEmail, subjectLine } from './render.server'

/**
 * The sign-in link to /careers/status. It says nothing about the applications themselves: it goes
 * to whoever typed the address, and only the holder of the inbox should learn more.
 */
export function statusLinkEmail({
  to,
  link,
  expiresAt,
}: {
  to: string
  link: string
  expiresAt: string
}): OutgoingEmail {
  return {
    to,
    subject: `Your link to your applications | ${site.name}`,
    ...renderEmail({
      heading: 'See where your applications stand',
      paragraphs: [
        `You asked to see the applications you sent to ${site.name} from this address. The link below opens them without a password.`,
        `It works once, until ${emailDateTime(expiresAt)}. If you did not ask for it, ignore this e-mail: nothing changes, and nobody else can use the link.`,
      ],
      link: { label: 'Open your applications', href: link },
    }),
  }
}

export interface WithdrawalNoticeInput {
  id: number
  reference: string
  fullName: string
  title: string
  withdrawnAt: string
}

/** To whoever looks after the application: the applicant withdrew it on the status page. */
export function withdrawalNotice(
  input: WithdrawalNoticeInput,
  { to, siteUrl }: { to: string; siteUrl: string },
): OutgoingEmail {
  return {
    to,
    subject: subjectLine(`Application ${input.reference} withdrawn: ${input.fullName}, ${input.title}`),
    ...renderEmail({
      heading: `Application ${input.reference} was withdrawn`,
      paragraphs: [
        `${input.fullName} withdrew their application for ${input.title} on the application status page, on ${emailDateTime(input.withdrawnAt)}.`,
        'Any e-mail to them that was waiting to leave has been cancelled.',
      ],
      link: { label: 'Open it in the admin', href: `${siteUrl}/admin/applications/${input.id}` },
    }),
  }
}
