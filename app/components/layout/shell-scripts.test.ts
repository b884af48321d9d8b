// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formAt, FORMS } from '~/contracts/forms'
import { ADMIN_LOGIN_PATH, ADMIN_PATH, CONTENT_PATHS } from '~/lib/routes'
import { NO_SPECULATION_PATHS, SHELL_SCRIPT, SPECULATION_RULES } from './shell-scripts'

/** How a speculation rule's pathname pattern matches a plain path ('*' is any run of characters). */
function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.?+^$|()[\]{}\\/]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`).test(path)
}

const neverSpeculated = (path: string) => NO_SPECULATION_PATHS.some((p) => matchesPattern(p, path))

describe('speculation rules', () => {
  it('leave out every form, the admin, its login, the API and the consent endpoint', () => {
    const formPaths = FORMS.flatMap((form) => ['api' in form ? form.api.path : [], form.path].flat())
    for (const path of [...formPaths, ADMIN_PATH, `${ADMIN_PATH}/submissions`, ADMIN_LOGIN_PATH])
      expect(neverSpeculated(path), path).toBe(true)
    expect(neverSpeculated('/admin-login/forgot-password')).toBe(true)
    expect(neverSpeculated('/shortlist/a-token')).toBe(true)
    expect(neverSpeculated('/api/contact')).toBe(true)
    expect(neverSpeculated('/consent')).toBe(true)
  })

  it('leave every content page that takes no post to prerender', () => {
    const pages = CONTENT_PATHS.filter((path) => !formAt(path))
    expect(pages.length).toBeGreaterThan(30)
    for (const path of [...pages, '/careers/software-developer'])
      expect(neverSpeculated(path), path).toBe(false)
  })

  it('prerender and prefetch the same links on hover', () => {
    const rules = JSON.parse(SPECULATION_RULES) as Record<string, { where: unknown; eagerness: string }[]>
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender'])
    expect(rules.prerender).toEqual(rules.prefetch)
    expect(rules.prerender?.[0]?.eagerness).toBe('moderate')
  })
})

describe('inline script budget', () => {
  // 1,100 until the subscription pages (issue 41) added `"/subscribe*"` to the paths never fetched ahead.
  it('keeps the shell script and the rules within 1,120 bytes', () => {
    const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
    expect(bytes(SHELL_SCRIPT) + bytes(SPECULATION_RULES)).toBeLessThanOrEqual(1120)
  })

  it('is a script that parses', () => {
    expect(() => new Function(SHELL_SCRIPT)).not.toThrow()
  })
})
