import { Link } from 'react-router'
import { FormPageFrame } from '~/components/forms/form-page-frame'
import { hireBriefCopy } from '~/content/hire-brief'
import { getPageSummary } from '~/content/page-index'
import { BRIEF_ROLES, type BriefRole } from '~/contracts/hire-brief'
import { HIRE_BRIEF_FORM } from '~/contracts/hire-brief-form'
import { hireBriefFormIsland } from '~/islands/hire-brief-form'
import { Island } from '~/islands/island'
import type { RouteHandle } from '~/root'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import { islandAssets } from '~/server/html/island-assets.server'
import { issueFormToken } from '~/server/security/form-token.server'
import { hireBriefForm } from '~/server/submissions/hire-brief.server'
import { formPageAction, sentReferenceOf } from '~/server/submissions/page-action.server'
import { readHireBriefBody } from '~/server/submissions/read-hire-brief-body.server'
import type { Route } from './+types/hire-brief'

export const handle: RouteHandle = { hideContactTab: true, island: true }

const isRole = (value: string | null): value is BriefRole =>
  value !== null && (BRIEF_ROLES.values as readonly string[]).includes(value)

/**
 * Rendered per request: the form carries a fresh fill-time token, and `?role=` preselects the role.
 * `?sent=1&ref=` shows the sent state with its reference, only when it is one of ours: the link
 * is anyone's to write, and the page must not repeat their text as if we had said it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const role = params.get('role')
  return {
    formToken: await issueFormToken('hire-brief'),
    sentReference: sentReferenceOf(params, 'brief'),
    island: islandAssets('hire-brief-form'),
    role: isRole(role) ? role : undefined,
    hero: getPageSummary('/hire/brief'),
    meta: buildMeta({ path: '/hire/brief' }),
  }
}

export const meta = metaFromLoader

/** The brief posted without JavaScript; with it, the form sends to POST /api/hire-brief. */
export async function action(args: Route.ActionArgs) {
  return formPageAction(hireBriefForm, args, { readBody: readHireBriefBody, path: HIRE_BRIEF_FORM.path })
}

/** What happens after the brief is sent, and the contact form for those who would rather write. */
function NextSteps() {
  return (
    <aside aria-labelledby="brief-next-title" className="lg:pt-4">
      <div className="rounded-card border border-slate-200 bg-slate-50 p-6 sm:p-8 lg:sticky lg:top-28">
        <h2 id="brief-next-title" className="text-h4 font-semibold text-navy-900">
          {hireBriefCopy.nextSteps.title}
        </h2>
        <ol className="mt-6 space-y-6">
          {hireBriefCopy.nextSteps.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-navy-900">{step.title}</p>
                <p className="mt-1 text-[0.95rem] text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
          {hireBriefCopy.contactInstead.before}
          <Link to="/contact" className="font-semibold text-accent-700 underline-offset-4 hover:underline">
            {hireBriefCopy.contactInstead.link}
          </Link>
          {hireBriefCopy.contactInstead.after}
        </p>
      </div>
    </aside>
  )
}

export default function HireBriefPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormPageFrame
      summary={loaderData.hero}
      titleId="hire-brief-title"
      title={hireBriefCopy.formTitle}
      intro={hireBriefCopy.formIntro}
      aside={<NextSteps />}
      asideWidth="narrow"
    >
      <Island
        of={hireBriefFormIsland}
        assets={loaderData.island}
        props={{
          token: loaderData.formToken,
          role: loaderData.role,
          sentReference: loaderData.sentReference,
          pageData: actionData,
        }}
      />
    </FormPageFrame>
  )
}
