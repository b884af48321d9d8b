import { AboutPanel } from '~/components/home/about-panel'
import { CareerLadderSection } from '~/components/home/career-ladder-section'
import { CompanyStats } from '~/components/home/company-stats'
import { HireTeams } from '~/components/home/hire-teams'
import { HomeHero } from '~/components/home/hero'
import { ServicesGrid } from '~/components/home/services-grid'
import { TalentGrid } from '~/components/home/talent-grid'
import { WhyUs } from '~/components/home/why-us'
import { MoreArticles } from '~/components/sectors/more-articles'
import { clients } from '~/content/clients'
import { sectors } from '~/content/sectors'
import { listPublished, toTeaser } from '~/features/publishing/index.server'
import type { Route } from './+types/home'
import { home } from '~/content/home'
import { site } from '~/content/site'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

/** The home page, with the newest insights from the database ("Latest thinking"). */
export async function loader() {
  const latest = (await listPublished('insight')).slice(0, 3).map((post) => toTeaser(post))
  return { meta: buildMeta({ path: '/' }), latest }
}

export const meta = metaFromLoader

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={home.hero} eyebrow={site.tagline} />
      <AboutPanel panel={home.aboutPanel} clients={clients} />
      <TalentGrid talent={home.talent} />
      <ServicesGrid services={home.services} />
      <HireTeams section={home.hireTeams} />
      <WhyUs section={home.whyUs} />
      <CompanyStats section={home.stats} />
      {loaderData.latest.length ? (
        <MoreArticles id="latest-thinking" teasers={loaderData.latest} sectors={sectors} />
      ) : null}
      <CareerLadderSection section={home.careerLadder} />
    </>
  )
}
