import { site } from '~/content/site'
import type { RecordKind } from '~/contracts/record-events'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { renderEmail, subjectLine } from './render.server'

/** An item of a member's My work as its e-mail tells it: what happened, on which record, and where. */
export interface QueueItemNotice {
  /** The kind's name ("Interviews to arrange"). */
  label: string
  /** The item's sentence, without anyone's name but a member's ("The client declined a candidate"). */
  what: string
  record: { kind: RecordKind; id: number; reference: string | null; name: string }
  /** The admin path of the record's page. */
  link: string
}

/**
 * How an e-mail names a record: a brief by its reference and company; a person's record by its
 * reference only, so a notice to staff outlives no erasure with anyone's name in it.
 */
export function noticeRecordName({ kind, id, reference, name }: QueueItemNotice['record']): string {
  if (kind === 'brief') return `hiring brief ${reference ?? `#${id}`} (${name})`
  if (kind === 'application') return `application ${reference ?? `#${id}`}`
  if (kind === 'contact') return `contact message ${reference ?? `#${id}`}`
  return `candidate #${id}`
}

/** To a member, at once: one item that entered their queue. */
export function queueItemEmail(input: {
  to: string
  name: string
  item: QueueItemNotice
  siteUrl: string
}): OutgoingEmail {
  const { item } = input
  const record = noticeRecordName(item.record)
  return {
    to: input.to,
    subject: subjectLine(`My work: ${item.what} (${record})`),
    ...renderEmail({
      heading: `${item.label}: ${record}`,
      paragraphs: [`${item.what}, on ${record}. It is in your My work until it is acted on.`],
      link: { label: 'Open the record', href: `${input.siteUrl}${item.link}` },
    }),
  }
}

/** To a member at 09:00 in their zone: the items that entered their queue since the last digest. */
export function queueDigestEmail(input: {
  to: string
  name: string
  items: readonly QueueItemNotice[]
  siteUrl: string
}): OutgoingEmail {
  const count = input.items.length
  return {
    to: input.to,
    subject: `My work: ${count === 1 ? 'one new item waits' : `${count} new items wait`} on you | ${site.name}`,
    ...renderEmail({
      heading: `Good morning, ${input.name}`,
      paragraphs: [
        count === 1
          ? 'One item entered your My work since the last digest:'
          : `${count} items entered your My work since the last digest:`,
      ],
      rows: input.items.map((item) => ({
        label: item.label,
        value: `${item.what}, on ${noticeRecordName(item.record)}: ${input.siteUrl}${item.link}`,
      })),
      link: { label: 'Open My work', href: `${input.siteUrl}/admin/my-work` },
    }),
  }
}
