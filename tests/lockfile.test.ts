import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface LockEntry {
  optionalDependencies?: Record<string, string>
}
interface Lockfile {
  packages: Record<string, LockEntry>
}

/**
 * Where Node would find `name` from the package installed at `from`: its own node_modules, then
 * each enclosing package's, up to the root's (`from` is a lock key such as
 * "node_modules/a/node_modules/b", or "" for the project itself).
 */
function resolveInLock(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent < 0 ? '' : base.slice(0, parent)
  }
}

/**
 * Optional dependencies the lockfile declares but does not lock. npm ci refuses such a lockfile
 * ("Missing: @rollup/rollup-darwin-arm64@ from lock file"): npm install run on one platform
 * leaves out the other platforms' binaries when the registry lacks them at the chosen version.
 */
function missingOptionalPackages(lock: Lockfile): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolveInLock(lock.packages, path, name))
      .map((name) => `${name} (declared by ${path || 'package.json'})`),
  )
}

describe('package-lock.json', () => {
  it('locks every optional (platform) package that a locked package declares', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile
    expect(missingOptionalPackages(lock)).toEqual([])
  })

  it('finds a platform package missing from the lock, nested or hoisted', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/rollup': {
          optionalDependencies: {
            '@rollup/rollup-linux-x64-gnu': '4.0.0',
            '@rollup/rollup-darwin-arm64': '4.0.0',
          },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': {},
        'node_modules/vite/node_modules/rollup': {
          optionalDependencies: {
            '@rollup/rollup-linux-x64-gnu': '3.0.0',
            '@rollup/rollup-win32-x64-msvc': '3.0.0',
          },
        },
        'node_modules/vite/node_modules/@rollup/rollup-win32-x64-msvc': {},
      },
    }
    expect(missingOptionalPackages(lock)).toEqual([
      '@rollup/rollup-darwin-arm64 (declared by node_modules/rollup)',
    ])
  })
})
