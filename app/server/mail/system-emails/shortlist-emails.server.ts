import { site } from '~/content/site'
import { longDate, type ClientAnswer } from '~/contracts/shortlists'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { renderEmail, subjectLine } from './render.server'

/** To the brief's contact: the link to their shortlist (its token is in this e-mail only). */
export function shortlistShared({
  to,
  name,
  reference,
  candidates,
  link,
  expiresAt,
}: {
  to: string
  name: string
  reference: string
  candidates: number
  link: string
  expiresAt: string
}): OutgoingEmail {
  const people = candidates === 1 ? 'one candidate' : `${candidates} candidates`
  return {
    to,
    subject: `Your shortlist for ${reference} | ${site.name}`,
    ...renderEmail({
      heading: `Your shortlist is ready, ${name}`,
      paragraphs: [
        `We matched ${people} to your hiring brief ${reference}. Each comes with their rate, when they can start and why we think they fit.`,
        `For each one you can ask for an interview, suggesting times that suit you, or decline with a word on why, so we can look again. No account is needed: the link below is yours alone, so please do not forward it.`,
        `The link works until ${longDate(expiresAt)}. Questions? Reply to this e-mail or call ${site.phone.display} (${site.hours}).`,
      ],
      link: { label: 'See your shortlist', href: link },
    }),
  }
}

const ANSWER_WORDS: Record<ClientAnswer, string> = {
  interview: 'asked to interview',
  declined: 'declined',
}

/** To the brief's assigned member (or the sales inbox): a client's answer about one candidate. */
export function clientAnswered({
  to,
  reference,
  company,
  candidateName,
  candidateEmail,
  answer,
  note,
  briefUrl,
}: {
  to: string
  reference: string
  company: string
  candidateName: string
  candidateEmail: string
  answer: ClientAnswer
  note: string
  briefUrl: string
}): OutgoingEmail {
  return {
    to,
    subject: subjectLine(`${company} ${ANSWER_WORDS[answer]} ${candidateName} (${reference})`),
    ...renderEmail({
      heading: answer === 'interview' ? 'A client wants an interview' : 'A client declined a candidate',
      paragraphs: [
        `${company} ${ANSWER_WORDS[answer]} ${candidateName} on the shortlist of brief ${reference}.`,
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
