import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../app/routes'

export type RouteHandler = (args: {
  request: Request
  params: Record<string, string>
  context: { clientIp: string }
}) => Promise<unknown>

export interface StaffRoute {
  /** The route module, as the route config names it (`routes/admin/contacts.tsx`). */
  file: string
  /** The pattern as the route config has it (`/admin/contacts/:id`). */
  pattern: string
  /** With example parameters filled in. */
  path: string
  params: Record<string, string>
  loader?: RouteHandler
  action?: RouteHandler
  api: boolean
}

const RESUME_KEY = 'feedfacefeedfacefeedfacefeedface.pdf'
export const EXAMPLE_PARAMS: Record<string, string> = { id: '1', entryId: '1', fileName: RESUME_KEY }

/** A plausible body per staff action, so a missing check shows as a change, not as a 400. */
export const SAMPLE_FIELDS: Record<string, Record<string, string>> = {
  '/admin/contacts/1': { intent: 'status', status: 'spam' },
  '/admin/applications/1': { intent: 'status', status: 'hired' },
  '/admin/applications': { intent: 'move', status: 'hired', ids: '1' },
  '/admin/contacts': { status: 'spam', ids: '1' },
  '/admin/applications/1/email': { intent: 'send', subject: 'Hi', body: 'Hello' },
  '/admin/contacts/1/email': { intent: 'send', subject: 'Hi', body: 'Hello' },
  '/admin/hire-briefs/1/email': { intent: 'send', subject: 'Hi', body: 'Hello' },
  '/admin/candidates/1/email': { intent: 'send', subject: 'Hi', body: 'Hello' },
  '/admin/templates': { rejected: '' },
  '/admin/templates/new': { intent: 'save', name: 'T', subject: 'Hi', body: 'Hello' },
  '/admin/templates/1': { intent: 'delete' },
  '/admin/candidates/1': { intent: 'profile', headline: 'Guarded', skills: '', yearsOfExperience: '' },
  '/admin/hire-briefs/1/candidates': { intent: 'add', candidate: '1' },
  '/admin/hire-briefs/1/shortlist': { intent: 'up', entry: '1' },
  '/admin/hire-briefs/1/shortlist/share': { intent: 'send', note: 'As discussed.' },
  '/admin/hire-briefs/1/shortlist/revoke': { intent: 'revoke' },
  '/admin/hire-briefs/1/shortlist/1': { intent: 'remove' },
  '/admin/openings/new': { intent: 'save', title: 'Tester' },
  '/admin/openings/1': { intent: 'close' },
  '/admin/outbox': { id: '1' },
  '/admin/subscribers': { email: 'a@example.com' },
  '/admin/team-page': { intent: 'down', id: '1' },
  '/admin/client-quotes': { intent: 'down', id: '1' },
  '/admin/privacy': { intent: 'erase', email: 'a@example.com', confirm: 'a@example.com' },
  '/admin/privacy/export.json': { email: 'a@example.com' },
  '/admin/settings': { intent: '2fa-start', password: 'x' },
  '/admin/setup': { intent: 'email', email: 'a@example.com' },
  '/admin/team': { intent: 'invite', email: 'new@example.com', role: 'owner' },
  '/admin/hire-briefs/1': { intent: 'note', body: 'Called back' },
  '/admin/my-work': { intent: 'seen', eventId: '1' },
  // A reminder on a contact message: a role that does not read contacts is refused.
  '/admin/follow-ups': { intent: 'remind', recordKind: 'contact', recordId: '1', dueOn: '2999-01-01' },
}

function flatten(entries: RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((e) => {
    const path = [parent, e.path].filter(Boolean).join('/')
    return [{ path: `/${path}`, file: e.file }, ...flatten(e.children ?? [], path)]
  })
}

function handler(module: unknown, name: 'loader' | 'action'): RouteHandler | undefined {
  if (typeof module !== 'object' || module === null || !(name in module)) return undefined
  const value: unknown = Reflect.get(module, name)
  return typeof value === 'function' ? (args) => Promise.resolve(value(args)) : undefined
}

/**
 * Every route of the admin area and every API route but the public health check and public
 * submissions, read from the route config itself: what only signed-in staff may use.
 */
export async function staffRoutes(): Promise<StaffRoute[]> {
  const all = flatten(routes).filter(
    (r) =>
      r.path === '/admin' ||
      r.path.startsWith('/admin/') ||
      // The health check and the mail provider's webhook answer machines, with secrets of their own.
      (r.path.startsWith('/api/') && r.path !== '/api/health' && r.path !== '/api/mail-events'),
  )
  return Promise.all(
    all.map(async ({ path, file }) => {
      const module: unknown = await import(`../app/${file}`)
      const api = path.startsWith('/api/')
      return {
        file,
        pattern: path,
        path: path.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? name),
        params: Object.fromEntries(
          [...path.matchAll(/:(\w+)/g)].map(([, n = '']) => [n, EXAMPLE_PARAMS[n] ?? n]),
        ),
        loader: handler(module, 'loader'),
        // The public POSTs of the API (form submissions) are not staff actions.
        action: api ? undefined : handler(module, 'action'),
        api,
      }
    }),
  )
}
