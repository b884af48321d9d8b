import { HeadedSection } from '~/components/blocks/headed-section'
import { Icon } from '~/components/ui/icon'
import type { ClientWithLogo, Testimonial } from '~/content/clients'
import type { PortfolioContent } from '~/content/portfolio'

export interface TestimonialsProps {
  section: PortfolioContent['testimonials']
  /** Each quote with the client it comes from. */
  testimonials: readonly (Testimonial & { client: ClientWithLogo })[]
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

/** Three client quotes with their logos, and the rating summary (legacy /Clientsatisfaction). */
export function Testimonials({ section, testimonials, rating }: TestimonialsProps) {
  return (
    <HeadedSection heading={section} tone="navy">
      <div className="mb-10 flex flex-wrap items-center gap-4 rounded-card border border-accent-400/30 bg-accent-400/[0.06] px-6 py-5">
        <Stars rating={rating.value} best={rating.best} />
        <p className="text-lg font-semibold">{section.summary}</p>
      </div>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((item) => {
          const { client } = item
          return (
            <li key={item.name} className="flex">
              <figure className="flex w-full flex-col rounded-card border border-line bg-ink/50 p-7 shadow-card sm:p-8">
                <div className="flex items-center justify-between gap-4">
                  <Icon name="quote" className="size-9 text-accent-400" />
                  <p>
                    <span className="sr-only">Rated {item.rating} out of 5</span>
                    <Stars rating={item.rating} best={5} />
                  </p>
                </div>
                <blockquote className="mt-5 flex-1">
                  <p className="text-h3 leading-snug font-semibold">“{item.quote}”</p>
                  <p className="mt-4 leading-relaxed text-mist">{item.text}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-6">
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-mist">
                      {item.role}, {client.name}
                    </span>
                  </span>
                  <img
                    src={client.logo.light}
                    alt=""
                    width={client.logo.width}
                    height={client.logo.height}
                    loading="lazy"
                    decoding="async"
                    className="h-8 w-auto shrink-0"
                  />
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}
