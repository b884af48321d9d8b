import { useId } from 'react'
import { useLoaderData } from 'react-router'
import { ArtFigure } from '~/components/blocks/art-figure'
import { CardGrid } from '~/components/blocks/card-grid'
import { CtaBand } from '~/components/blocks/cta-band'
import { PageHero } from '~/components/blocks/page-hero'
import { contentFor } from '~/lib/request-path'
import { SkillGroups } from '~/components/blocks/skill-groups'
import { Steps } from '~/components/blocks/steps'
import { HeroPhotos } from '~/components/talent/hero-photos'
import { TeamSection } from '~/components/talent/team-section'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { IT_TEAM_PHOTO_INTERVAL_MS, talentPages, type TalentPage, type TalentPath } from '~/content/talent'
import * as teams from '~/content/team'
import { buildMeta } from '~/seo/meta'
import type { Route } from './+types/process-skills-and-team'
import { metaFromLoader } from '~/seo/route-meta'

export function loader({ request }: Route.LoaderArgs) {
  const { path, page } = contentFor<TalentPath, TalentPage>(talentPages, request)
  return { page, people: page.team ? teams[page.team] : null, meta: buildMeta({ path }) }
}

export const meta = metaFromLoader

export default function Page() {
  const { page, people } = useLoaderData<typeof loader>()
  const { hero, cards, process, skills, scheduleCall } = page
  const ids = { cards: useId(), process: useId(), skills: useId() }
  const jump = cards ?? process
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[scheduleCall.action, { label: jump.title, to: `#${jump.id}` }]}
        media={
          hero.rotatingPhotos ? (
            <HeroPhotos
              photos={hero.rotatingPhotos}
              intervalMs={IT_TEAM_PHOTO_INTERVAL_MS}
              label={`${hero.eyebrow} at work`}
            />
          ) : (
            <ArtFigure topic={hero.art} priority />
          )
        }
      />
      {cards ? (
        <Section id={cards.id} aria-labelledby={ids.cards}>
          <SectionHeading id={ids.cards} eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro} />
          <CardGrid
            className="mt-12"
            items={cards.items.map((card) => ({
              title: card.title,
              text: card.description,
              art: card.art,
              link: card.link,
            }))}
          />
        </Section>
      ) : null}
      <Section id={process.id} tone="navy" aria-labelledby={ids.process}>
        <SectionHeading
          id={ids.process}
          eyebrow={process.eyebrow}
          title={process.title}
          intro={process.intro}
        />
        <Steps steps={process.steps} className="mt-12" />
      </Section>
      <Section id={skills.id} tone="light" aria-labelledby={ids.skills}>
        <SectionHeading id={ids.skills} eyebrow={skills.eyebrow} title={skills.title} intro={skills.intro} />
        <SkillGroups groups={skills.groups} className="mt-12" />
      </Section>
      {people && page.teamHeading ? <TeamSection heading={page.teamHeading} people={people} /> : null}
      <CtaBand {...scheduleCall} />
    </>
  )
}
