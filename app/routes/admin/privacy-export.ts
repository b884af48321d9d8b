import { redirect } from 'react-router'
import { z } from '~/lib/zod'
import { parseForm } from '~/server/admin/form-data.server'
import { exportPersonalData } from '~/features/privacy/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/privacy-export'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'privacy.manage')
  throw redirect('/admin/privacy')
}

/** POST /admin/privacy/export.json (email): everything stored for that address, as a download. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'privacy.manage')
  requireSameOrigin(request)
  const { email } = await parseForm(
    request,
    z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) }),
  )
  const body = JSON.stringify(await exportPersonalData(email, admin.username), null, 2)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
