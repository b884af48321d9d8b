import { claims, site } from './site'

/** The words of the client's shortlist page (/shortlist/<token>). */
export const clientShortlistCopy = {
  kicker: 'Your shortlist',
  title: (company: string) => `Candidates for ${company}`,
  intro: (name: string, need: string, reference: string) =>
    `Hello ${name}. These are the people we matched to your brief ${reference} (${need}). For each one, ask for an interview with a few times that suit you, or decline with a word on why, and we will look again.`,
  privacy:
    'To protect the candidates, this page shows first names only and no contact details. We arrange every interview ourselves.',
  validUntil: 'This link is yours alone and works until',
  empty: 'No candidates are shared on this shortlist at the moment. We will e-mail you when there are.',
  interview: {
    legend: 'Ask for an interview',
    label: 'Times that suit you',
    hint: 'For example: Tuesday or Wednesday, 10:00 to 13:00 CET.',
    button: 'Ask for an interview',
  },
  decline: {
    legend: 'Not the right fit?',
    label: 'Why not? (helps us find a better match)',
    button: 'Decline',
  },
  answered: {
    'interview-requested': 'You asked for an interview',
    declined: 'You declined',
    interviewing: 'Interview being arranged',
    placed: 'Placed with you',
  },
  help: `Questions about a candidate? Call ${site.phone.display} (${site.hours}) or write to ${site.email.general}.`,
  gone: {
    title: 'This shortlist link has expired',
    text: `Links to a shortlist work for a limited time, and a newer link replaces an older one. We reply within ${claims.replyTime}: call or write to us and we will send you a fresh link.`,
  },
  unknown: {
    title: 'We could not find this shortlist',
    text: 'The link may be incomplete: please open it again from our e-mail, or reach us and we will send it again.',
  },
} as const
