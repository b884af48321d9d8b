import { HeadedSection } from '~/components/blocks/headed-section'
import { Icon } from '~/components/ui/icon'
import { UploadedPicture } from '~/components/ui/uploaded-picture'
import type { PortfolioContent } from '~/content/portfolio'
import { BEST_RATING, type ClientQuoteView, type QuoteLogo } from '~/contracts/team-page'

export interface TestimonialsProps {
  section: PortfolioContent['testimonials']
  /** The client quotes (the admin's Client quotes), in their order. */
  testimonials: readonly ClientQuoteView[]
  /** The overall rating, drawn as stars beside the section's summary line. */
  rating: { value: number; best: number }
}

function Stars({ rating, best }: { rating: number; best: number }) {
  return (
    <span className="flex gap-1 text-accent-400" aria-hidden="true">
      {Array.from({ length: best }, (_, i) => (
        <Icon key={i} name="star" className={i < Math.round(rating) ? 'size-5' : 'size-5 opacity-30'} />
      ))}
    </span>
  )
}

/** A quote's logo beside the person's name: decorative, as the company's name is said beside it. */
function Logo({ logo }: { logo: QuoteLogo }) {
  if (logo.kind === 'uploaded') {
    return (
      <UploadedPicture
        image={logo.image}
        alt=""
        sizes={`${Math.round((32 * logo.image.width) / logo.image.height)}px`}
        className="h-8 w-auto shrink-0"
      />
    )
  }
  return (
    <img
      src={logo.src}
      alt=""
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      className="h-8 w-auto shrink-0"
    />
  )
}

/** The client quotes with their logos, and the rating summary (legacy /Clientsatisfaction). */
export function Testimonials({ section, testimonials, rating }: TestimonialsProps) {
  return (
    <HeadedSection heading={section} tone="navy">
      <div className="mb-10 flex flex-wrap items-center gap-4 rounded-card border border-accent-400/30 bg-accent-400/[0.06] px-6 py-5">
        <Stars rating={rating.value} best={rating.best} />
        <p className="text-lg font-semibold">{section.summary}</p>
      </div>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((item) => {
          return (
            <li key={item.id} className="flex">
              <figure className="flex w-full flex-col rounded-card border border-line bg-ink/50 p-7 shadow-card sm:p-8">
                <div className="flex items-center justify-between gap-4">
                  <Icon name="quote" className="size-9 text-accent-400" />
                  <p>
                    <span className="sr-only">Rated {item.rating} out of 5</span>
                    <Stars rating={item.rating} best={BEST_RATING} />
                  </p>
                </div>
                <blockquote className="mt-5 flex-1">
                  <p className="text-h3 leading-snug font-semibold">“{item.quote}”</p>
                  <p className="mt-4 leading-relaxed text-mist">{item.text}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-6">
                  <span>
                    <span className="block font-semibold">{item.personName}</span>
                    <span className="block text-sm text-mist">
                      {item.personRole}, {item.companyName}
                    </span>
                  </span>
                  {item.logo ? <Logo logo={item.logo} /> : null}
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}
