import type { ArtHeroWithActions, ContentIconName, LinkRef } from './blocks'
import type { ArtTopic } from './media'
import { claims, site } from './site'

/** A link that leaves the site: opens in a new tab (https) or the mail client (mailto). */
export interface ExternalLinkRef {
  label: string
  href: `https://${string}` | `mailto:${string}`
  description: string
  icon: ContentIconName
}

/** A tile of /connect: a link to one of our pages, or a panel that opens in place to show external links. */
export type ConnectTile =
  | {
      kind: 'link'
      id: string
      title: string
      text: string
      icon: ContentIconName
      art: ArtTopic
      link: LinkRef
    }
  | {
      kind: 'expandable'
      id: string
      title: string
      text: string
      icon: ContentIconName
      art: ArtTopic
      links: readonly ExternalLinkRef[]
    }

export interface ConnectContent {
  path: '/connect'
  hero: ArtHeroWithActions
  tiles: readonly ConnectTile[]
  openLabel: string
  closeLabel: string
}

export const connect = {
  path: '/connect',
  hero: {
    eyebrow: 'Connect',
    title: 'Let’s stay in touch',
    intro:
      'Write to our team, get guidance on your career, or follow us where you already spend your time. Pick the way that suits you.',
    art: 'globe',
  },
  tiles: [
    {
      kind: 'link',
      id: 'contact',
      title: 'Connect with us',
      text: `Tell us about the talent, project or growth plan you have in mind, and a specialist will reply within ${claims.replyTime}.`,
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
          description: `Write to ${site.email.general} and we will reply within ${claims.replyTime}.`,
          icon: 'mail',
        },
      ],
    },
  ],
  openLabel: 'Show links',
  closeLabel: 'Hide links',
} as const satisfies ConnectContent
