// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '~/lib/routes'
import routes from './routes'

/** URL → route module, as the README's table of public pages states it. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const section = readme.split('### Public pages and their route modules')[1]?.split('\n#')[0] ?? ''
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

describe("the README's table of public pages", () => {
  const table = readmeTable()

  it('lists every public URL once', () => {
    expect([...table.keys()].sort()).toEqual([...PUBLIC_PATHS].sort())
  })

  it.each([...table])('%s is served by %s', (path, file) => {
    const article = /^\/sectors\/[^/]+$/.test(path) ? '/sectors/:slug' : path
    expect(served.get(article)).toBe(file)
  })
})
