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
import { seedOpenings } from '~/server/openings/seed-openings.server'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../routes'

type Handler = (args: ReturnType<typeof routeArgs>) => Promise<unknown>
interface GuardedRoute {
  path: string
  params: Record<string, string>
  loader?: Handler
  action?: Handler
  api: boolean
}

const KEY = 'feedfacefeedfacefeedfacefeedface.pdf'
const PARAMS: Record<string, string> = { id: '1', entryId: '1', fileName: KEY }
const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })
// A plausible body per mutation, so a missing guard would show as a change, not as a 400.
const FIELDS: Record<string, Record<string, string>> = {
  '/admin/contacts/1': { status: 'spam' },
  '/admin/applications/1': { intent: 'status', status: 'hired' },
  '/admin/candidates/1': { intent: 'profile', headline: 'Guarded', skills: '', yearsOfExperience: '' },
  '/admin/hire-briefs/1/candidates': { intent: 'add', candidate: '1' },
  '/admin/hire-briefs/1/shortlist': { intent: 'share' },
  '/admin/hire-briefs/1/shortlist/1': { intent: 'remove' },
  '/admin/openings/new': { intent: 'save', title: 'Tester' },
  '/admin/openings/1': { intent: 'close' },
  '/admin/outbox': { id: '1' },
  '/admin/privacy': { intent: 'erase', email: 'a@example.com', confirm: 'a@example.com' },
  '/admin/privacy/export.json': { email: 'a@example.com' },
  '/admin/settings': { intent: '2fa-start', password: 'x' },
}

function flatten(entries: RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((e) => {
    const path = [parent, e.path].filter(Boolean).join('/')
    return [{ path: `/${path}`, file: e.file }, ...flatten(e.children ?? [], path)]
  })
}

function handler(module: unknown, name: 'loader' | 'action'): Handler | undefined {
  if (typeof module !== 'object' || module === null || !(name in module)) return undefined
  const value: unknown = Reflect.get(module, name)
  return typeof value === 'function' ? (args) => Promise.resolve(value(args)) : undefined
}

/** Every route of the admin area and every admin API, read from the route config itself. */
async function guardedRoutes(): Promise<GuardedRoute[]> {
  const all = flatten(routes).filter(
    (r) =>
      r.path === '/admin' ||
      r.path.startsWith('/admin/') ||
      (r.path.startsWith('/api/') && r.path !== '/api/health'),
  )
  return Promise.all(
    all.map(async ({ path, file }) => {
      const module: unknown = await import(`../../${file}`)
      const api = path.startsWith('/api/')
      return {
        path: path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name),
        params: Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, n = '']) => [n, PARAMS[n] ?? n])),
        loader: handler(module, 'loader'),
        // The public POSTs of the API (form submissions) are not admin mutations.
        action: api ? undefined : handler(module, 'action'),
        api,
      }
    }),
  )
}

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
      if (!loader || path.startsWith('/admin/privacy/') || path === '/admin/logout') continue
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
