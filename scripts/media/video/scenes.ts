/**
 * The hero video scenes, as ffmpeg filter graphs built from lavfi sources (color + geq, life,
 * cellauto). Each graph ends in the label [scene]: 1280x720, planar RGB, `total` seconds long.
 * The look: near-black navy, one mint accent, violet only inside gradients, calm motion.
 */
import type { HeroVideoName } from '../../../app/content/media'
import { palette, rgb } from '../lib/palette'
import { f, glowField, phase, tint, type Glow } from './expr'

export interface SceneContext {
  /** The loop length in seconds. */
  period: number
  /** Seconds to render (the loop plus the cross-fade tail). */
  total: number
  fps: number
}

export const WIDTH = 1280
export const HEIGHT = 720

type SceneGraph = (ctx: SceneContext) => string

/** A soft, drifting colour field computed small (320x180) and scaled up: the base of every scene. */
function glowBackground(
  ctx: SceneContext,
  label: string,
  glows: readonly Glow[],
  base: string = palette.navy950,
) {
  const { r, g, b } = glowField(base, glows, ctx.period)
  return (
    `color=c=black:s=320x180:r=${ctx.fps}:d=${ctx.total},format=gbrp,geq=r='${r}':g='${g}':b='${b}',` +
    `scale=${WIDTH}:${HEIGHT}:flags=bicubic,gblur=sigma=8[${label}]`
  )
}

/** A still grey image repeated for the whole scene (masks and colour ramps are computed once). */
function still(ctx: SceneContext, label: string, size: string, lum: string, format = 'gray'): string {
  const frames = Math.round(ctx.total * ctx.fps)
  return (
    `color=c=black:s=${size}:r=${ctx.fps}:d=1,format=${format},${lum},trim=end_frame=1,` +
    `loop=loop=${frames}:size=1,setpts=N/(${ctx.fps}*TB)[${label}]`
  )
}

/** A grey stream → an additive glow of one colour over a background. */
function lightUp(source: string, bg: string, out: string, color: string, gain: number, blur: number): string {
  return (
    `[${source}]split[${source}a][${source}b];[${source}b]gblur=sigma=${blur}[${source}g];` +
    `[${source}a][${source}g]blend=all_mode=addition,format=gbrp,${tint(color, gain)}[${source}c];` +
    `[${bg}][${source}c]blend=all_mode=screen[${out}]`
  )
}

const finish = (input: string): string => `[${input}]vignette=angle=PI/4.6,format=gbrp[scene]`

/** home-1, talent and network: a dot matrix whose nodes light up like people joining a network. */
const talentNetwork: SceneGraph = (ctx) => {
  const bg = glowBackground(ctx, 'bg', [
    { x: 70, y: 150, dx: 25, dy: 12, sigma: 60, color: palette.accent500, strength: 0.28 },
    { x: 260, y: 35, dx: 30, dy: 15, sigma: 55, color: palette.violet500, strength: 0.32, offset: 1.5 },
    { x: 200, y: 120, dx: 40, dy: 20, sigma: 70, color: palette.navy700, strength: 0.5, offset: 3 },
  ])
  const field =
    `life=s=40x23:r=2:ratio=0.33:seed=11:stitch=1:mold=0:life_color=white:death_color=black,` +
    `fps=${ctx.fps},tmix=frames=12,scale=320:184:flags=bicubic,gblur=sigma=4.5,crop=320:180,` +
    `scale=${WIDTH}:${HEIGHT}:flags=bicubic,format=gray,lut=y='clip(val*1.5,0,255)',trim=duration=${ctx.total}[field]`
  const dots = still(
    ctx,
    'dots',
    `${WIDTH}x${HEIGHT}`,
    `geq=lum='255*clip(2.6-hypot(mod(X,24)-12,mod(Y,24)-12),0,1)'`,
  )
  return [
    bg,
    field,
    dots,
    `[field][dots]blend=all_mode=multiply[net]`,
    lightUp('net', 'bg', 'lit', palette.accent400, 0.9, 4),
    finish('lit'),
  ].join(';')
}

/** home-2, code and build: rows of code tokens from a cellular automaton, on a receding plane. */
const codeBuild: SceneGraph = (ctx) => {
  const bg = glowBackground(ctx, 'bg', [
    { x: 160, y: 60, dx: 40, dy: 10, sigma: 60, color: palette.accent500, strength: 0.22 },
    { x: 40, y: 20, dx: 20, dy: 10, sigma: 60, color: palette.violet500, strength: 0.3, offset: 2 },
    { x: 290, y: 160, dx: 20, dy: 10, sigma: 55, color: palette.violet500, strength: 0.18, offset: 4 },
  ])
  const cols = 64
  const rows = 90
  const cell = 20
  const speed = 26
  const code =
    `cellauto=s=${cols}x${rows}:rule=30:seed=5:full=1:r=1,trim=end_frame=1,format=gray,` +
    `scale=${cols * cell}:${rows * cell}:flags=neighbor[ca]`
  const tokens = still(
    ctx,
    'tok',
    `${cols * cell}x${rows * cell}`,
    `geq=lum='255*lt(mod(X,${cell}),${cell - 5})*between(mod(Y,${cell}),8,12)'`,
  )
  const plane =
    `[ca][tok]blend=all_mode=multiply,loop=loop=${Math.round(ctx.total * ctx.fps)}:size=1,` +
    `setpts=N/(${ctx.fps}*TB),crop=${WIDTH}:${HEIGHT}:0:'${f(speed)}*t',drawbox=color=black:t=8,format=gray,` +
    `perspective=x0=420:y0=300:x1=860:y1=300:x2=-520:y2=${HEIGHT + 40}:x3=${WIDTH + 520}:y3=${HEIGHT + 40}:sense=destination,` +
    `geq=lum='lum(X,Y)*clip((Y-300)/380,0,1)^1.3*(0.5+0.5*sin(X/130+${phase(ctx.period)})^2)'[code]`
  return [
    bg,
    code,
    tokens,
    plane,
    lightUp('code', 'bg', 'lit', palette.accent300, 0.55, 3),
    finish('lit'),
  ].join(';')
}

/** home-3, growth and signal: soft signal lines rising to the right, each with its own travelling wave. */
const growthSignal: SceneGraph = (ctx) => {
  const bg = glowBackground(ctx, 'bg', [
    { x: 270, y: 50, dx: 20, dy: 14, sigma: 60, color: palette.accent500, strength: 0.22 },
    { x: 60, y: 150, dx: 30, dy: 10, sigma: 65, color: palette.violet500, strength: 0.3, offset: 2 },
  ])
  const lines = [
    { base: 560, slope: 0.3, a: 42, k: 0.0055, c: 1, o: 0, w: 1.3, s: 1 },
    { base: 590, slope: 0.33, a: 30, k: 0.0085, c: 2, o: 1.7, w: 1.1, s: 0.7 },
    { base: 535, slope: 0.27, a: 56, k: 0.004, c: 1, o: 3.1, w: 1.6, s: 0.5 },
    { base: 610, slope: 0.36, a: 20, k: 0.0115, c: 3, o: 4.4, w: 1, s: 0.55 },
    { base: 575, slope: 0.315, a: 36, k: 0.0065, c: 2, o: 5.6, w: 1.2, s: 0.4 },
  ]
  const parts: string[] = [bg, still(ctx, 'xm', `${WIDTH}x${HEIGHT}`, `geq=lum='128'`)]
  parts.push(`[xm]split=${lines.length}${lines.map((_, i) => `[xm${i}]`).join('')}`)
  lines.forEach((line, i) => {
    const shape = `255*${f(line.s)}*exp(-((Y-${f(line.base)}+${f(line.slope)}*X)^2)/${f(2 * line.w * line.w)})*clip(X/420,0,1)`
    parts.push(still(ctx, `l${i}`, `${WIDTH}x${HEIGHT}`, `geq=lum='${shape}'`))
    parts.push(
      `color=c=black:s=${WIDTH}x2:r=${ctx.fps}:d=${ctx.total},format=gray,` +
        `geq=lum='128+${f(line.a)}*sin(X*${f(line.k)}-${phase(ctx.period, line.c, line.o)})*clip(X/300,0.15,1)',` +
        `scale=${WIDTH}:${HEIGHT}[ym${i}]`,
    )
    parts.push(`[l${i}][xm${i}][ym${i}]displace=edge=smear[d${i}]`)
  })
  const sum = lines
    .slice(1)
    .map((_, i) => `[${i === 0 ? 'd0' : `s${i}`}][d${i + 1}]blend=all_mode=lighten[s${i + 1}]`)
  parts.push(...sum)
  const last = `s${lines.length - 1}`
  const ramp = still(
    ctx,
    'ramp',
    `${WIDTH}x${HEIGHT}`,
    `geq=r='139+(61-139)*clip(X/${WIDTH},0,1)':g='123+(245-123)*clip(X/${WIDTH},0,1)':b='255+(200-255)*clip(X/${WIDTH},0,1)'`,
    'gbrp',
  )
  parts.push(
    ramp,
    `[${last}]gblur=sigma=0.7,split[s1][s2];[s2]gblur=sigma=7[sg];[s1][sg]blend=all_mode=addition,format=gbrp[sw]`,
    `[sw][ramp]blend=all_mode=multiply[sc]`,
    `[bg][sc]blend=all_mode=screen[lit]`,
    finish('lit'),
  )
  return parts.join(';')
}

/** portfolio: slow ribbons of light, like silk, from a domain-warped wave field. */
const silk: SceneGraph = (ctx) => {
  const p1 = phase(ctx.period, 1)
  const p2 = phase(ctx.period, 1, 2.1)
  const u = `(X/320*6.4)`
  const v = `(Y/180*3.6)`
  const flow = `(${u}*0.9+1.9*sin(${v}*1.1+${p1})+0.9*cos(${u}*0.5-${v}*0.8-${p2})+${v}*0.9)`
  const ribbons = `pow(0.5+0.5*sin(${flow}*3),6)*(0.3+0.7*pow(0.5+0.5*sin(${flow}*0.6+1),2))`
  const haze = `pow(0.5+0.5*sin(${u}*0.6-${v}*1.3+${p2}),3)`
  const channel = (base: number, mint: number, violet: number): string =>
    `clip(${f(base)}+${f(mint)}*${ribbons}*(0.3+0.7*X/320)+${f(violet)}*${haze}*(1-X/320),0,255)`
  const field =
    `color=c=black:s=320x180:r=${ctx.fps}:d=${ctx.total},format=gbrp,` +
    `geq=r='${channel(7, 50, 40)}':g='${channel(13, 215, 22)}':b='${channel(28, 180, 95)}',` +
    `scale=${WIDTH}:${HEIGHT}:flags=bicubic,gblur=sigma=1.5[silk]`
  return [field, finish('silk')].join(';')
}

interface Mote {
  x: number
  y: number
  r: number
  a: number
  blur: number
}

/** A soft disc with a slightly brighter rim (a bokeh highlight), white with alpha, 2r+pad square. */
function moteSprite(label: string, r: number, color: string, alpha: number, blur: number): string {
  const size = Math.ceil(2 * r + 6 * blur + 4)
  const c = size / 2
  const d = `hypot(X-${f(c)},Y-${f(c)})`
  const shape = `${f(255 * alpha)}*(clip((${f(r)}-${d})/1.4,0,1)*0.5+0.5*exp(-((${d}-${f(r - 1.5)})^2)/4))`
  const [red, green, blue] = rgb(color)
  return (
    `color=c=black:s=${size}x${size}:d=1,format=rgba,geq=r='${red}':g='${green}':b='${blue}':a='${shape}',` +
    `gblur=sigma=${f(Math.max(blur, 0.6))}:planes=8,trim=end_frame=1[${label}]`
  )
}

/** staffing: bokeh motes drifting up through a mint and violet haze, each wrapping once per loop. */
const talentPool: SceneGraph = (ctx) => {
  const bg = glowBackground(ctx, 'bg', [
    { x: 240, y: 130, dx: 30, dy: 15, sigma: 70, color: palette.accent500, strength: 0.2 },
    { x: 70, y: 40, dx: 25, dy: 12, sigma: 60, color: palette.violet500, strength: 0.3, offset: 2 },
  ])
  const motes: Array<Mote & { color: string }> = [
    { x: 940, y: 120, r: 30, a: 0.45, blur: 4, color: palette.accent400 },
    { x: 1120, y: 500, r: 16, a: 0.7, blur: 1, color: palette.accent400 },
    { x: 800, y: 600, r: 48, a: 0.22, blur: 8, color: palette.accent400 },
    { x: 1220, y: 300, r: 10, a: 0.8, blur: 0.6, color: palette.accent300 },
    { x: 660, y: 360, r: 20, a: 0.4, blur: 2, color: palette.accent400 },
    { x: 1040, y: 660, r: 9, a: 0.7, blur: 0.6, color: palette.accent300 },
    { x: 300, y: 180, r: 13, a: 0.35, blur: 1.5, color: palette.accent400 },
    { x: 500, y: 640, r: 7, a: 0.6, blur: 0.6, color: palette.accent300 },
    { x: 180, y: 480, r: 40, a: 0.3, blur: 7, color: palette.violet400 },
    { x: 400, y: 80, r: 22, a: 0.4, blur: 3, color: palette.violet400 },
    { x: 80, y: 240, r: 14, a: 0.5, blur: 1, color: palette.violet400 },
    { x: 580, y: 200, r: 56, a: 0.16, blur: 10, color: palette.violet400 },
    { x: 1200, y: 40, r: 26, a: 0.28, blur: 5, color: palette.violet400 },
  ]
  const parts = [bg]
  let current = 'bg'
  motes.forEach((mote, i) => {
    parts.push(moteSprite(`p${i}`, mote.r, mote.color, mote.a, mote.blur))
    const size = Math.ceil(2 * mote.r + 6 * mote.blur + 4)
    const span = HEIGHT + size
    const y = `mod(${f(mote.y)}-${f(span / ctx.period)}*t,${f(span)})-${f(size)}`
    const x = `${f(mote.x - size / 2)}+${f(10 + (i % 3) * 8)}*sin(${phase(ctx.period, 1, i).replace('T', 't')})`
    parts.push(
      `[p${i}]loop=loop=${Math.round(ctx.total * ctx.fps)}:size=1,setpts=N/(${ctx.fps}*TB)[q${i}]`,
      `[${current}][q${i}]overlay=x='${x}':y='${y}':eval=frame:format=gbrp[o${i}]`,
    )
    current = `o${i}`
  })
  parts.push(finish(current))
  return parts.join(';')
}

/** digital-marketing: slow rings of signal spreading from two sources, like reach growing. */
const reach: SceneGraph = (ctx) => {
  const bg = glowBackground(ctx, 'bg', [
    { x: 250, y: 115, dx: 20, dy: 10, sigma: 60, color: palette.accent500, strength: 0.22 },
    { x: 70, y: 50, dx: 20, dy: 10, sigma: 60, color: palette.violet500, strength: 0.3, offset: 2 },
  ])
  const w = 480
  const h = 270
  const rings = (cx: number, cy: number, spacing: number, fade: number, cycles: number): string => {
    const d = `hypot(X-${f(cx)},Y-${f(cy)})`
    const m = `mod(${d}-${f((spacing * cycles) / ctx.period)}*T,${f(spacing)})`
    return `exp(-((${m}-${f(spacing / 2)})^2)/1.1)*exp(-${d}/${f(fade)})`
  }
  const layer = (expr: string, label: string): string =>
    `color=c=black:s=${w}x${h}:r=${ctx.fps}:d=${ctx.total},format=gray,` +
    `geq=lum='255*clip(${expr},0,1)',scale=${WIDTH}:${HEIGHT}:flags=bicubic[${label}]`
  return [
    bg,
    layer(`0.9*${rings(360, 175, 40, 95, 1)}`, 'm'),
    layer(`0.7*${rings(100, 70, 34, 60, 1)}`, 'v'),
    lightUp('m', 'bg', 'b1', palette.accent400, 0.7, 5),
    lightUp('v', 'b1', 'b2', palette.violet400, 0.65, 5),
    finish('b2'),
  ].join(';')
}

/** developer: a perspective grid floor moving towards the viewer under a mint horizon. */
const gridFloor: SceneGraph = (ctx) => {
  const bg = glowBackground(ctx, 'bg', [
    { x: 160, y: 80, dx: 30, dy: 4, sigma: 55, color: palette.accent500, strength: 0.3 },
    { x: 60, y: 20, dx: 20, dy: 8, sigma: 60, color: palette.violet500, strength: 0.3, offset: 2 },
    { x: 270, y: 25, dx: 20, dy: 8, sigma: 50, color: palette.violet500, strength: 0.2, offset: 4 },
  ])
  const horizon = 160
  const dy = `max(Y-${horizon},0.5)`
  const z = `(90/${dy})`
  const xw = `((X-320)*${z}/30)`
  const zw = `(${z}*2+${f(2 / ctx.period)}*T)`
  const line = (coord: string, variance: string): string => `exp(-((mod(${coord},1)-0.5)^2)/(${variance}))`
  const fade = `clip((Y-${horizon})/200,0,1)^1.1`
  const across = line(`${xw}+0.5`, `0.0018*${z}*${z}+0.0002`)
  const along = line(zw, `0.0012*${z}*${z}*${z}*${z}+0.00002`)
  const expr = `(${across}+${along})*${fade}*0.75`
  const floor =
    `color=c=black:s=640x360:r=${ctx.fps}:d=${ctx.total},format=gray,` +
    `geq=lum='255*clip(${expr},0,1)',scale=${WIDTH}:${HEIGHT}:flags=bicubic[grid]`
  const horizonGlow = still(
    ctx,
    'hz',
    `${WIDTH}x${HEIGHT}`,
    `geq=lum='255*0.45*exp(-((Y-${horizon * 2})^2)/40)*exp(-((X-640)^2)/160000)'`,
  )
  return [
    bg,
    floor,
    horizonGlow,
    `[grid][hz]blend=all_mode=lighten[gh]`,
    lightUp('gh', 'bg', 'lit', palette.accent400, 0.6, 6),
    finish('lit'),
  ].join(';')
}

export const scenes: Record<HeroVideoName, SceneGraph> = {
  'home-1': talentNetwork,
  'home-2': codeBuild,
  'home-3': growthSignal,
  portfolio: silk,
  staffing: talentPool,
  'digital-marketing': reach,
  developer: gridFloor,
}
