import { PortraitRing } from '~/components/blocks/portrait-ring'
import type { TeamPageMemberView } from '~/contracts/team-page'
import { DRAWN_NEAR_VIEW } from '~/components/layout/shell-scripts'

/**
 * The people of the company: portrait (AVIF/WebP at 1x and 2x), name, title and what they believe.
 * The grid starts just below the fold, and the browser draws the first eight cards with the opening
 * screen, so their lazy portraits would be fetched with it, 36 KB sharing a phone's line with the
 * hero art, the font and app.css (Lighthouse's LCP estimate counted them: 1.28-1.31 s against
 * 1.3). Each portrait is therefore not drawn for a second after its card is (`portrait-after-paint`,
 * widgets.css); the ring carries the portrait's size as its content box, so it keeps it meanwhile.
 */
type TeamGridPerson = Pick<TeamPageMemberView, 'slug' | 'name' | 'title' | 'quote' | 'photo'>

export function TeamGrid({ people }: { people: readonly TeamGridPerson[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
      {people.map((person) => {
        return (
          <li
            key={person.slug}
            className={`${DRAWN_NEAR_VIEW} group flex flex-col rounded-card border border-line bg-navy-900 px-3 py-5 text-center sm:p-6 shadow-card transition-[border-color,transform] duration-300 hover:border-accent-400/50 motion-safe:hover:-translate-y-1 [--drawn-height:21rem] sm:[--drawn-height:26rem]`}
          >
            <PortraitRing
              person={person}
              photo={person.photo}
              sizes="(min-width: 640px) 144px, 96px"
              imageClassName="portrait-after-paint size-full"
              className="mx-auto box-content size-24 sm:size-36"
            />
            <h2 className="mt-4 text-base leading-snug font-semibold sm:mt-5 sm:text-lg">{person.name}</h2>
            <p className="mt-1 text-[0.8rem] leading-snug font-medium text-accent-300 sm:text-sm">
              {person.title}
            </p>
            {person.quote ? (
              <blockquote className="mt-4 border-t border-line pt-4 text-[0.8rem] leading-relaxed text-mist sm:text-sm">
                “{person.quote}”
              </blockquote>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
