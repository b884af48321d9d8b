import { data, redirect } from 'react-router'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '~/lib/constants'
import type { Route } from './+types/consent'

/** Only same-site paths: never "//host" or a scheme. */
function safeRedirect(value: FormDataEntryValue | null): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : '/'
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  const headers = {
    'Set-Cookie': `${CONSENT_COOKIE}=1; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
  }
  if (form.get('js') === '1') return data({ ok: true }, { headers })
  return redirect(safeRedirect(form.get('redirectTo')), { headers, status: 303 })
}

export function loader() {
  return redirect('/', { status: 303 })
}
