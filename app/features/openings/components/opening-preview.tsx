import {
  EMPLOYMENT_TYPE_LABELS,
  QUESTION_KIND_LABELS,
  WORKPLACE_LABELS,
  type OpeningDraft,
} from '../contract'
import { describeExperience, describePay } from '../opening-facts'

/** The opening as a job seeker will read it, for staff to check before publishing. */
export function OpeningPreview({ opening }: { opening: OpeningDraft }) {
  const facts = [
    opening.department,
    opening.location,
    WORKPLACE_LABELS[opening.workplace],
    EMPLOYMENT_TYPE_LABELS[opening.employmentType],
    describeExperience(opening.experienceFrom, opening.experienceTo),
  ].filter(Boolean)
  const pay = describePay(opening)
  return (
    <article aria-label="Preview" className="space-y-4 text-[0.95rem] leading-relaxed">
      <header>
        <h3 className="text-xl font-semibold tracking-tight">{opening.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{facts.join(' · ')}</p>
        {pay ? <p className="mt-1 text-sm font-semibold">{pay}</p> : null}
        {opening.closesOn ? <p className="mt-1 text-sm text-slate-600">Apply by {opening.closesOn}</p> : null}
      </header>
      <p>{opening.summary}</p>
      <section>
        <h4 className="font-semibold">What you will do</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {opening.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section>
        <h4 className="font-semibold">What you bring</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {opening.skills.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {opening.questions.length ? (
        <section>
          <h4 className="font-semibold">Questions on the application</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {opening.questions.map((q) => (
              <li key={q.label}>
                {q.label}{' '}
                <span className="text-sm text-slate-600">
                  ({QUESTION_KIND_LABELS[q.kind]}
                  {q.kind === 'choice' ? `: ${q.choices.join(', ')}` : ''}
                  {q.required ? ', required' : ''})
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
