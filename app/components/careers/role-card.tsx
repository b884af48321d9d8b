import { IconTile } from '~/components/blocks/content-icon'
import { Badge } from '~/components/ui/badge'
import { LinkButton } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import type { CareersContent, JobRole } from '~/content/careers'
import { employmentLabels, formatExperience, formatSalary, workplaceLabels } from './role-facts'

export interface RoleCardProps {
  role: JobRole
  labels: CareersContent['roles']
  /** The application form with this role chosen. */
  applyTo: string
}

/** One open role: facts, what you will do, what you will bring, and 'Apply Now' preselecting it. */
export function RoleCard({ role, labels, applyTo }: RoleCardProps) {
  return (
    <li
      id={role.slug}
      className="flex flex-col rounded-card border border-line bg-navy-900 p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-5">
        <IconTile name={role.icon} />
        <div>
          <h3 className="text-h3 font-semibold">{role.title}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Role facts">
            <li>
              <Badge>{workplaceLabels[role.workplace]}</Badge>
            </li>
            <li>
              <Badge tone="neutral">{employmentLabels[role.employmentType]}</Badge>
            </li>
            <li>
              <Badge tone="neutral">{formatExperience(role.experience)}</Badge>
            </li>
          </ul>
        </div>
      </div>
      <p className="mt-6 leading-relaxed text-mist">{role.summary}</p>
      <p className="mt-4 flex gap-2 text-sm text-fog">
        <Icon name="map-pin" className="mt-0.5 size-4 text-accent-400" />
        <span>
          {role.location} · {formatSalary(role.salary)}
        </span>
      </p>
      <h4 className="mt-7 text-sm font-semibold tracking-wide text-paper uppercase">
        {labels.responsibilitiesLabel}
      </h4>
      <ul className="mt-3 space-y-2.5">
        {role.responsibilities.map((item) => (
          <li key={item} className="flex gap-3 leading-snug text-mist">
            <Icon name="check" className="mt-0.5 size-4 text-accent-400" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <h4 className="mt-7 text-sm font-semibold tracking-wide text-paper uppercase">{labels.skillsLabel}</h4>
      <ul className="mt-3 flex flex-wrap gap-2">
        {role.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-pill border border-line bg-white/[0.04] px-3 py-1.5 text-sm text-mist"
          >
            {skill}
          </li>
        ))}
      </ul>
      <LinkButton to={applyTo} className="mt-8 self-start">
        {labels.applyLabel}
        <span className="sr-only">: {role.title}</span>
      </LinkButton>
    </li>
  )
}
