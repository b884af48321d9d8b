import { SocialLinks } from '~/components/layout/social-icons'
import { Icon, type IconName } from '~/components/ui/icon'
import type { contactPageCopy } from '~/content/forms'
import { site } from '~/content/site'
import { GLOW } from '~/components/ui/glow'

interface Detail {
  icon: IconName
  label: string
  value: string
  href?: string
}

const details: Detail[] = [
  { icon: 'mail', label: 'Email', value: site.email.general, href: `mailto:${site.email.general}` },
  { icon: 'phone', label: 'Phone', value: site.phone.display, href: site.phone.href },
  {
    icon: 'map-pin',
    label: 'Office',
    value: `${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.country}`,
  },
  { icon: 'clock', label: 'Hours', value: site.hours },
]

/** The company's direct lines beside the contact form, from app/content/site.ts. */
export function ContactDetails({ copy }: { copy: (typeof contactPageCopy)['details'] }) {
  return (
    <aside
      aria-labelledby="contact-details-title"
      className="relative isolate flex flex-col overflow-hidden rounded-card bg-navy-900 p-8 text-paper shadow-card sm:p-10"
    >
      <div
        aria-hidden="true"
        className={`absolute -top-24 -right-24 -z-10 size-72 ${GLOW} from-accent-400/15`}
      />
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id="contact-details-title" className="mt-3 text-h3 font-semibold">
        {site.name}
      </h2>
      <p className="mt-3 text-mist">{copy.intro}</p>
      <ul className="mt-8 space-y-6">
        {details.map((d) => (
          <li key={d.label} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-full border border-line bg-white/5 text-accent-400"
            >
              <Icon name={d.icon} />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-fog">{d.label}</p>
              <p className="mt-0.5 font-medium break-words">
                {d.href ? (
                  <a href={d.href} className="underline-offset-4 hover:text-accent-300 hover:underline">
                    {d.value}
                  </a>
                ) : (
                  d.value
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-10">
        <p className="mb-3 text-sm text-fog">Follow us</p>
        <SocialLinks />
      </div>
    </aside>
  )
}
