import { ArtFigure } from '~/components/blocks/art-figure'
import { IconTile } from '~/components/blocks/content-icon'
import { HeadedSection } from '~/components/blocks/headed-section'
import type { AboutContent } from '~/content/about'

export function Community({ community }: { community: AboutContent['community'] }) {
  return (
    <HeadedSection heading={community}>
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          {community.paragraphs.map((text) => (
            <p key={text.slice(0, 32)} className="text-lg leading-relaxed text-mist">
              {text}
            </p>
          ))}
          <ArtFigure topic={community.art} className="mt-8" />
        </div>
        <ul className="space-y-4">
          {community.initiatives.map((item) => (
            <li
              key={item.title}
              className="flex gap-5 rounded-card border border-white/10 bg-white/[0.04] p-6 shadow-card sm:p-7"
            >
              <IconTile name={item.icon} />
              <div>
                <h3 className="text-h3 font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-mist">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  )
}
