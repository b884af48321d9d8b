import type { ArtHeroWithActions, ClosingSection, LinkRef } from './blocks'
import { hearingBack } from './applicant-status'
import { retention } from './retention'
import { claims, site } from './site'

export interface FaqItem {
  id: string
  question: string
  answer: readonly string[]
  link?: LinkRef
}

export interface FaqContent {
  path: '/faq'
  hero: ArtHeroWithActions
  items: readonly FaqItem[]
  closingCta: ClosingSection
}

export const faq = {
  path: '/faq',
  hero: {
    eyebrow: 'FAQs',
    title: 'Frequently asked questions',
    intro:
      'Straight answers to what companies and job seekers ask us most. If your question is not here, ask us directly.',
    art: 'process',
  },
  items: [
    {
      id: 'hiring-speed',
      question: 'How quickly can you find the right person for my team?',
      answer: [
        `Fast. Once we have agreed your brief, we introduce hand-selected candidates on average in under ${claims.averageMatchHours} hours, and most clients make a hire within ${claims.hireWithinHours} hours.`,
        'Senior or very specialised roles, such as executive search, can take longer. We tell you a realistic timeline on the first call rather than a hopeful one.',
      ],
      link: { label: 'See how hiring works', to: '/portfolio#how-it-works' },
    },
    {
      id: 'trial',
      question: 'Can we work with someone before committing?',
      answer: [
        `Yes. Every placement starts with a trial period, and you pay only if you are satisfied. If the fit is not right, we find a replacement at no extra cost. ${claims.trialToHirePercent}% of our trials end in a hire.`,
        `After the start date, your account manager stays in touch through the first ${claims.onboardingSupportDays} days to make sure the new team member settles in well.`,
      ],
    },
    {
      id: 'vetting',
      question: 'How do you vet the talent you recommend?',
      answer: [
        `Only the top ${claims.topTalentPercent}% of applicants join our network. Each one passes a review of their experience, a technical test set by a practitioner in their field, a live problem-solving session and an interview on communication and working style.`,
        'We also check references and, for roles that require it, education and employment history. You see a short written assessment with every candidate we introduce.',
      ],
      link: { label: 'Why clients choose us', to: '/hire#why-us' },
    },
    {
      id: 'pricing',
      question: 'How does your pricing work?',
      answer: [
        'It depends on how you want to work with us. Contract and dedicated-team engagements are billed monthly at an agreed rate per person. Permanent placements carry a one-time fee, agreed in writing before we start the search. Projects are quoted as a fixed price or as time and materials.',
        'There is no charge for the first conversation or for receiving candidates, and no payment is taken through this website.',
      ],
      link: { label: 'Ask for a quote', to: '/contact' },
    },
    {
      id: 'applying',
      question: 'I am looking for a job. How do I apply?',
      answer: [
        'Choose a role on our careers page and fill in the application form with your details, experience and resume (PDF, DOC or DOCX). If no open role fits, apply anyway and tell us what you are looking for in your cover letter: we match candidates to client roles every week.',
        `Every application is read by a person. ${hearingBack.promise} ${hearingBack.statusPage} Questions? Write to ${site.email.careers}.`,
      ],
      link: { label: 'See open roles', to: '/careers#roles' },
    },
    {
      id: 'data-privacy',
      question: 'What do you do with my personal data?',
      answer: [
        `We use what you send us only to answer your enquiry, to consider your application or to find the people your hiring brief asks for. We keep contact messages for ${retention.contactMonths} months, applications, including resumes, for ${retention.applicationsMonths} months and hiring briefs for ${retention.briefsMonths} months, then delete them. We never sell or rent personal data.`,
        `You can ask to see, correct or erase your data at any time by writing to ${site.email.privacy}; we answer within ${retention.rightsResponseDays} days. For general questions we reply within ${claims.replyTime}.`,
      ],
      link: { label: 'Read our privacy policy', to: '/privacy-policy' },
    },
  ],
  closingCta: {
    id: 'ask',
    title: 'Still have a question?',
    intro: `Write to us and a specialist will reply within ${claims.replyTime}.`,
    cta: { label: 'Contact us', to: '/contact' },
  },
} as const satisfies FaqContent
