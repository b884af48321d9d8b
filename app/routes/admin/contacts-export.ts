import { exportContacts } from '~/features/contacts/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/contacts-export'

/** GET /admin/contacts/export.csv?<filters>: the filtered list, every page (up to EXPORT_LIMIT rows), as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'contacts.export')
  return exportContacts(request.url, admin.username)
}
