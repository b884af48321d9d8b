import type { ClosingSection } from './blocks'
import { claims, site } from './site'

/*
 * Closing calls that several pages end with. They live here rather than in one page's content so
 * the other pages' bundles do not carry that whole page's content for a heading and a link.
 */

export const APPLY_PATH = '/careers/apply'

/** To write to us: /about and every article. */
export const contactCta = {
  id: 'contact',
  title: 'Let’s talk about what you need',
  intro: `Talent, a project or a growth plan: tell us about it and a specialist will answer within ${claims.replyTime}.`,
  cta: { label: 'Contact us', to: '/contact' },
} as const satisfies ClosingSection

/** To apply: /careers and /team. */
export const applyCta = {
  id: 'apply',
  title: 'Ready to take the next step?',
  intro: `Send us your application today, or write to ${site.email.careers} with any questions about our roles.`,
  cta: { label: 'Start Your Journey', to: APPLY_PATH },
} as const satisfies ClosingSection
