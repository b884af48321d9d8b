import { PageHeading } from '~/components/admin/admin-header'
import { AuditLog, AuditQuerySchema } from '~/features/audit'
import { listAuditEntries } from '~/features/audit/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/audit'

export const meta = () => [{ title: 'Audit log | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'audit.read')
  const params = new URL(request.url).searchParams
  const query = AuditQuerySchema.parse({
    action: params.get('action') || undefined,
    page: params.get('page') ?? undefined,
  })
  return { query, list: await listAuditEntries(query) }
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        title="Audit log"
        description="Who did what in the admin, and when (times in IST, the company’s zone). Newest first."
      />
      <AuditLog query={loaderData.query} list={loaderData.list} />
    </>
  )
}
