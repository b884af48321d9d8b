import { ArtFigure } from '~/components/blocks/art-figure'
import { PageHero } from '~/components/blocks/page-hero'
import { Badge } from '~/components/ui/badge'
import { LinkButton } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Section } from '~/components/ui/section'
import type { OpeningPageCopy } from '~/content/careers'

/** An open opening as its page shows it. */
export interface OpeningArticleData {
  title: string
  department: string
  location: string
  workplaceLabel: string
  employmentTypeLabel: string
  experience: string | null
  pay: string | null
  summary: string
  responsibilities: readonly string[]
  skills: readonly string[]
  closesOn: string | null
}

/** One open role: what it is, what you would do and bring, its facts beside, and the way to apply. */
export function OpeningArticle({
  opening,
  copy,
  applyTo,
  general,
}: {
  opening: OpeningArticleData
  copy: OpeningPageCopy
  /** The application form with this role chosen. */
  applyTo: string
  /** The application form for no role in particular. */
  general: { label: string; to: string }
}) {
  const facts = [
    [copy.facts.department, opening.department],
    [copy.facts.location, opening.location],
    [copy.facts.workplace, opening.workplaceLabel],
    [copy.facts.type, opening.employmentTypeLabel],
    [copy.facts.experience, opening.experience],
    [copy.facts.pay, opening.pay],
    [copy.facts.closesOn, opening.closesOn],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <article>
      <PageHero
        back={copy.back}
        eyebrow={opening.department}
        title={opening.title}
        intro={opening.summary}
        actions={[{ label: copy.applyLabel, to: applyTo }]}
        media={<ArtFigure topic={copy.art} priority />}
      >
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Role facts">
          <li>
            <Badge>{opening.workplaceLabel}</Badge>
          </li>
          <li>
            <Badge tone="neutral">{opening.employmentTypeLabel}</Badge>
          </li>
          {opening.experience ? (
            <li>
              <Badge tone="neutral">{opening.experience}</Badge>
            </li>
          ) : null}
        </ul>
      </PageHero>
      <Section tone="light" aria-label={copy.eyebrow}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div className="space-y-12">
            <section aria-labelledby="opening-responsibilities">
              <h2 id="opening-responsibilities" className="text-h3 font-semibold text-navy-900">
                {copy.responsibilitiesLabel}
              </h2>
              <ul className="mt-5 space-y-3">
                {opening.responsibilities.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-accent-700" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="opening-skills">
              <h2 id="opening-skills" className="text-h3 font-semibold text-navy-900">
                {copy.skillsLabel}
              </h2>
              <ul className="mt-5 flex flex-wrap gap-2.5">
                {opening.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-pill border border-navy-900/12 bg-navy-900/[0.04] px-3.5 py-1.5 text-[0.95rem] text-slate-700"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <aside
            aria-label="About the role"
            className="self-start rounded-card border border-navy-900/10 bg-white p-6 shadow-soft sm:p-7 lg:sticky lg:top-28"
          >
            <dl className="divide-y divide-navy-900/10">
              {facts.map(([term, value]) => (
                <div key={term} className="grid gap-1 py-3 first:pt-0">
                  <dt className="text-sm font-semibold text-slate-600">{term}</dt>
                  <dd className="font-medium text-navy-900">{value}</dd>
                </div>
              ))}
            </dl>
            <LinkButton to={applyTo} className="mt-6 w-full">
              {copy.applyLabel}
            </LinkButton>
            <p className="mt-5 text-sm leading-relaxed text-slate-600">
              {copy.generalNote}{' '}
              <a href={general.to} className="font-semibold text-accent-700 underline underline-offset-4">
                {general.label}
              </a>
            </p>
          </aside>
        </div>
      </Section>
    </article>
  )
}
