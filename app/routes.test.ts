// @vitest-environment node
import { readFileSync } from 'node:fs'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { formAt, FORMS } from '~/contracts/forms'
import { PUBLIC_PATHS } from '~/lib/routes'
import routes from './routes'

/** URL → route module, as the architecture guide's table of public pages states it. */
function readmeTable(): Map<string, string> {
  const guide = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8')
  const section = guide.split('## Public pages and their route modules')[1]?.split('\n#')[0] ?? ''
  const table = new Map<string, string>()
  for (const line of section.split('\n').filter((row) => row.startsWith('| `/'))) {
    const [urls = '', modules = ''] = line.split('|').slice(1)
    const paths = [...urls.matchAll(/`([^`]+)`/g)].map(([, path]) => path ?? '')
    const files = [...modules.matchAll(/`([^`]+\.tsx)`/g)].map(([, file]) => file ?? '')
    // A row names one module for all its URLs, or one module per URL.
    paths.forEach((path, i) => table.set(path, files.length === 1 ? (files[0] ?? '') : (files[i] ?? '')))
  }
  return table
}

const served = new Map(
  routes.flatMap((route) =>
    route.file.startsWith('routes/_site/')
      ? [[route.index ? '/' : `/${route.path ?? ''}`, route.file.replace('routes/_site/', '')] as const]
      : [],
  ),
)

describe("the architecture guide's table of public pages", () => {
  const table = readmeTable()

  it('lists every public URL once', () => {
    expect([...table.keys()].sort()).toEqual([...PUBLIC_PATHS].sort())
  })

  it.each([...table])('%s is served by %s', (path, file) => {
    const article = /^\/sectors\/[^/]+$/.test(path) ? '/sectors/:slug' : path
    expect(served.get(article)).toBe(file)
  })
})

describe('form declarations', () => {
  function flatten(entries: RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
    return entries.flatMap((entry) => {
      const path = [parent, entry.path].filter(Boolean).join('/')
      return [{ path: `/${path}`, file: entry.file }, ...flatten(entry.children ?? [], path)]
    })
  }

  /** Every route whose module takes a POST (exports an action), with its parameters filled in. */
  async function postRoutes() {
    const taken = await Promise.all(
      flatten(routes).map(async ({ path, file }) => {
        const module = (await import(`./${file}`)) as Record<string, unknown>
        return typeof module.action === 'function' ? [path.replace(/:\w+/g, 'x').toLowerCase()] : []
      }),
    )
    return taken.flat()
  }

  it('declares every route that takes a POST', async () => {
    const routesWithActions = await postRoutes()
    expect(routesWithActions).toContain('/api/hire-brief')
    expect(routesWithActions.filter((path) => !formAt(path))).toEqual([])
  })

  it('declares no path that takes no POST', async () => {
    const routesWithActions = await postRoutes()
    const unused = FORMS.flatMap((form) =>
      'subpaths' in form
        ? routesWithActions.some((path) => path.startsWith(`${form.path}/`))
          ? []
          : [form.path]
        : ['api' in form ? form.api.path : [], form.path]
            .flat()
            .filter((path) => !routesWithActions.includes(path)),
    )
    expect(unused).toEqual([])
  })
})
