import { claims, site } from './site'

/** The words of the client's shortlist page (/shortlist/<token>). */
export const clientShortlistCopy = {
  kicker: 'Your shortlist',
  title: (company: string) => `Candidates for ${company}`,
  intro: (name: string, need: string, reference: string) =>
    `Hello ${name}. These are the people we matched to your brief ${reference} (${need}). For each one, ask for an interview with a few times that suit you, or decline with a word on why, and we will look again.`,
  privacy:
    'To protect the candidates, we show first name and last initial, and no contact details. We arrange every interview ourselves.',
  validUntil: 'This link is yours alone and works until',
  empty: 'No candidates are shared on this shortlist at the moment. We will e-mail you when there are.',
  interview: {
    legend: 'Ask for an interview',
    label: 'Times that suit you',
    /** `zone`: the client's, as ClientTimeZone names it ("UK time"). */
    hint: (zone: string) => `For example: Tuesday or Wednesday, 10:00 to 13:00 ${zone}.`,
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
  change: {
    summary: 'Change your answer',
    text: 'You can change it until we act on it: we will e-mail you a copy of your new answer.',
  },
  copySent: 'We have e-mailed you a copy of your answer.',
  help: `Questions about a candidate? Call ${site.phone.display} (${site.hours}) or write to ${site.email.general}.`,
  /** Why a link no longer opens the shortlist (GoneReason): each page says which. */
  gone: {
    expired: {
      title: 'This shortlist link has expired',
      text: `Links to a shortlist work for a limited time. We reply within ${claims.replyTime}: call or write to us and we will send you a fresh link.`,
    },
    withdrawn: {
      title: 'This shortlist was withdrawn',
      text: `We withdrew this shortlist, so its link no longer opens it. If you did not expect this, call or write to us: we reply within ${claims.replyTime} and will tell you where things stand.`,
    },
    replaced: {
      title: 'We sent you a newer link',
      text: 'This link was replaced by a newer one when we updated your shortlist: please open the shortlist from our latest e-mail. If you cannot find it, call or write to us and we will send it again.',
    },
  },
  unknown: {
    title: 'We could not find this shortlist',
    text: 'The link may be incomplete: please open it again from our e-mail, or reach us and we will send it again.',
  },
} as const
