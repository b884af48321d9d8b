/** The site's design tokens (app/app.css), as the generators use them. */
export const palette = {
  ink: '#05070d',
  navy950: '#070d1c',
  navy900: '#0a1226',
  navy800: '#101b38',
  navy700: '#1a2850',
  navy600: '#27396b',
  line: '#24335e',
  paper: '#f7f9fc',
  mist: '#c9d3e6',
  fog: '#9fb0cf',
  accent300: '#7cf9dc',
  accent400: '#3df5c8',
  accent500: '#16d9ab',
  accent700: '#047a5f',
  violet400: '#8b7bff',
  violet500: '#6d5cf6',
} as const

export type PaletteColor = keyof typeof palette

/** A hex colour as 0..255 channels. */
export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}
