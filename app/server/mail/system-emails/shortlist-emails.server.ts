import { site } from '~/content/site'
import { longDate, type ClientAnswer } from '~/contracts/shortlists'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { emailDateTime, renderEmail, subjectLine } from './render.server'

/** The member who looks after a brief: replies to the client's e-mails reach them. */
export interface BriefOwner {
  name: string
  email: string
}

/**
 * The closing line of an e-mail to a client: "reply to this e-mail" only when a reply reaches a
 * person (the brief's owner, its Reply-To), else the company's phone and address.
 */
function questionsLine(owner: BriefOwner | null): string {
  return owner
    ? `Questions? Reply to this e-mail: it reaches ${owner.name}, who looks after your brief. Or call ${site.phone.display} (${site.hours}).`
    : `Questions? Call ${site.phone.display} (${site.hours}) or write to ${site.email.general}.`
}

/**
 * To the brief's contact: the link to their shortlist (its token is in this e-mail only), with
 * staff's personal note if they wrote one. "Updated" once the client has answered on an earlier
 * link: the page keeps their answers. Replies go to the brief's owner.
 */
export function shortlistShared({
  to,
  name,
  reference,
  candidates,
  link,
  expiresAt,
  note = '',
  sender = null,
  updated = false,
  replacesEarlierLink = false,
  owner = null,
}: {
  to: string
  name: string
  reference: string
  candidates: number
  link: string
  expiresAt: string
  /** Staff's personal note, as typed (tidied); empty for none. */
  note?: string
  /** Who wrote the note. */
  sender?: string | null
  /** The client answered on an earlier link: this is an updated shortlist, not a new one. */
  updated?: boolean
  /** An earlier link was sent: this one replaces it. */
  replacesEarlierLink?: boolean
  owner?: BriefOwner | null
}): OutgoingEmail {
  const people = candidates === 1 ? 'one candidate' : `${candidates} candidates`
  return {
    to,
    subject: updated
      ? `Your updated shortlist for ${reference} | ${site.name}`
      : `Your shortlist for ${reference} | ${site.name}`,
    ...(owner ? { replyTo: owner.email } : {}),
    ...renderEmail({
      heading: updated ? `Your updated shortlist, ${name}` : `Your shortlist is ready, ${name}`,
      ...(note ? { note: { from: `A note from ${sender ?? site.name}`, text: note } } : {}),
      paragraphs: [
        updated
          ? `We have updated the shortlist for your hiring brief ${reference}. It now shows ${people}, with the answers you gave so far; each comes with their rate, when they can start and why we think they fit.`
          : `We matched ${people} to your hiring brief ${reference}. Each comes with their rate, when they can start and why we think they fit.`,
        `For each one you can ask for an interview, suggesting times that suit you, or decline with a word on why, so we can look again. No account is needed: the link below is yours alone, so please do not forward it.`,
        ...(replacesEarlierLink
          ? ['This link replaces the one we sent before, which no longer opens the shortlist.']
          : []),
        `The link works until ${longDate(expiresAt)}. ${questionsLine(owner)}`,
      ],
      link: { label: updated ? 'See your updated shortlist' : 'See your shortlist', href: link },
    }),
  }
}

const ANSWER_WORDS: Record<ClientAnswer, string> = {
  interview: 'asked to interview',
  declined: 'declined',
}

/**
 * To the sales inbox when nobody who owns the brief can be reached (an owner hears through My
 * work's notifier): a client's answer about one candidate, or its change.
 */
export function clientAnswered({
  to,
  reference,
  company,
  candidateName,
  candidateEmail,
  answer,
  note,
  briefUrl,
  changed = false,
}: {
  to: string
  reference: string
  company: string
  candidateName: string
  candidateEmail: string
  answer: ClientAnswer
  note: string
  briefUrl: string
  /** The client changed an earlier answer. */
  changed?: boolean
}): OutgoingEmail {
  const what = `${company} ${ANSWER_WORDS[answer]} ${candidateName}`
  return {
    to,
    subject: subjectLine(`${changed ? 'Changed answer: ' : ''}${what} (${reference})`),
    ...renderEmail({
      heading: changed
        ? 'A client changed their answer'
        : answer === 'interview'
          ? 'A client wants an interview'
          : 'A client declined a candidate',
      paragraphs: [
        changed
          ? `${company} changed their answer on the shortlist of brief ${reference}: they now ${answer === 'interview' ? 'ask to interview' : 'decline'} ${candidateName}.`
          : `${what} on the shortlist of brief ${reference}.`,
      ],
      rows: [
        { label: 'Candidate', value: `${candidateName} <${candidateEmail}>` },
        {
          label: answer === 'interview' ? 'Times they suggest' : 'Their reason',
          value: note,
          block: true,
        },
      ],
      link: { label: 'Open the brief', href: briefUrl },
    }),
  }
}

/**
 * To the brief's contact: a copy of the answer they just gave on their page (or its change), with
 * the link back to it, where they can change it until staff act on it. Names the candidate as the
 * page does (first name and last initial). Replies go to the brief's owner.
 */
export function clientAnswerCopy({
  to,
  name,
  reference,
  candidate,
  answer,
  note,
  changed,
  link,
  owner,
}: {
  to: string
  name: string
  reference: string
  /** As the client's page names them: "Asha R.". */
  candidate: string
  answer: ClientAnswer
  note: string
  changed: boolean
  link: string
  owner: BriefOwner | null
}): OutgoingEmail {
  return {
    to,
    subject: subjectLine(`Your answer about ${candidate} (${reference}) | ${site.name}`),
    ...(owner ? { replyTo: owner.email } : {}),
    ...renderEmail({
      heading: changed ? `We have your changed answer, ${name}` : `We have your answer, ${name}`,
      paragraphs: [
        answer === 'interview'
          ? `You asked to interview ${candidate}, on the shortlist for your hiring brief ${reference}. We will arrange the interview and confirm a time with you.`
          : `You declined ${candidate}, on the shortlist for your hiring brief ${reference}. Thank you for the reason: we will look for a better match.`,
        `Until we act on it, you can change this answer on your shortlist. ${questionsLine(owner)}`,
      ],
      rows: [
        { label: answer === 'interview' ? 'Times you suggested' : 'Your reason', value: note, block: true },
      ],
      link: { label: 'See your shortlist', href: link },
    }),
  }
}

/**
 * To a candidate: may we put you forward? What the client is (its sector and country; the
 * company only when staff chose to name it), the role, the rate and the start staff propose, and a
 * link that signs them in to their status page, where they agree, correct or decline. Replies
 * reach the brief's owner.
 */
export function putForwardRequest({
  to,
  name,
  client,
  role,
  rate,
  availability,
  link,
  expiresAt,
  owner = null,
}: {
  to: string
  name: string
  /** "Fintech · Germany", or with the company's name first. */
  client: string
  role: string
  rate: string
  availability: string
  link: string
  expiresAt: string
  owner?: BriefOwner | null
}): OutgoingEmail {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return {
    to,
    subject: `May we put you forward for a ${role} role? | ${site.name}`,
    ...(owner ? { replyTo: owner.email } : {}),
    ...renderEmail({
      heading: first ? `May we put you forward, ${first}?` : 'May we put you forward?',
      paragraphs: [
        `We would like to propose you to a client for a ${role} role. Before we show them your profile we ask you: nothing is shared until you say yes.`,
        'On your status page you can say yes, correct the rate or the start below, or say no. Your answer goes to the recruiter at once.',
        `The link signs you in once, until ${emailDateTime(expiresAt)}; after that the page sends you a new one. ${
          owner
            ? `Questions? Reply to this e-mail: it reaches ${owner.name}, who looks after this role.`
            : `Questions? Call ${site.phone.display} (${site.hours}) or write to ${site.email.general}.`
        }`,
      ],
      rows: [
        { label: 'Client', value: client },
        { label: 'Role', value: role },
        { label: 'Proposed rate', value: rate },
        { label: 'Proposed start', value: availability },
      ],
      link: { label: 'Answer on your status page', href: link },
    }),
  }
}
