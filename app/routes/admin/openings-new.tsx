import { PageHeading } from '~/components/admin/admin-header'
import { BackLink } from '~/components/admin/detail-list'
import { OpeningForm } from '~/features/openings'
import { handleOpeningForm, listRecruiterChoices } from '~/features/openings/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/openings-new'

export const meta = () => [{ title: 'New opening | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'openings.manage')
  return { recruiters: await listRecruiterChoices() }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'openings.manage')
  requireSameOrigin(request)
  return handleOpeningForm(request, admin.username)
}

const BLANK = { workplace: 'hybrid', employmentType: 'full-time', payCurrency: 'INR', payPeriod: 'year' }

export default function NewOpening({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/admin/openings">All openings</BackLink>
      <PageHeading
        title="New opening"
        description="Saved as a draft first: job seekers see it once you publish it."
      />
      <OpeningForm
        key={JSON.stringify(actionData?.values ?? null)}
        values={actionData?.values ?? BLANK}
        errors={actionData?.errors ?? {}}
        recruiters={loaderData.recruiters}
      />
    </>
  )
}
