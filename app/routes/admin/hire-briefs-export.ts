import { exportBriefs } from '~/features/hire-briefs/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/hire-briefs-export'

/** GET /admin/hire-briefs/export.csv?<filters>: the filtered briefs, every page, as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'briefs.export')
  return exportBriefs(request.url, admin.username)
}
