/** A tiny SVG writer: numbers rounded to keep the files small, attributes in a stable order. */
export type Attrs = Record<string, string | number | undefined>

export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

function attrText(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
}

export function el(name: string, attrs: Attrs = {}, ...children: string[]): string {
  const body = children.join('')
  return body ? `<${name}${attrText(attrs)}>${body}</${name}>` : `<${name}${attrText(attrs)}/>`
}

export function svgDoc(width: number, height: number, body: string, extra: Attrs = {}): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, ...extra },
    body,
  )
}

export type Point = readonly [number, number]

/** Path data through points: M x y L … (closed with Z when asked). */
export function polyPath(points: readonly Point[], close = false): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('')
  return close ? `${d}Z` : d
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
