/**
 * Text outlines with the site's font (Inter Variable from @fontsource-variable/inter, WOFF2, which
 * satori reads directly and instances at the requested weight). Used where SVG text must not depend
 * on installed fonts: the logo wordmarks.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createElement } from 'react'
import satori from 'satori'
import { ROOT } from './fs'

export const INTER_FILE = join(
  ROOT,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)

let interData: Promise<Buffer> | undefined

export function loadInter(): Promise<Buffer> {
  interData ??= readFile(INTER_FILE)
  return interData
}

export interface Outline {
  /** Path data, in the coordinates satori laid the text out in. */
  d: string
  /** Bounding box of the outline (from its points; control points may widen it slightly). */
  x: number
  y: number
  width: number
  height: number
}

export interface TextStyle {
  size: number
  weight: number
  letterSpacing?: number
}

function bounds(d: string): Omit<Outline, 'd'> {
  const numbers = (d.match(/-?(?:\d+(?:\.\d*)?|\.\d+)/g) ?? []).map(Number)
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const x = numbers[i] ?? 0
    const y = numbers[i + 1] ?? 0
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
}

/** The outline of one line of text as SVG path data. */
export async function outlineText(text: string, style: TextStyle): Promise<Outline> {
  const font = await loadInter()
  const element = createElement(
    'div',
    {
      style: {
        display: 'flex',
        fontFamily: 'Inter',
        fontSize: style.size,
        fontWeight: style.weight,
        letterSpacing: style.letterSpacing ?? 0,
        color: '#000',
      },
    },
    text,
  )
  const svg = await satori(element, {
    width: Math.ceil(style.size * text.length * 1.2 + 20),
    height: Math.ceil(style.size * 1.6),
    fonts: [{ name: 'Inter', data: font, weight: 400, style: 'normal' }],
  })
  const d = [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1] ?? '').join('')
  return { d, ...bounds(d) }
}
