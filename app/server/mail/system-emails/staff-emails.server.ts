import { site } from '~/content/site'
import { STAFF_ROLE_LABELS, type StaffRole } from '~/contracts/permissions'
import { INVITATION_VALID_HOURS, PASSWORD_RESET_VALID_MINUTES } from '~/contracts/staff'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { emailDateTime, renderEmail } from './render.server'

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

/** An address with most of its name hidden ("r***@example.com"): enough to recognise, not to use. */
export function maskedAddress(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}

/**
 * To a member's OLD address when their sign-in address changed in Settings: when, to what (most of
 * it hidden: this mail may be read by someone else), and who can help if it was not them. Replies
 * go to an owner (or, when the member is the only owner, to `fallbackInbox`).
 */
export function signInAddressChangedEmail(input: {
  to: string
  name: string
  newAddress: string
  at: string
  owners: { name: string; email: string }[]
  fallbackInbox: string
}): OutgoingEmail {
  const [first] = input.owners
  const help = first
    ? `If you did not make this change, someone knows your password and has your account. Reply to this e-mail to reach ${first.name}, or write to an owner of the admin below: they can deactivate the account and give it back to you.`
    : `If you did not make this change, someone knows your password and has your account. Reply to this e-mail to reach ${input.fallbackInbox} at once.`
  return {
    to: input.to,
    subject: `Your sign-in address was changed | ${site.name} admin`,
    replyTo: first?.email ?? input.fallbackInbox,
    ...renderEmail({
      heading: `Your sign-in address was changed, ${input.name}`,
      paragraphs: [
        `The e-mail address you sign in to the ${site.name} admin with was changed on ${emailDateTime(input.at)}, with your password, from this address to ${maskedAddress(input.newAddress)}. Links to reset your password now go to the new address.`,
        'If it was you, there is nothing more to do.',
        help,
      ],
      rows: input.owners.map((owner) => ({ label: owner.name, value: owner.email })),
    }),
  }
}
