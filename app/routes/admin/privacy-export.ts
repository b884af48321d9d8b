import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import { PrivacyExportForm } from '~/features/privacy'
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
  const submission = parseWithZod(await request.formData(), {
    schema: PrivacyExportForm,
    disableAutoCoercion: true,
  })
  // The form posts the address found, so only a hand-made post lands here: the reply says what was wrong, by field.
  if (submission.status !== 'success') {
    return Response.json(submission.reply(), { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const body = JSON.stringify(await exportPersonalData(submission.value.email, admin.username), null, 2)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
