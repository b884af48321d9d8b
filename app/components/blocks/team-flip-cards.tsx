import type { TeamCardPerson } from '~/content/team'
import { FlipCard } from '~/components/ui/flip-card'
import { PortraitRing } from './portrait-ring'
import { cn } from '~/lib/cn'

function Front({ person }: { person: TeamCardPerson }) {
  return (
    <div className="flex h-full flex-col items-center justify-center text-center">
      <PortraitRing person={person} sizes="128px" imageClassName="size-32" className="shadow-glow" />
      <h3 className="mt-6 text-h3 font-semibold">{person.name}</h3>
      <p className="mt-1 text-sm font-medium text-accent-300">{person.title}</p>
      <p className="mt-2 text-sm text-fog">{person.years} years of experience</p>
      {person.quote ? (
        <blockquote className="mt-5 text-[0.95rem] leading-relaxed text-mist italic">
          “{person.quote}”
        </blockquote>
      ) : null}
    </div>
  )
}

function Back({ person }: { person: TeamCardPerson }) {
  return (
    <div className="flex h-full flex-col">
      <p className="eyebrow">About {person.name.split(' ')[0]}</p>
      <p className="mt-4 leading-relaxed text-paper">{person.bio}</p>
      <p className="mt-auto pt-6 text-sm font-semibold text-mist">Core skills</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {person.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-pill bg-accent-400/12 px-3 py-1 text-xs font-semibold text-accent-300 ring-1 ring-accent-400/30 ring-inset"
          >
            {skill}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One flip card per person: portrait and name in front, bio and skills behind. */
export function TeamFlipCards({
  people,
  className,
}: {
  people: readonly TeamCardPerson[]
  className?: string
}) {
  return (
    <ul className={cn('grid gap-8 md:grid-cols-2 lg:grid-cols-3', className)}>
      {people.map((person) => (
        <li key={person.slug}>
          <FlipCard
            label={person.name}
            height="25rem"
            front={<Front person={person} />}
            back={<Back person={person} />}
          />
        </li>
      ))}
    </ul>
  )
}
