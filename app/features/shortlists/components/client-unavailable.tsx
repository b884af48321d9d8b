import { FormPageHero } from '~/components/forms/form-page-hero'
import { clientShortlistCopy as copy } from '~/content/client-shortlist'
import { site } from '~/content/site'
import { LinkButton } from '~/components/ui/button'

/**
 * What a client's page says when it cannot show what the link asked for (an expired, withdrawn,
 * replaced or unknown link; a candidate no longer on the shortlist), with the ways to reach us.
 * `back` leads to the page that still works (the shortlist, from a candidate's profile).
 */
export function ClientUnavailable({
  title,
  text,
  back,
}: {
  title: string
  text: string
  back?: { to: string; label: string }
}) {
  return (
    <>
      <FormPageHero summary={{ kicker: copy.kicker, title, description: text }}>
        {back ? (
          <LinkButton to={back.to} className="mt-8">
            {back.label}
          </LinkButton>
        ) : null}
      </FormPageHero>
      <section className="light py-12 md:py-20" aria-labelledby="reach-us">
        <div className="container-page">
          <h2 id="reach-us" className="text-h3 font-semibold">
            Reach us
          </h2>
          <ul className="mt-5 grid max-w-4xl gap-4 md:grid-cols-2">
            <li className="rounded-card border border-slate-200 bg-white p-6 shadow-soft">
              <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Call</p>
              <a
                href={site.phone.href}
                className="mt-2 inline-block text-xl font-semibold text-accent-700 underline underline-offset-4"
              >
                {site.phone.display}
              </a>
              <p className="mt-1 text-slate-600">{site.hours}</p>
            </li>
            <li className="rounded-card border border-slate-200 bg-white p-6 shadow-soft">
              <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Write</p>
              <a
                href={`mailto:${site.email.general}`}
                className="mt-2 inline-block text-xl font-semibold break-words text-accent-700 underline underline-offset-4"
              >
                {site.email.general}
              </a>
              <p className="mt-1 text-slate-600">
                Mention your brief’s reference, and we will pick it up from there.
              </p>
            </li>
          </ul>
        </div>
      </section>
    </>
  )
}
