import { site } from '~/content/site'
import type { ConnectContent } from '~/content/types-pages-i'

/** How soon a written enquiry gets a reply: stated here once, read by /about, /connect and /faq. */
export const REPLY_TIME = 'one business day'

export const connect = {
  path: '/connect',
  hero: {
    eyebrow: 'Connect',
    title: 'Let’s stay in touch',
    lead: 'Write to our team, get guidance on your career, or follow us where you already spend your time. Pick the way that suits you.',
    art: 'globe',
  },
  tiles: [
    {
      kind: 'link',
      id: 'contact',
      title: 'Connect with us',
      text: `Tell us about the talent, project or growth plan you have in mind, and a specialist will reply within ${REPLY_TIME}.`,
      icon: 'message',
      art: 'handshake',
      link: { label: 'Write to us', to: '/contact' },
    },
    {
      kind: 'link',
      id: 'guidance',
      title: 'Expert Guidance',
      text: 'See our open roles, the way we grow our people and how to start your career with us.',
      icon: 'compass',
      art: 'career',
      link: { label: 'Explore careers', to: '/careers' },
    },
    {
      kind: 'expandable',
      id: 'networks',
      title: 'Professional networks',
      text: 'Follow our company news and apply for openings on the platforms recruiters use every day.',
      icon: 'linkedin',
      art: 'talent',
      links: [
        {
          label: 'LinkedIn',
          href: site.social.linkedin,
          description: 'Company news, job openings and insights from our team.',
          icon: 'linkedin',
        },
        {
          label: 'Job portal',
          href: site.external.jobPortal,
          description: `Every open role at ${site.shortName}, ready for a one-click application.`,
          icon: 'briefcase',
        },
      ],
    },
    {
      kind: 'expandable',
      id: 'inspiration',
      title: 'Ideas and e-mail',
      text: 'Browse our boards of design and career inspiration, or send us a message directly.',
      icon: 'image',
      art: 'content',
      links: [
        {
          label: 'Pinterest',
          href: site.external.pinterest,
          description: 'Boards on workplace culture, interface design and career tips.',
          icon: 'image',
        },
        {
          label: 'E-mail us',
          href: `mailto:${site.email.general}`,
          description: `Write to ${site.email.general} and we will reply within ${REPLY_TIME}.`,
          icon: 'mail',
        },
      ],
    },
  ],
  openLabel: 'Show links',
  closeLabel: 'Hide links',
} as const satisfies ConnectContent
