import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { RouteHandle } from '~/root'
import { ApplicationForm } from '~/components/careers/application-form'
import { HiringSteps } from '~/components/careers/hiring-steps'
import { findPosition, isGeneralApplication } from '~/contracts/positions'
import { APPLY_ACTION, SHOW_QUESTIONS_INTENT } from '~/components/careers/use-application-form'
import { FormErrorBoundary } from '~/components/forms/form-error-boundary'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { FORM_MESSAGES } from '~/contracts/messages'
import { applyPageCopy } from '~/content/forms'
import { site } from '~/content/site'
import { getPageSummary } from '~/content/page-index'
import { buildMeta } from '~/seo/meta'
import { issueFormToken } from '~/server/security/form-token.server'
import { listOpenPositions, loadApplicationForm } from '~/server/submissions/application.server'
import { formPageAction } from '~/server/submissions/page-action.server'
import { readApplicationBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/apply'
import { metaFromLoader } from '~/seo/route-meta'

export const handle: RouteHandle = { hydrate: true }

/**
 * Rendered per request: the form's HTML carries a fresh fill-time token, and its positions are
 * the openings open now. `?position=` preselects one; a link to a role that is no longer open
 * says so above the form instead of failing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const positions = await listOpenPositions()
  const asked = new URL(request.url).searchParams.get('position')
  const position = findPosition(positions, asked)
  return {
    formToken: await issueFormToken('application'),
    hero: getPageSummary(APPLY_ACTION),
    meta: buildMeta({ path: APPLY_ACTION }),
    positions,
    position: position?.slug,
    positionClosed: !position && !isGeneralApplication(asked),
  }
}

export const meta = metaFromLoader

/** The form's plain (no JavaScript) multipart post; with JavaScript the form sends to the JSON API. */
export async function action(args: Route.ActionArgs) {
  return formPageAction(await loadApplicationForm(), args, {
    readBody: readApplicationBody,
    path: APPLY_ACTION,
    redrawIntent: SHOW_QUESTIONS_INTENT,
  })
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

/**
 * The position the form comes back with after a post without JavaScript (drawn again for a role's
 * questions, or refused), else the one in the link.
 */
function positionShown({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const posted = actionData?.result?.initialValue?.position
  return typeof posted === 'string' ? findPosition(loaderData.positions, posted)?.slug : loaderData.position
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const initial = positionShown({ loaderData, actionData })
  const [chosen, setChosen] = useState(initial)
  // A new link (?position=) starts from its own role, as a new page would.
  const [linked, setLinked] = useState(initial)
  if (linked !== initial) {
    setLinked(initial)
    setChosen(initial)
  }
  const position = findPosition(loaderData.positions, chosen)
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
            {loaderData.positionClosed && !chosen ? (
              <p className="-mt-4 mb-10 rounded-xl border border-navy-900/15 bg-slate-50 px-4 py-3 font-semibold text-navy-900">
                {applyPageCopy.positionClosed}
              </p>
            ) : null}
            <FormErrorBoundary fallback={<Fallback />}>
              <ApplicationForm
                privacyNote={applyPageCopy.privacyNote}
                key={initial ?? ''}
                sent={params.get('sent') === '1'}
                token={loaderData.formToken}
                positions={loaderData.positions}
                position={chosen}
                onPositionChange={setChosen}
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
