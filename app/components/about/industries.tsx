import { IconTile } from '~/components/blocks/content-icon'
import type { Industry } from '~/content/about'

/** The industries we serve: a compact two-by-four list, one line of pictogram, name and text each. */
export function Industries({ industries }: { industries: readonly Industry[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
      {industries.map((industry) => (
        <li key={industry.name} className="flex gap-4 border-t border-line pt-6 sm:flex-col">
          <IconTile name={industry.icon} />
          <div>
            <h3 className="text-lg leading-snug font-semibold">{industry.name}</h3>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-mist">{industry.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
