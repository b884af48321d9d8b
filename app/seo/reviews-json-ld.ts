import { testimonials, testimonialSummary } from '~/content/clients'
import { site } from '~/content/site'
import { SITE_URL } from '~/lib/site-url'

const organization = { '@type': 'Organization', name: site.name, url: SITE_URL } as const

/** schema.org AggregateRating and the three Reviews, each about the company itself. */
export function reviewsJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'AggregateRating',
        itemReviewed: organization,
        ratingValue: testimonialSummary.value,
        bestRating: testimonialSummary.best,
        worstRating: 1,
        ratingCount: testimonialSummary.count,
      },
      ...testimonials.map((t) => ({
        '@type': 'Review',
        itemReviewed: organization,
        name: t.quote,
        reviewBody: `${t.quote} ${t.text}`,
        author: { '@type': 'Person', name: t.name, jobTitle: t.role },
        reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: 5, worstRating: 1 },
      })),
    ],
  }
}
