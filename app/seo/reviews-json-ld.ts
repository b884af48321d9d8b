import { testimonialSummary } from '~/content/clients'
import { site } from '~/content/site'
import { BEST_RATING, type ClientQuoteView } from '~/contracts/team-page'
import { SITE_URL } from '~/lib/site-url'

const organization = { '@type': 'Organization', name: site.name, url: SITE_URL } as const

type ReviewedQuote = Pick<ClientQuoteView, 'quote' | 'text' | 'personName' | 'personRole' | 'rating'>

/** schema.org AggregateRating and a Review per client quote shown, each about the company itself. */
export function reviewsJsonLd(quotes: readonly ReviewedQuote[]) {
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
      ...quotes.map((t) => ({
        '@type': 'Review',
        itemReviewed: organization,
        name: t.quote,
        reviewBody: `${t.quote} ${t.text}`,
        author: { '@type': 'Person', name: t.personName, jobTitle: t.personRole },
        reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: BEST_RATING, worstRating: 1 },
      })),
    ],
  }
}
