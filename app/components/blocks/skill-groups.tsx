import type { SkillGroup } from '~/content/talent'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'

const columns: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
}

/** Titled lists of skills, one card each. Headings are h3. */
export function SkillGroups({ groups, className }: { groups: readonly SkillGroup[]; className?: string }) {
  return (
    <div className={cn('grid gap-5 md:gap-6', columns[groups.length] ?? 'md:grid-cols-3', className)}>
      {groups.map((group) => (
        <div
          key={group.title}
          className={cn(
            'rounded-card border border-line bg-navy-900/70 p-6 shadow-card sm:p-8',
            '[.light_&]:border-slate-200 [.light_&]:bg-white [.light_&]:shadow-soft',
          )}
        >
          <h3 className="text-h3 font-semibold">{group.title}</h3>
          <ul className="mt-5 space-y-3">
            {group.skills.map((skill) => (
              <li key={skill} className="flex gap-3 leading-snug text-mist [.light_&]:text-slate-700">
                <Icon name="check" className="mt-0.5 size-4 text-accent-400 [.light_&]:text-accent-700" />
                <span>{skill}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
