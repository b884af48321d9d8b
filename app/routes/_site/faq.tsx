import { ArtFigure } from '~/components/blocks/art-figure'
import { CtaBand } from '~/components/blocks/cta-band'
import { PageHero } from '~/components/blocks/page-hero'
import { faqJsonLd } from '~/seo/faq-json-ld'
import { Accordion } from '~/components/ui/accordion'
import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { faq, type FaqItem } from '~/content/faq'
import { buildMeta } from '~/seo/meta'
import { metaWithJsonLd } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/faq' }) })

export const meta = metaWithJsonLd(faqJsonLd)

const items = faq.items.map((item: FaqItem) => ({
  id: item.id,
  title: item.question,
  content: (
    <div className="space-y-4">
      {item.answer.map((text) => (
        <p key={text.slice(0, 32)}>{text}</p>
      ))}
      {item.link ? (
        <LinkButton to={item.link.to} variant="ghost">
          {item.link.label}
        </LinkButton>
      ) : null}
    </div>
  ),
}))

export default function Faq() {
  const { hero, closingCta } = faq
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <Section aria-label={hero.title} size="narrow">
        <div className="rounded-[1.75rem] border border-line bg-navy-900/70 px-6 shadow-card sm:px-10">
          <Accordion items={items} name="faq" headingLevel={2} />
        </div>
      </Section>
      <CtaBand id={closingCta.id} title={closingCta.title} text={closingCta.intro} action={closingCta.cta} />
    </>
  )
}
