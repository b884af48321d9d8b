import { formatLongDate } from '~/lib/format-number'
import type { LegalDocument } from '~/content/legal'
import { LegalBlockView } from './legal-blocks'

/** A legal page: a short dark masthead, then a light reading layout with a table of contents. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <header className="relative isolate overflow-hidden border-b border-line/60 bg-ink">
        <div
          aria-hidden="true"
          className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_70%_90%_at_15%_0%,black,transparent)]"
        />
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-4 text-h1 font-semibold">{doc.title}</h1>
          <p className="mt-5 text-mist">
            Last updated <time dateTime={doc.lastUpdated}>{formatLongDate(doc.lastUpdated)}</time>
          </p>
        </div>
      </header>
      <div className="light py-14 sm:py-20">
        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby="toc-title"
            className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:self-start"
          >
            <div className="rounded-card border border-slate-200 bg-white p-6 shadow-soft">
              <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {doc.tocLabel}
              </h2>
              <ol className="mt-4 space-y-1 text-[0.95rem]">
                {doc.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block rounded-md py-1.5 text-navy-900 underline-offset-4 hover:text-accent-700 hover:underline"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="max-w-3xl space-y-12 text-[1.0625rem] leading-[1.8] text-slate-700">
            <div className="space-y-5 text-lg text-navy-900">
              {doc.intro.map((text) => (
                <p key={text.slice(0, 32)}>{text}</p>
              ))}
            </div>
            {doc.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="space-y-5"
              >
                <h2 id={`${section.id}-title`} className="text-h3 font-semibold text-navy-900">
                  {section.heading}
                </h2>
                {section.blocks.map((block, i) => (
                  <LegalBlockView key={i} block={block} />
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  )
}
