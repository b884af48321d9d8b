import { requireAdmin } from '~/server/auth/require-admin.server'
import type { Route } from './+types/dashboard'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export default function Dashboard() {
  return <h1 className="text-h2 font-semibold">Submissions</h1>
}
