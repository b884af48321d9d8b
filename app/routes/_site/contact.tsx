import { useSearchParams } from 'react-router'
import { ContactDetails } from '~/components/contact/contact-details'
import { CONTACT_ACTION, ContactForm } from '~/components/contact/contact-form'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { contactPageCopy } from '~/content/forms'
import { getPageSummary } from '~/content/page-index'
import { buildMeta } from '~/seo/meta'
import type { RouteHandle } from '~/root'
import { issueFormToken } from '~/server/security/form-token.server'
import { contactForm } from '~/server/submissions/contact.server'
import { formPageAction } from '~/server/submissions/page-action.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/contact'
import { metaFromLoader } from '~/seo/route-meta'

export const handle: RouteHandle = { hideContactTab: true, hydrate: true }

/** Rendered per request: the form's HTML carries a fresh fill-time token (renewed after each post). */
export async function loader() {
  return {
    formToken: await issueFormToken('contact'),
    hero: getPageSummary('/contact'),
    meta: buildMeta({ path: '/contact' }),
  }
}

export const meta = metaFromLoader

/** The form posted without JavaScript; with it, the form sends to POST /api/contact. */
export async function action(args: Route.ActionArgs) {
  return formPageAction(contactForm, args, { readBody: readContactBody, path: CONTACT_ACTION })
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  return (
    <>
      <FormPageHero summary={loaderData.hero} />
      <section className="light relative py-16 md:py-24" aria-labelledby="contact-form-title">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,5fr)] lg:gap-14">
          <div className="rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-10">
            <h2 id="contact-form-title" className="text-h3 font-semibold">
              {contactPageCopy.formTitle}
            </h2>
            <p className="mt-2 mb-8 text-slate-600">{contactPageCopy.formIntro}</p>
            <ContactForm
              copy={contactPageCopy}
              sent={params.get('sent') === '1'}
              token={loaderData.formToken}
              labelledBy="contact-form-title"
            />
          </div>
          <ContactDetails copy={contactPageCopy.details} />
        </div>
      </section>
    </>
  )
}
