import { site } from '~/content/site'
import { STAFF_ROLE_LABELS, type StaffRole } from '~/contracts/permissions'
import { INVITATION_VALID_HOURS, PASSWORD_RESET_VALID_MINUTES } from '~/contracts/staff'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { renderEmail } from './render.server'

/** To someone an owner invited: who invited them, as what, and the link to set up their account. */
export function staffInvitationEmail(input: {
  to: string
  role: StaffRole
  invitedByName: string
  link: string
}): OutgoingEmail {
  const role = STAFF_ROLE_LABELS[input.role]
  return {
    to: input.to,
    subject: `You are invited to the ${site.name} admin`,
    ...renderEmail({
      heading: `Join the ${site.name} admin`,
      paragraphs: [
        `${input.invitedByName} invited you to the team's admin as ${role === 'Owner' ? 'an' : 'a'} ${role}.`,
        `Open the link below to choose your name and password, then set up two-factor sign-in with an authenticator app on your phone. The link works once, for ${INVITATION_VALID_HOURS} hours.`,
        'If you did not expect this, ignore this e-mail: nothing happens until the link is used.',
      ],
      link: { label: 'Set up your account', href: input.link },
    }),
  }
}

/** To a member who asked for a new password. Sent only to addresses that belong to a member. */
export function passwordResetEmail(input: { to: string; name: string; link: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Choose a new password | ${site.name} admin`,
    ...renderEmail({
      heading: `A new password for ${input.name}`,
      paragraphs: [
        `Someone asked to reset the password of your ${site.name} admin account. Open the link below to choose a new one. It works once, for the next ${PASSWORD_RESET_VALID_MINUTES} minutes, and signs you out everywhere.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      link: { label: 'Choose a new password', href: input.link },
    }),
  }
}
