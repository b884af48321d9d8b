import type { RouteHandle } from '~/root'
import { HiringSteps } from '~/components/careers/hiring-steps'
import { findPosition, isGeneralApplication } from '~/contracts/positions'
import { SHOW_QUESTIONS_INTENT } from '~/components/careers/use-application-form'
import { APPLICATION_FORM } from '~/contracts/application-form'
import { FormPageHero } from '~/components/forms/form-page-hero'
import { applyPageCopy } from '~/content/forms'
import { getPageSummary } from '~/content/page-index'
import { applicationFormIsland } from '~/islands/application-form'
import { Island } from '~/islands/island'
import { buildMeta } from '~/seo/meta'
import { islandAssets } from '~/server/html/island-assets.server'
import { issueFormToken } from '~/server/security/form-token.server'
import { listOpenPositions, loadApplicationForm } from '~/server/submissions/application.server'
import { formPageAction, sentReferenceOf } from '~/server/submissions/page-action.server'
import { readApplicationBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/apply'
import { metaFromLoader } from '~/seo/route-meta'

export const handle: RouteHandle = { island: true }

/**
 * Rendered per request: the form's HTML carries a fresh fill-time token, and its positions are
 * the openings open now. `?position=` preselects one; a link to a role that is no longer open
 * says so above the form instead of failing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const positions = await listOpenPositions()
  const params = new URL(request.url).searchParams
  const asked = params.get('position')
  const position = findPosition(positions, asked)
  return {
    formToken: await issueFormToken('application'),
    sent: params.get('sent') === '1',
    sentReference: sentReferenceOf(params, 'application'),
    island: islandAssets('application-form'),
    hero: getPageSummary(APPLICATION_FORM.path),
    meta: buildMeta({ path: APPLICATION_FORM.path }),
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
    path: APPLICATION_FORM.path,
    redrawIntent: SHOW_QUESTIONS_INTENT,
  })
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
  const initialPosition = positionShown({ loaderData, actionData })
  return (
    <>
      <FormPageHero summary={loaderData.hero} />
      <section className="light relative py-16 md:py-24" aria-labelledby="application-form-title">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-14">
          <Island
            of={applicationFormIsland}
            assets={loaderData.island}
            props={{
              positions: loaderData.positions,
              initialPosition,
              positionClosed: loaderData.positionClosed,
              sent: loaderData.sent,
              sentReference: loaderData.sentReference,
              pageData: actionData,
              token: loaderData.formToken,
            }}
          />
          <HiringSteps steps={applyPageCopy.steps} />
        </div>
      </section>
    </>
  )
}
