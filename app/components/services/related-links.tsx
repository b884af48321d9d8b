import { useId } from 'react'
import { Link } from 'react-router'
import type { LinkRef } from '~/content/blocks'
import { Icon } from '~/components/ui/icon'
import { Section } from '~/components/ui/section'

const TITLE = 'Related'

/** Two or three links onward, as a row of slim link cards. */
export function RelatedLinks({ links }: { links: readonly LinkRef[] }) {
  const headingId = useId()
  return (
    <Section aria-labelledby={headingId} spacing="tight">
      <h2 id={headingId} className="eyebrow">
        {TITLE}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              className="group flex min-h-20 items-center justify-between gap-4 rounded-2xl border border-line bg-navy-900/60 px-6 py-5 font-semibold transition-colors hover:border-accent-400/60 hover:text-accent-300"
            >
              {link.label}
              <Icon
                name="arrow-right"
                className="size-5 text-accent-400 transition-transform motion-safe:group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
