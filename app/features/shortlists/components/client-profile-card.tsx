import type { ReactNode } from 'react'
import { clientProfileCopy as copy } from '~/content/client-profile'
import { site } from '~/content/site'
import { yearsText, type ClientProfile, type ProfileBrief } from '../client-profile'

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid">
      <h2
        id={id}
        className="text-xs font-semibold tracking-[0.12em] text-accent-700 uppercase print:text-[7.5pt]"
      >
        {title}
      </h2>
      <div className="mt-2 print:mt-1">{children}</div>
    </section>
  )
}

/**
 * A shared candidate's one-page profile as the client reads it (and prints it, on one A4 page):
 * first name and last initial, headline, rate, availability, experience, skills, staff's summary,
 * education and languages; only what ClientProfile holds. The PDF draws the same content.
 */
export function ClientProfileCard({ profile, brief }: { profile: ClientProfile; brief: ProfileBrief }) {
  const facts = [
    { label: copy.facts.rate, value: profile.rate },
    { label: copy.facts.availability, value: profile.availability },
    ...(profile.yearsOfExperience === null
      ? []
      : [{ label: copy.facts.experience, value: yearsText(profile.yearsOfExperience) }]),
  ]
  const columns = profile.education.length > 0 && profile.languages.length > 0
  return (
    <article
      aria-labelledby="profile-name"
      className="rounded-card border border-slate-200 bg-white p-6 text-navy-900 shadow-soft sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="border-b border-slate-200 pb-5 print:pb-3">
        <p className="text-sm font-medium text-slate-600">
          {copy.preparedFor(brief.company, brief.reference)}
        </p>
        <h1 id="profile-name" className="mt-2 text-h1 font-semibold print:text-[24pt]">
          {profile.displayName}
        </h1>
        {profile.headline ? (
          <p className="mt-2 text-lead text-slate-700 print:mt-1 print:text-[12pt] print:leading-snug">
            {profile.headline}
          </p>
        ) : null}
      </header>
      <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 px-5 py-4 sm:grid-cols-3 print:mt-4 print:grid-cols-3 print:py-2.5">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold tracking-[0.1em] text-slate-600 uppercase">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold print:mt-0.5 print:text-[11pt]">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 space-y-7 print:mt-5 print:space-y-4">
        {profile.skills.length ? (
          <Section title={copy.sections.skills} id="profile-skills">
            <ul className="flex flex-wrap gap-2 print:gap-1.5">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-pill bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 print:px-2.5 print:py-0 print:text-[8.5pt] print:leading-[1.6]"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.summary.length ? (
          <Section title={copy.sections.summary} id="profile-summary">
            <div className="max-w-prose space-y-3 text-[1.02rem] leading-relaxed text-navy-900 print:max-w-none print:space-y-1 print:text-[9.5pt] print:leading-[1.4]">
              {profile.summary.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </Section>
        ) : null}
        {profile.education.length || profile.languages.length ? (
          <div className={columns ? 'grid gap-7 sm:grid-cols-2 print:grid-cols-2 print:gap-6' : undefined}>
            {profile.education.length ? (
              <Section title={copy.sections.education} id="profile-education">
                <ul className="space-y-1.5 text-navy-900 print:space-y-0.5 print:text-[9.5pt] print:leading-[1.4]">
                  {profile.education.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {profile.languages.length ? (
              <Section title={copy.sections.languages} id="profile-languages">
                <p className="text-navy-900 print:text-[9.5pt] print:leading-[1.4]">
                  {profile.languages.join(', ')}
                </p>
              </Section>
            ) : null}
          </div>
        ) : null}
      </div>
      <footer className="mt-8 hidden border-t border-slate-200 pt-2 text-[7.5pt] text-slate-600 print:mt-5 print:block">
        <p className="font-semibold text-navy-900">
          {copy.pdfFooter.presentedBy(site.name, site.phone.display, site.email.general)}
        </p>
        <p className="mt-0.5">{copy.pdfFooter.note(brief.company, brief.reference)}</p>
      </footer>
    </article>
  )
}
