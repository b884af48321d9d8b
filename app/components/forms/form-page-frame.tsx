import type { ReactNode } from 'react'
import type { PageSummary } from '~/content/blocks'
import { FormPageHero } from './form-page-hero'

// Whole class names, so Tailwind sees them: the form's column, and the aside's beside it.
const COLUMNS = {
  wide: 'lg:grid-cols-[minmax(0,8fr)_minmax(0,5fr)]',
  narrow: 'lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]',
} as const

/**
 * The page of a public form (contact, hiring brief): the hero, then the form in a card with its
 * title and introduction, and an aside beside it.
 */
export function FormPageFrame({
  summary,
  titleId,
  title,
  intro,
  aside,
  asideWidth,
  children,
}: {
  summary?: PageSummary
  /** The form's heading id: the section and the form are labelled by it. */
  titleId: string
  title: string
  intro: string
  aside: ReactNode
  asideWidth: keyof typeof COLUMNS
  children: ReactNode
}) {
  return (
    <>
      <FormPageHero summary={summary} />
      <section className="light relative py-16 md:py-24" aria-labelledby={titleId}>
        <div className={`container-page grid gap-10 ${COLUMNS[asideWidth]} lg:gap-14`}>
          <div className="min-w-0 rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-10">
            <h2 id={titleId} className="text-h3 font-semibold">
              {title}
            </h2>
            <p className="mt-2 mb-8 text-slate-600">{intro}</p>
            {children}
          </div>
          {aside}
        </div>
      </section>
    </>
  )
}
