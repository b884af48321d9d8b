import type { ApplicationStatus } from '~/lib/constants'
import { STATUS_LINK_VALID_MINUTES, STATUS_SESSION_MINUTES } from '~/lib/constants'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { site } from './site'

/**
 * When and whether an applicant hears back: stated once here, and quoted word for word by the
 * application's confirmation e-mail, the FAQ, the careers page and the apply page. It is what the
 * admin does: moving an application to Interview, Offer or Rejected offers that stage's e-mail.
 */
export const hearingBack = {
  title: 'You hear back either way',
  promise:
    'You hear from us by e-mail either way: an invitation to interview, an offer, or a note if we do not take your application further.',
  statusPage: 'In the meantime, our application status page shows where each of your applications stands.',
  statusLink: { label: 'Check your application status', to: APPLICANT_STATUS_PATH },
} as const

const linkLife = `${STATUS_LINK_VALID_MINUTES} minutes`

/** The copy of /careers/status. */
export const applicantStatusCopy = {
  hero: {
    eyebrow: 'Careers',
    title: 'Where do I stand?',
    intro:
      'See where your applications to us stand, withdraw one, or send us a newer resume. No account or password: we e-mail you a link.',
  },
  request: {
    title: 'Get a sign-in link',
    intro: `Enter the e-mail address you applied with. We send a link to it that works once, within ${linkLife}.`,
    emailLabel: 'Email',
    submit: 'Send me a link',
  },
  sent: {
    title: 'Check your inbox',
    text: `If we have applications from that address, a sign-in link is on its way to it. It works once, within ${linkLife}.`,
    help: 'Nothing after a few minutes? Look in your spam folder, or check that you typed the address you applied with.',
    again: 'Send a link to another address',
  },
  open: {
    title: 'Open your applications',
    text: 'This link signs you in once, without a password. Press the button to see your applications.',
    button: 'Show my applications',
  },
  expired: {
    title: 'This link no longer works',
    text: `Sign-in links work once, within ${linkLife} of being sent. Ask for a new one below.`,
  },
  list: {
    title: 'Your applications',
    intro: (email: string) => `The applications we have from ${email}, newest first.`,
    none: 'We have no applications from this address any more.',
    reference: 'Reference',
    applied: 'Applied',
    stage: 'Stage',
    generalApplication: 'General application',
    signOut: 'Sign out',
    sessionNote: `For your privacy, this page closes ${STATUS_SESSION_MINUTES} minutes after you opened your link.`,
  },
  /**
   * What each stage means, said to the applicant (never the internal status's name), in the words
   * of its stage e-mail (app/content/email-templates.ts). The page shows a stage only once it was
   * announced, so these say what the applicant has been told, not what is coming.
   */
  explanations: {
    new: 'We have your application. A recruiter reads every one.',
    reviewing: 'A recruiter is reading your application and resume.',
    shortlisted: 'A recruiter is reading your application and resume.',
    interview: 'We would like to meet you, and have invited you to an interview.',
    offer:
      'We have made you an offer. Your written offer, with the pay, the start date and the details of the role, comes by e-mail.',
    hired: 'You accepted our offer. Welcome to the team!',
    rejected:
      'We have decided not to take this application further. Thank you for applying: you are welcome to apply for other roles.',
    withdrawn: 'You withdrew this application.',
  } satisfies Record<ApplicationStatus, string>,
  withdraw: {
    summary: 'Withdraw this application',
    text: 'We stop considering it and let the recruiter know. You cannot undo this, but you can always apply again.',
    button: 'Withdraw my application',
    done: (reference: string) => `Application ${reference} is withdrawn. We have let the recruiter know.`,
  },
  resume: {
    label: 'Send a newer resume',
    hint: 'PDF, DOC or DOCX, up to 5 MB. It replaces the resume we have for this application.',
    button: 'Replace my resume',
    done: (reference: string) => `Your new resume is with application ${reference}.`,
    current: (name: string) => `We have: ${name}`,
  },
  notOpen: 'That application is no longer open, so it cannot be changed.',
  openRoles: {
    text: 'Looking for something else?',
    link: { label: 'See our open roles', to: '/careers#roles' },
  },
  questions: `Questions about an application? Write to ${site.email.careers}.`,
  /** When the request is refused as automated (told apart from nothing else on purpose). */
  failure: 'We could not take that request. Please try again.',
} as const
