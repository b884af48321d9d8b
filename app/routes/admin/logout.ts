import { redirect } from 'react-router'
import { requireStaff } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { signOut } from '~/server/auth/sign-in.server'
import { recordAudit } from '~/features/audit/index.server'
import type { Route } from './+types/logout'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  throw redirect('/admin')
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireStaff(request)
  requireSameOrigin(request)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of await signOut(request)) headers.append('Set-Cookie', cookie)
  await recordAudit({ actor: admin.username, action: 'logout' })
  throw redirect('/admin-login?signedOut=1', { headers })
}
