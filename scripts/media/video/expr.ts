/**
 * Helpers that write ffmpeg expressions (geq, lut, crop). Every motion is periodic in the loop
 * length so that a scene can also loop on its own; the renderer cross-fades the seam anyway.
 */
import { rgb } from '../lib/palette'

export const f = (value: number): string => String(Math.round(value * 10000) / 10000)

/** The phase of a motion that turns `cycles` times per `period` seconds: an angle for sin/cos. */
export function phase(period: number, cycles = 1, offset = 0): string {
  return `(${f((2 * Math.PI * cycles) / period)}*T+${f(offset)})`
}

/** A Gaussian falloff around a moving centre: exp(-d²/2σ²). */
export function gaussian(cx: string, cy: string, sigma: number): string {
  return `exp(-((X-${cx})^2+(Y-${cy})^2)/${f(2 * sigma * sigma)})`
}

export interface Glow {
  /** The centre's resting place, in the field's pixels. */
  x: number
  y: number
  /** How far it drifts (an ellipse), in pixels. */
  dx: number
  dy: number
  sigma: number
  /** A palette colour and its strength 0..1. */
  color: string
  strength: number
  cycles?: number
  offset?: number
}

/** The three geq channel expressions of a dark base colour with soft coloured glows drifting over it. */
export function glowField(
  base: string,
  glows: readonly Glow[],
  period: number,
): { r: string; g: string; b: string } {
  const terms = glows.map((glow) => {
    const p = phase(period, glow.cycles ?? 1, glow.offset ?? 0)
    const shape = gaussian(
      `(${f(glow.x)}+${f(glow.dx)}*sin(${p}))`,
      `(${f(glow.y)}+${f(glow.dy)}*cos(${p}))`,
      glow.sigma,
    )
    return { color: rgb(glow.color).map((c) => c * glow.strength), shape }
  })
  const channel = (index: 0 | 1 | 2): string =>
    [f(rgb(base)[index]), ...terms.map((term) => `${f(term.color[index] ?? 0)}*${term.shape}`)].join('+')
  return { r: channel(0), g: channel(1), b: channel(2) }
}

/** colorchannelmixer arguments that turn a grey image into shades of one colour (white → colour). */
export function tint(color: string, gain = 1): string {
  const [r, g, b] = rgb(color).map((c) => f((c / 255) * gain))
  return `colorchannelmixer=rr=${r}:rg=0:rb=0:gr=0:gg=${g}:gb=0:br=0:bg=0:bb=${b}`
}
