import type { BriefRole } from '~/contracts/hire-brief'
import { claims } from './site'

/** Skills offered as checkboxes for each role; anything else is typed in "Other skills". */
export const SKILL_SUGGESTIONS: Record<BriefRole, readonly string[]> = {
  developer: ['React', 'TypeScript', 'Node.js', 'Python', 'Java', 'Go', 'AWS', 'DevOps', 'iOS', 'Android'],
  designer: ['Product design', 'UX research', 'UI design', 'Figma', 'Design systems', 'Brand identity'],
  'digital-marketer': [
    'SEO',
    'Paid search',
    'Paid social',
    'Content marketing',
    'Email marketing',
    'Analytics',
  ],
  'project-manager': ['Agile', 'Scrum', 'Kanban', 'PRINCE2', 'Jira', 'Stakeholder management'],
  'product-manager': ['Product strategy', 'Roadmapping', 'Discovery', 'Analytics', 'B2B SaaS', 'Growth'],
  'management-consultant': [
    'Strategy',
    'Operations',
    'Digital transformation',
    'Finance',
    'Change management',
    'Due diligence',
  ],
  other: ['Data analysis', 'Business analysis', 'QA testing', 'Technical writing', 'Customer support'],
}

export const hireBriefCopy = {
  formTitle: 'Your hiring brief',
  formIntro: 'About three minutes. Required answers are marked; everything else helps us match faster.',
  draftNote: 'Your answers are kept in this browser until you send them, so you can come back later.',
  noScriptIntro: 'Answer the three parts below, then send the brief.',
  reviewTitle: 'Review your brief',
  reviewIntro: 'Check your answers before sending. You can change any part.',
  nextSteps: {
    title: 'What happens next',
    steps: [
      {
        title: `Within ${claims.replyTime}`,
        text: 'A specialist reads your brief and replies to confirm the details.',
      },
      {
        title: `Within ${claims.hireWithinHours} hours`,
        text: 'You receive matched, vetted profiles with rates and availability.',
      },
      {
        title: 'Interview and start',
        text: 'You interview the people you like; they start with a no-risk trial.',
      },
    ],
  },
  successTitle: 'Your brief is with our team',
  successText:
    'We sent a confirmation to your e-mail. Quote your reference if you call or write to us about this brief.',
  anotherBrief: 'Send another brief',
  contactInstead: { before: 'Not a hiring need? Write to us through the ', link: 'contact page', after: '.' },
} as const
