import { Form } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ActionButton, buttonClass, Notice } from '~/components/admin/controls'
import { BackLink, Panel } from '~/components/admin/detail-list'
import { formatDateTime } from '~/components/admin/format'
import { OpeningForm, openingFormValues } from '~/features/openings'
import { OpeningPreview } from '~/features/openings'
import { OPENING_STATUS_LABELS } from '~/features/openings'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { handleOpeningForm } from '~/features/openings/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getOpening, listRecruiterChoices } from '~/features/openings/index.server'
import type { Route } from './+types/openings-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.opening.title ?? 'Opening'} | Brightpath admin` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'openings.manage')
  const opening = await getOpening(parseId(params.id))
  if (!opening) notFound()
  const recruiters = await listRecruiterChoices(opening.recruiter)
  return { opening, recruiters, saved: new URL(request.url).searchParams.get('saved') }
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'openings.manage')
  requireSameOrigin(request)
  return handleOpeningForm(request, admin.username, parseId(params.id))
}

const SAVED: Record<string, string> = {
  saved: 'Opening saved.',
  published: 'Opening published: job seekers can apply to it.',
  closed: 'Opening closed: it no longer takes applications.',
}

export default function EditOpening({ loaderData, actionData }: Route.ComponentProps) {
  const { opening, recruiters, saved } = loaderData
  const values = actionData?.values ?? openingFormValues(opening)
  return (
    <>
      <BackLink to="/admin/openings">All openings</BackLink>
      <PageHeading
        title={opening.title}
        description={`/careers/${opening.slug} · ${OPENING_STATUS_LABELS[opening.status]} · updated ${formatDateTime(opening.updatedAt)}`}
      >
        {opening.status === 'open' ? (
          <div className="flex flex-wrap gap-2">
            <a href={`/careers/${opening.slug}`} className={buttonClass('secondary')}>
              View on site
            </a>
            <Form method="post">
              <ActionButton name="intent" value="close" tone="danger">
                Close opening
              </ActionButton>
            </Form>
          </div>
        ) : null}
      </PageHeading>
      {saved && SAVED[saved] && !actionData ? (
        <div className="mb-4">
          <Notice tone="success">{SAVED[saved]}</Notice>
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <OpeningForm
          key={JSON.stringify(values)}
          values={values}
          errors={actionData?.errors ?? {}}
          status={opening.status}
          recruiters={recruiters}
        />
        <div className="xl:sticky xl:top-4">
          <Panel title="As job seekers will see it" id="preview">
            <OpeningPreview opening={opening} />
            <p className="mt-4 text-xs text-slate-600">
              The last saved version; save to see your changes here.
            </p>
          </Panel>
        </div>
      </div>
    </>
  )
}
