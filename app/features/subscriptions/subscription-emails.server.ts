import { site } from '~/content/site'
import type { OutgoingEmail } from '~/server/db/email-outbox.server'
import { emailDateTime, renderEmail, subjectLine } from '~/server/mail/system-emails/render.server'
import type { AlertKind, SubscriptionChoices } from './contract'
import { describeChoices } from './describe-choices'

/** Subscription mail, so a bounce or a complaint can cancel what still waits (docs/email.md). */
export const SUBSCRIPTION_CATEGORY = 'subscription'

/** The double opt-in: nothing is sent to the address until this link is used. */
export function confirmationEmail({
  to,
  link,
  expiresAt,
  choices,
}: {
  to: string
  link: string
  expiresAt: string
  choices: SubscriptionChoices
}): OutgoingEmail {
  return {
    to,
    subject: `Confirm your subscription | ${site.name}`,
    ...renderEmail({
      heading: 'Confirm your subscription',
      paragraphs: [
        `Someone, we hope you, asked to receive ${describeChoices(choices)} from ${site.name} at this address.`,
        `Nothing is sent until you confirm. The link works once, until ${emailDateTime(expiresAt)}. If you did not ask, ignore this e-mail: you will not hear from us.`,
      ],
      link: { label: 'Confirm my subscription', href: link },
    }),
  }
}

export interface AlertItem {
  kind: AlertKind
  title: string
  /** The item's address on the site. */
  url: string
  /** A line under the title: an opening's department and place, an insight's summary. */
  detail: string
}

const KIND_NAMES: Record<AlertKind, string> = { opening: 'New opening', insight: 'New insight' }

const afterword = (preferences: string) => ({
  text: 'You receive this because you subscribed on our website.',
  link: { label: 'Change what you receive, or unsubscribe', href: preferences },
})

/** One alert, the subscriber's links left as `{preferences}` for the fan-out to fill in per subscriber. */
export function alertEmailTemplate(item: AlertItem, preferences: string): Omit<OutgoingEmail, 'to'> {
  return {
    subject: subjectLine(`${KIND_NAMES[item.kind]}: ${item.title} | ${site.name}`),
    ...renderEmail({
      heading: item.title,
      paragraphs: [`${KIND_NAMES[item.kind]} at ${site.name}.`, item.detail],
      link: { label: item.kind === 'opening' ? 'View the role' : 'Read the insight', href: item.url },
      afterword: afterword(preferences),
    }),
  }
}

/** The week's alerts in one e-mail, Monday at 09:00 in the subscriber's zone. */
export function digestEmail({
  to,
  items,
  preferences,
}: {
  to: string
  items: readonly { kind: AlertKind; title: string; url: string }[]
  preferences: string
}): OutgoingEmail {
  const count = items.length
  return {
    to,
    subject: `Your weekly update: ${count} new ${count === 1 ? 'item' : 'items'} | ${site.name}`,
    ...renderEmail({
      heading: 'This week at ' + site.name,
      paragraphs: ['What was published since your last update:'],
      rows: items.map((item) => ({
        label: KIND_NAMES[item.kind],
        value: `${item.title}\n${item.url}`,
        block: true,
      })),
      afterword: afterword(preferences),
    }),
  }
}
