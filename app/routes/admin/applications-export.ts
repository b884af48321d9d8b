import { exportApplications } from '~/features/applications/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/applications-export'

/**
 * GET /admin/applications/export.csv?<filters>: the filtered list, every page (up to EXPORT_LIMIT
 * rows), as CSV, with the opening applied for and the screening answers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'applications.export')
  return exportApplications(request.url, admin.username)
}
