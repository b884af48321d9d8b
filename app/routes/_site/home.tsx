import { AboutPanel } from '~/components/home/about-panel'
import { CareerLadderSection } from '~/components/home/career-ladder-section'
import { CompanyStats } from '~/components/home/company-stats'
import { HireTeams } from '~/components/home/hire-teams'
import { HomeHero } from '~/components/home/hero'
import { ServicesGrid } from '~/components/home/services-grid'
import { TalentGrid } from '~/components/home/talent-grid'
import { WhyUs } from '~/components/home/why-us'
import { clients } from '~/content/clients'
import { home } from '~/content/home'
import { site } from '~/content/site'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/' }) })

export const meta = metaFromLoader

export default function Home() {
  return (
    <>
      <HomeHero hero={home.hero} eyebrow={site.tagline} />
      <AboutPanel panel={home.aboutPanel} clients={clients} />
      <TalentGrid talent={home.talent} />
      <ServicesGrid services={home.services} />
      <HireTeams section={home.hireTeams} />
      <WhyUs section={home.whyUs} />
      <CompanyStats section={home.stats} />
      <CareerLadderSection section={home.careerLadder} />
    </>
  )
}
