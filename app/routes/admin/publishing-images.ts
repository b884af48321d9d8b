import { data, redirect } from 'react-router'
import { ImageUploadSchema } from '~/features/publishing'
import { readImageUpload, storeImage } from '~/features/publishing/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/publishing-images'

/** Where an upload sends the browser back to: an editor page of ours, nothing else. */
function returnPath(value: string | undefined): string {
  return value && /^\/admin\/publishing\/(?:new|\d+)(?:\?[\w=&-]*)?$/.test(value)
    ? value
    : '/admin/publishing'
}

const withOutcome = (path: string, outcome: string) =>
  `${path}${path.includes('?') ? '&' : '?'}image=${outcome}`

/**
 * An image upload (multipart): stored once, its widths made, then back to the editor it came
 * from with the outcome in the address (`?image=<id>` or `?image=not_an_image` …).
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'publishing.manage')
  requireSameOrigin(request)
  const upload = await readImageUpload(request)
  if (!upload.ok) {
    if (upload.code === 'malformed') throw data({ message: 'Bad request' }, { status: 400 })
    throw redirect(withOutcome(returnPath(upload.fields.get('returnTo')), upload.code))
  }
  const back = returnPath(upload.fields.get('returnTo'))
  const alt = ImageUploadSchema.safeParse({ alt: upload.fields.get('alt') ?? '' })
  if (!alt.success) throw redirect(withOutcome(back, 'no_alt'))
  if (!upload.file) throw redirect(withOutcome(back, 'not_an_image'))
  const stored = await storeImage(upload.file, alt.data.alt, staff.username)
  throw redirect(withOutcome(back, stored.ok ? String(stored.image.id) : stored.code))
}
