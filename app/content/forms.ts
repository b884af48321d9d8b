import { hearingBack } from './applicant-status'
import { claims, site } from './site'

/** The copy around the contact and application forms (their own labels and messages live with them). */
export const contactPageCopy = {
  formTitle: 'Send us a message',
  formIntro: 'Fields marked (optional) can be left empty.',
  responseNote: `We answer within ${claims.replyTime}.`,
  messageHint: 'Tell us about the role, project or goal, and your timeline.',
  details: {
    eyebrow: 'Talk to us directly',
    intro: `Hiring, a project or a growth plan: a specialist from our ${site.city} team answers within ${claims.replyTime}.`,
  },
} as const

export const applyPageCopy = {
  formTitle: 'Your application',
  /** The heading when a role is preselected through ?position=. */
  formTitleForRole: (role: string) => `Apply: ${role}`,
  /** When `?position=` names a role that is closed, a draft or unknown. */
  positionClosed:
    'The role in your link is no longer open. Choose one of the open positions below, or send a general application.',
  formIntro:
    'Only your full name and email are required. Everything else helps us match you to the right role.',
  privacyNote: 'We store your details securely and use them only for hiring.',
  /** Under the error message shown when the form cannot be shown. */
  fallbackHelp: 'Please reload the page, or email your resume to',
  steps: {
    eyebrow: 'After you apply',
    title: 'What happens next',
    items: [
      {
        title: 'We read every application',
        text: 'A recruiter, not a filter, reviews your details and resume.',
      },
      { title: hearingBack.title, text: hearingBack.promise },
      { title: 'Meet the team', text: 'One practical interview with the people you would work with.' },
    ],
    statusLink: { ...hearingBack.statusLink, before: 'Applied already?' },
  },
} as const
