import { REPLY_TIME } from '~/content/connect'
import type { AboutContent } from '~/content/types-pages-i'

/**
 * The closing call to write to us, on /about and under every article. Its own module, so an
 * article's bundle does not carry the whole of /about's content for it.
 */
export const contactCta = {
  id: 'contact',
  title: 'Let’s talk about what you need',
  intro: `Talent, a project or a growth plan: tell us about it and a specialist will answer within ${REPLY_TIME}.`,
  cta: { label: 'Contact us', to: '/contact' },
} as const satisfies AboutContent['contactCta']
