import type { MetaDescriptor } from 'react-router'
import { getPageSummary } from '~/content/page-index'
import { site } from '~/content/site'
import { buildMeta } from '~/seo/meta'
import { absoluteUrl } from '~/lib/site-url'
import { organizationJsonLd } from '~/seo/structured-data'

export interface ServiceJsonLdInput {
  path: string
  serviceType: string
  /** What the service covers: each becomes an Offer of the catalogue. */
  offers: ReadonlyArray<{ title: string; text: string }>
  catalogName: string
}

/** schema.org Service, provided by the company (site.ts), served from India to clients worldwide. */
export function serviceJsonLd({ path, serviceType, offers, catalogName }: ServiceJsonLdInput) {
  const summary = getPageSummary(path)
  const { '@context': context, ...provider } = organizationJsonLd()
  return {
    '@context': context,
    '@type': 'Service',
    name: summary?.title ?? serviceType,
    description: summary?.description ?? site.description,
    serviceType,
    url: absoluteUrl(path),
    provider,
    areaServed: [
      { '@type': 'Country', name: site.country },
      { '@type': 'Place', name: 'Worldwide' },
    ],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: catalogName,
      itemListElement: offers.map((offer) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: offer.title, description: offer.text },
      })),
    },
  }
}

export type ServiceJsonLd = ReturnType<typeof serviceJsonLd>

/** The page's meta plus its Service structured data (rendered by <Meta /> as a JSON-LD script). */
export function serviceMeta(path: string, jsonLd: ServiceJsonLd | undefined): MetaDescriptor[] {
  return [...buildMeta({ path }), ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : [])]
}
