import type { SubmissionResult } from '@conform-to/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  CookieJar,
  routeArgs,
  settle,
  settleResponse,
  signedInJar,
  TEST_ADMIN,
  TEST_ORIGIN,
} from '../../tests/admin-session'
import { createTestDatabase, type TestDatabase } from '../../tests/db-utils'
import { INVALID_CREDENTIALS, signInStep, WRONG_SIGN_IN_CODE } from '~/features/account'
import { deactivateMember } from '~/features/team/index.server'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { action } from './admin-login'

let database: TestDatabase
beforeEach(async () => {
  database = await createTestDatabase('sqlite', { LOGIN_MAX_FAILURES: '3' })
  await createStaffMember({ username: TEST_ADMIN.username, password: TEST_ADMIN.password, role: 'owner' })
})
afterEach(async () => {
  await database.cleanup()
})

const post = (
  headers: Record<string, string>,
  fields: Record<string, string> = { intent: 'password', ...TEST_ADMIN },
) => new Request(`${TEST_ORIGIN}/admin-login`, { method: 'POST', headers, body: new URLSearchParams(fields) })

/** What the sign-in action answered: the reply, its status and headers; or the redirect. */
async function signInPost(fields: Record<string, string>, jar?: CookieJar, clientIp = '203.0.113.70') {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN }
  if (jar) headers.Cookie = jar.header()
  const args = { ...routeArgs(post(headers, fields), {}), context: { clientIp } }
  const result = await settle(() => action(args))
  if (result instanceof Response) return { status: result.status, headers: result.headers, result: undefined }
  const { data, init } = result as {
    data: SubmissionResult<string[]>
    init: { status?: number; headers?: Headers } | null
  }
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), result: data }
}

it('refuses a sign-in posted from another site, or with no Origin, like every admin action', async () => {
  const refused: Record<string, string>[] = [{ Origin: 'https://evil.example' }, {}]
  for (const headers of refused) {
    const response = await settleResponse(() => action(routeArgs(post(headers), {})))
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  }
  const response = await settleResponse(() => action(routeArgs(post({ Origin: TEST_ORIGIN }), {})))
  expect(response.status).toBe(302)
})

it('answers a bad field with 400 and its error under that field; the password never comes back', async () => {
  const empty = await signInPost({ intent: 'password', username: ' ', password: 'typed-secret' })
  expect(empty.status).toBe(400)
  expect(empty.result?.error).toEqual({ username: [INVALID_CREDENTIALS] })
  expect(empty.result?.initialValue).toEqual({ intent: 'password', username: ' ' })
  expect(signInStep(empty.result)).toBe('password')

  const noIntent = await signInPost({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
  expect(noIntent.status).toBe(400)
  expect(noIntent.result?.error).toEqual({ intent: [INVALID_CREDENTIALS] })

  const longCode = await signInPost({ intent: 'code', code: '1234567890123' })
  expect(longCode.status).toBe(400)
  expect(longCode.result?.error).toEqual({ code: [WRONG_SIGN_IN_CODE] })
})

it('refuses a wrong password as a whole (401), and pauses the guesser (429 with Retry-After)', async () => {
  for (let i = 0; i < 3; i++) {
    const wrong = await signInPost({
      intent: 'password',
      username: TEST_ADMIN.username,
      password: `wrong-${i}`,
    })
    expect(wrong.status).toBe(401)
    expect(wrong.result?.error).toEqual({ '': [INVALID_CREDENTIALS] })
    expect(wrong.result?.initialValue).toEqual({ intent: 'password', username: TEST_ADMIN.username })
    expect(signInStep(wrong.result)).toBe('password')
  }
  const paused = await signInPost({ intent: 'password', ...TEST_ADMIN })
  expect(paused.status).toBe(429)
  expect(Number(paused.headers.get('Retry-After'))).toBeGreaterThan(60)
  expect(paused.result?.error?.['']).toEqual([
    expect.stringMatching(/^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/),
  ])
})

it('moves to the code step once the password is right; a wrong code stays there (401), at the code field', async () => {
  await signedInJar('recruiter', 'meera')
  const step = await signInPost({ intent: 'password', username: 'meera', password: TEST_ADMIN.password })
  expect(step.status).toBe(200)
  expect(step.result?.error).toBeUndefined()
  expect(signInStep(step.result)).toBe('code')
  const challenge = new CookieJar().apply(step.headers.getSetCookie())

  const wrong = await signInPost({ intent: 'code', code: '000000' }, challenge)
  expect(wrong.status).toBe(401)
  expect(wrong.result?.error).toEqual({ code: [WRONG_SIGN_IN_CODE] })
  expect(wrong.result?.initialValue).toEqual({ intent: 'code' })
  expect(signInStep(wrong.result)).toBe('code')

  // Without the challenge, the sign-in starts again: a refusal of the whole step.
  const expired = await signInPost({ intent: 'code', code: '000000' })
  expect(expired.status).toBe(401)
  expect(expired.result?.error).toEqual({ '': ['The sign-in took too long. Please start again.'] })
  expect(signInStep(expired.result)).toBe('password')
})

it('tells a deactivated member so (403), and signs nobody in', async () => {
  const owner = await getStaffSession(adminRequest('/admin', await signedInJar('owner', 'asha')))
  const gone = await createStaffMember({ username: 'gone', password: TEST_ADMIN.password, role: 'sales' })
  if (!owner) throw new Error('no owner session')
  expect(await deactivateMember(owner, gone.id)).toEqual({ ok: true })
  const answer = await signInPost({ intent: 'password', username: 'gone', password: TEST_ADMIN.password })
  expect(answer.status).toBe(403)
  expect(answer.headers.getSetCookie()).toEqual([])
  expect(answer.result?.error?.['']).toEqual([
    'This account has been deactivated. If you should still have access, ask an owner of the admin.',
  ])
})
