import { data, redirect } from 'react-router'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '~/lib/constants'
import { servedPathOf } from '~/lib/routes'
import type { Route } from './+types/consent'

/**
 * Back to the page the notice was on: a path we serve, rebuilt from its plain segments, with
 * its query re-encoded; anything else (`//host`, `/\\host`, a tab, a scheme) goes home.
 */
export function consentRedirectTarget(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/'
  const queryAt = value.indexOf('?')
  let path: string
  try {
    path = decodeURIComponent(queryAt === -1 ? value : value.slice(0, queryAt))
  } catch {
    return '/'
  }
  const served = servedPathOf(path)
  if (served === null) return '/'
  const query = queryAt === -1 ? '' : new URLSearchParams(value.slice(queryAt + 1)).toString()
  return query ? `${served}?${query}` : served
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  const headers = {
    'Set-Cookie': `${CONSENT_COOKIE}=1; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
  }
  if (form.get('js') === '1') return data({ ok: true }, { headers })
  return redirect(consentRedirectTarget(form.get('redirectTo')), { headers, status: 303 })
}

export function loader() {
  return redirect('/', { status: 303 })
}
