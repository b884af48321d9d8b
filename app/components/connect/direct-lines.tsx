import { Icon, type IconName } from '~/components/ui/icon'
import type { SiteIdentity } from '~/content/site'

export type DirectLinesProps = { company: Pick<SiteIdentity, 'email' | 'phone' | 'address' | 'hours'> }

/** The company's direct lines, under the tiles: the same facts as the footer, one glance away. */
export function DirectLines({ company }: DirectLinesProps) {
  const lines: ReadonlyArray<{ icon: IconName; label: string; value: string; href?: string }> = [
    { icon: 'mail', label: 'E-mail', value: company.email.general, href: `mailto:${company.email.general}` },
    { icon: 'phone', label: 'Phone', value: company.phone.display, href: company.phone.href },
    {
      icon: 'map-pin',
      label: 'Office',
      value: `${company.address.street}, ${company.address.locality} ${company.address.postalCode}`,
    },
    { icon: 'clock', label: 'Hours', value: company.hours },
  ]
  return (
    <dl className="mt-12 grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
      {lines.map((line) => (
        <div key={line.label} className="min-w-0 bg-navy-900 p-6">
          <dt className="flex items-center gap-2 text-sm font-semibold text-fog">
            <Icon name={line.icon} className="size-5 text-accent-400" />
            {line.label}
          </dt>
          <dd className="mt-2 text-[0.95rem] leading-relaxed break-words text-paper">
            {line.href ? (
              <a href={line.href} className="underline-offset-4 hover:text-accent-400 hover:underline">
                {line.value}
              </a>
            ) : (
              line.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
