import { useSearchParams } from 'react-router'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { QueryTabs } from '~/components/ui/query-tabs'
import { SERVICE_CATEGORY_SLUGS, type HomeContent, type ServiceCategorySlug } from '~/content/home'
import { ServiceCard } from './service-card'

type ServicesSection = HomeContent['services']

export const SERVICE_TAB_PARAM = 'tab'

function isCategory(value: string | null): value is ServiceCategorySlug {
  return (SERVICE_CATEGORY_SLUGS as readonly string[]).includes(value ?? '')
}

/** No tab: the first card of each category. A tab (?tab=…): up to six cards of that category. */
function cardsFor(services: ServicesSection, tab: ServiceCategorySlug | null) {
  if (tab) return services.cards.filter((c) => c.category === tab).slice(0, services.maxCardsPerCategory)
  return SERVICE_CATEGORY_SLUGS.flatMap((slug) => services.cards.find((c) => c.category === slug) ?? [])
}

export function ServicesGrid({ services }: { services: ServicesSection }) {
  const [params] = useSearchParams()
  const raw = params.get(SERVICE_TAB_PARAM)
  const tab = isCategory(raw) ? raw : null
  const cards = cardsFor(services, tab)
  const tabs = SERVICE_CATEGORY_SLUGS.map((slug) => ({ value: slug, label: services.categories[slug] }))

  return (
    <Section id={services.id} aria-labelledby={`${services.id}-title`}>
      <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id={`${services.id}-title`}
          eyebrow={services.eyebrow}
          title={services.title}
          intro={services.intro}
        />
        <QueryTabs
          label="Service categories"
          param={SERVICE_TAB_PARAM}
          items={tabs}
          current={tab}
          basePath="/"
          anchor={services.id}
          clearLabel={services.backLabel}
        />
      </div>
      <ul
        aria-label={tab ? `${services.categories[tab]} services` : 'Our services'}
        className="mt-12 grid gap-5 md:grid-cols-2 md:gap-6 lg:grid-cols-3"
      >
        {cards.map((card) => (
          <ServiceCard
            key={card.title}
            card={card}
            categoryLabel={services.categories[card.category]}
            moreLabel={services.moreLabel}
          />
        ))}
      </ul>
    </Section>
  )
}
