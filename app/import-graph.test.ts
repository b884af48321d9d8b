import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Import circles between files of app/, type-only imports included (issue 37): ESLint's
// import plugins skip `import type`, and a type circle still ties two modules into one.
const APP = dirname(fileURLToPath(import.meta.url))
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = join(APP, specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined
  if (/\.tsx?$/.test(base) && existsSync(base)) return base
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path))
}

function importGraph(root = APP): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? [])
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Tarjan's strongly connected components: every component of more than one file is a circle. */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(relative(APP, member))
    } while (member !== file)
    const selfImport = graph.get(file)?.includes(file)
    if (component.length > 1 || selfImport) circles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return circles
}

describe('imports', () => {
  it('form no circle between files of app/, type-only imports included', () => {
    expect(importCircles(importGraph())).toEqual([])
  })

  // React Router's build refuses a *.server module anywhere the browser bundle can reach, and a
  // route's component loads its feature's index.ts.
  it("keeps every *.server module out of reach of a feature's index.ts", () => {
    const graph = importGraph()
    const reached = (start: string) => {
      const seen = new Set([start])
      for (const file of seen) for (const target of graph.get(file) ?? []) seen.add(target)
      return [...seen]
    }
    const indexes = [...graph.keys()].filter((file) => /features\/[^/]+\/index\.ts$/.test(file))
    expect(indexes.length).toBeGreaterThan(0)
    const leaks = indexes.flatMap((index) =>
      reached(index)
        .filter((file) => /\.server\.tsx?$/.test(file))
        .map((file) => `${relative(APP, index)} -> ${relative(APP, file)}`),
    )
    expect(leaks).toEqual([])
  })

  it('finds a circle that runs through a type-only import', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(importCircles(graph).map((circle) => circle.length)).toEqual([3])
  })
})
