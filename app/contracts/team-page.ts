import type { ImageView } from './posts'

/*
 * The team page and the client quotes (issue 41, part 5) as the public pages draw them: here
 * rather than in the feature because the site's components (team grid, article masthead,
 * testimonials) and the JSON-LD read them too.
 */

/** A person's picture: the portrait scripts/media drew for them, or a photo staff uploaded. */
export type PersonPhoto =
  { kind: 'portrait'; slug: string; alt: string } | { kind: 'uploaded'; image: ImageView; alt: string }

/** Someone on /team, as the page shows them. */
export interface TeamPageMemberView {
  id: number
  slug: string
  name: string
  title: string
  quote: string | null
  photo: PersonPhoto | null
  position: number
}

/** A quote's logo: a client's drawn logo (light on the navy card), or an uploaded image. */
export type QuoteLogo =
  | { kind: 'client'; slug: string; src: string; width: number; height: number }
  | { kind: 'uploaded'; image: ImageView }

/** A client's quote on /portfolio, as the page and its JSON-LD show it. */
export interface ClientQuoteView {
  id: number
  quote: string
  text: string
  personName: string
  personRole: string
  companyName: string
  logo: QuoteLogo | null
  rating: number
  position: number
}

/** The best rating a quote may give (the stars on its card, the Review's bestRating). */
export const BEST_RATING = 5

/**
 * A member's picture from what their row holds: the uploaded photo while it is set (and its image
 * is there), else the drawn portrait, each with the member's alt text.
 */
export function personPhoto(
  member: { portrait: string | null; photoAlt: string },
  uploaded: ImageView | undefined,
): PersonPhoto | null {
  if (uploaded) return { kind: 'uploaded', image: uploaded, alt: member.photoAlt }
  return member.portrait ? { kind: 'portrait', slug: member.portrait, alt: member.photoAlt } : null
}
