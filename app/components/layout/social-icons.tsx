import type { ReactNode } from 'react'
import { site } from '~/content/site'

type Network = keyof typeof site.social

const icons: Record<Network, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="16.8" cy="7.2" r="1.1" />
    </>
  ),
  linkedin: (
    <path d="M5.2 9.3h3v9.7h-3zM6.7 4.6a1.7 1.7 0 1 1 0 3.5 1.7 1.7 0 0 1 0-3.5M10.1 9.3h2.9v1.3c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V19h-3v-4.7c0-1.1 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5V19h-3z" />
  ),
}

const labels: Record<Network, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' }

export function SocialLinks() {
  return (
    <ul className="flex gap-3" aria-label="Social media">
      {(Object.keys(icons) as Network[]).map((network) => (
        <li key={network}>
          <a
            href={site.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-11 place-items-center rounded-full border border-line text-mist transition-colors hover:border-accent-400 hover:text-accent-400"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              {icons[network]}
            </svg>
            <span className="sr-only">
              {site.name} on {labels[network]} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
