import { redirect, useSearchParams } from 'react-router'
import { ContactDetails } from '~/components/contact/contact-details'
import { CONTACT_ACTION, ContactForm } from '~/components/contact/contact-form'
import { JS_FIELD } from '~/contracts/form-fields'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { FORM_MESSAGES } from '~/contracts/messages'
import { contactPageCopy } from '~/content/forms'
import { getPageSummary } from '~/content/page-index'
import { buildMeta } from '~/seo/meta'
import type { RouteHandle } from '~/root'
import { issueFormToken } from '~/server/security/form-token.server'
import { getClientIp } from '~/server/security/client-ip.server'
import { submitContact } from '~/server/submissions/contact.server'
import { pageProblem, pageSuccess } from '~/server/submissions/page-action.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/contact'
import { metaFromLoader } from '~/seo/route-meta'

export const handle: RouteHandle = { hideContactTab: true }

/** Rendered per request: the form's HTML carries a fresh fill-time token (renewed after each post). */
export async function loader() {
  return {
    formToken: await issueFormToken('contact'),
    hero: getPageSummary('/contact'),
    meta: buildMeta({ path: '/contact' }),
  }
}

export const meta = metaFromLoader

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readContactBody(request)
  if (!body.ok) return pageProblem(body.problem)
  const { submission, outcome } = await submitContact(body.fields, getClientIp(context), { fromPage: true })
  if (!outcome.ok) return pageProblem(outcome.problem, submission)
  // Without JavaScript, a redirect (303) turns the POST into a GET: a reload cannot send twice.
  if (body.fields.get(JS_FIELD) !== '1') throw redirect(`${CONTACT_ACTION}?sent=1`, 303)
  return pageSuccess(FORM_MESSAGES.contactSuccess, submission)
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
              sent={params.get('sent') === '1'}
              token={loaderData.formToken}
              labelledBy="contact-form-title"
            />
          </div>
          <ContactDetails />
        </div>
      </section>
    </>
  )
}
