import { useSearchParams } from 'react-router'
import type { RouteHandle } from '~/root'
import { ApplicationForm } from '~/components/careers/application-form'
import { HiringSteps } from '~/components/careers/hiring-steps'
import { findPosition } from '~/contracts/positions'
import { APPLY_ACTION } from '~/components/careers/use-application-form'
import { FormErrorBoundary } from '~/components/forms/form-error-boundary'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { FORM_MESSAGES } from '~/contracts/messages'
import { applyPageCopy } from '~/content/forms'
import { site } from '~/content/site'
import { getPageSummary } from '~/content/page-index'
import { buildMeta } from '~/seo/meta'
import { issueFormToken } from '~/server/security/form-token.server'
import { applicationForm } from '~/server/submissions/application.server'
import { formPageAction } from '~/server/submissions/page-action.server'
import { readApplicationBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/apply'
import { metaFromLoader } from '~/seo/route-meta'

/** Rendered per request: the form's HTML carries a fresh fill-time token. */
export const handle: RouteHandle = { hydrate: true }

export async function loader() {
  return {
    formToken: await issueFormToken('application'),
    hero: getPageSummary(APPLY_ACTION),
    meta: buildMeta({ path: APPLY_ACTION }),
  }
}

export const meta = metaFromLoader

/** The form's plain (no JavaScript) multipart post; with JavaScript the form sends to the JSON API. */
export async function action(args: Route.ActionArgs) {
  return formPageAction(applicationForm, args, { readBody: readApplicationBody, path: APPLY_ACTION })
}

function Fallback() {
  return (
    <div
      role="alert"
      className="rounded-card border border-danger-700/25 bg-danger-300/20 p-6 text-danger-700"
    >
      <p className="font-semibold">{FORM_MESSAGES.formCrashed}</p>
      <p className="mt-2 text-sm">
        {applyPageCopy.fallbackHelp}{' '}
        <a className="font-semibold underline" href={`mailto:${site.email.careers}`}>
          {site.email.careers}
        </a>
        .
      </p>
    </div>
  )
}

export default function ApplyPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const position = findPosition(params.get('position'))
  return (
    <>
      <FormPageHero summary={loaderData.hero} />
      <section className="light relative py-16 md:py-24" aria-labelledby="application-form-title">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-14">
          <div className="rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-10">
            <h2 id="application-form-title" className="text-h3 font-semibold">
              {position ? applyPageCopy.formTitleForRole(position.title) : applyPageCopy.formTitle}
            </h2>
            <p className="mt-2 mb-10 text-slate-600">{applyPageCopy.formIntro}</p>
            <FormErrorBoundary fallback={<Fallback />}>
              <ApplicationForm
                privacyNote={applyPageCopy.privacyNote}
                key={position?.slug ?? ''}
                sent={params.get('sent') === '1'}
                token={loaderData.formToken}
                position={position?.slug}
                labelledBy="application-form-title"
              />
            </FormErrorBoundary>
          </div>
          <HiringSteps steps={applyPageCopy.steps} />
        </div>
      </section>
    </>
  )
}
