import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  CookieJar,
  expireAllSessions,
  routeArgs,
  settle,
  signedInJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedContact } from '../../../tests/seed'
import { seedOpenings } from '~/features/openings/index.server'
import {
  EXAMPLE_PARAMS,
  SAMPLE_FIELDS as FIELDS,
  staffRoutes,
  type StaffRoute,
} from '../../../tests/admin-routes'

type GuardedRoute = StaffRoute

const KEY = EXAMPLE_PARAMS.fileName ?? ''
const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })
const guardedRoutes = staffRoutes

function asResponse(result: unknown): Response {
  if (result instanceof Response) return result
  throw new Error(`expected a Response, got ${JSON.stringify(result)}`)
}

function expectLoginRedirect(result: unknown) {
  const response = asResponse(result)
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toMatch(/^\/admin-login\?redirectTo=/)
}

async function expectUnauthorizedJson(result: unknown) {
  const response = asResponse(result)
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } })
}

describeEachDatabase('every admin route and admin API checks the session itself', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  let guarded: GuardedRoute[]
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedContact('a@example.com')
    await seedApplication('a@example.com', {}, KEY)
    await seedOpenings()
    jar = await signedInJar()
    guarded = await guardedRoutes()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('walks the whole admin: pages, exports, detail views, APIs and every action', () => {
    expect(guarded.filter((r) => r.loader).length).toBeGreaterThanOrEqual(17)
    expect(guarded.filter((r) => r.action).map((r) => r.path)).toEqual(
      expect.arrayContaining([...Object.keys(FIELDS), '/admin/logout']),
    )
  })

  it('with a live session, every page and API answers', async () => {
    for (const { path, params, loader } of guarded) {
      // Setup sends a member whose account is set up on to the dashboard; /admin sends everyone to My work.
      if (
        !loader ||
        path === '/admin' ||
        path.startsWith('/admin/privacy/') ||
        path === '/admin/logout' ||
        path === '/admin/setup'
      )
        continue
      const result = await settle(() => loader(routeArgs(adminRequest(path, jar), params)))
      expect(result instanceof Response && result.status >= 300 ? `${path} ${result.status}` : path).toBe(
        path,
      )
    }
  })

  for (const state of ['no session', 'an expired session', 'a forged cookie'] as const) {
    it(`with ${state}, pages and actions redirect to the login and APIs answer 401`, async () => {
      let cookies: CookieJar | undefined
      if (state === 'an expired session') {
        await expireAllSessions()
        cookies = jar
      }
      if (state === 'a forged cookie')
        cookies = new CookieJar().apply(['better-auth.session_token=forged.value', 'isLoggedIn=true'])
      for (const { path, params, loader, action, api } of guarded) {
        if (loader) {
          const result = await settle(() => loader(routeArgs(adminRequest(path, cookies), params)))
          if (api) await expectUnauthorizedJson(result)
          else expectLoginRedirect(result)
        }
        if (action) {
          const request = adminRequest(path, cookies, form(FIELDS[path] ?? {}))
          expectLoginRedirect(await settle(() => action(routeArgs(request, params))))
        }
      }
    })
  }

  it('refuses every admin mutation from another origin, or with no Origin, with 403', async () => {
    for (const origin of ['https://evil.example', null]) {
      for (const { path, params, action } of guarded) {
        if (!action) continue
        const request = adminRequest(path, jar, form(FIELDS[path] ?? {}))
        if (origin) request.headers.set('Origin', origin)
        else request.headers.delete('Origin')
        const result = await settle(() => action(routeArgs(request, params)))
        expect(result instanceof Response ? `${path} ${result.status}` : path).toBe(`${path} 403`)
      }
    }
  })
})
