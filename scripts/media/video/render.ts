/**
 * Renders the hero videos: scene (lossless, cached) → seamless loop → VP9 WebM + H.264 MP4 within
 * the size budget → posters (first frame) as AVIF and WebP at 1280 and 640 wide.
 *
 * Standalone: tsx scripts/media/video/render.ts [name …] [--preview | --posters]
 * (--preview writes a contact sheet of three frames per scene to .cache/media/preview/ and stops
 * there; --posters writes only the posters).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp, { type Sharp } from 'sharp'
import {
  HERO_VIDEO_NAMES,
  HERO_VIDEO_SECONDS,
  heroVideos,
  type HeroVideoName,
} from '../../../app/content/media'
import { ffmpeg } from '../lib/ffmpeg'
import { CACHE_DIR, publicFile, writeOut } from '../lib/fs'
import { scenes, WIDTH, type SceneContext } from './scenes'

const FPS = 24
const FADE_SECONDS = 1.5
/** Every encoded file stays under this (the hard limit is 700 KB). */
export const VIDEO_BUDGET_BYTES = 450 * 1024
const POSTER_AVIF_QUALITY = 50
const POSTER_WEBP_QUALITY = 60
/**
 * Chrome leaves images under 0.05 bits per pixel out of the largest contentful paint. A poster
 * that simple (a calm first frame compresses well) would hand the LCP to the video's first
 * frame, painted only after the page has hydrated; so a poster is encoded finer until it counts.
 */
export const MIN_POSTER_BITS_PER_PIXEL = 0.06

const context: SceneContext = {
  period: HERO_VIDEO_SECONDS,
  total: HERO_VIDEO_SECONDS + FADE_SECONDS,
  fps: FPS,
}
const cacheDir = join(CACHE_DIR, 'video')
const bitexact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact']

function graphKey(name: HeroVideoName): string {
  const text = JSON.stringify([scenes[name](context), context, FADE_SECONDS, 2])
  return createHash('sha256').update(text).digest('hex').slice(0, 10)
}

/** Drops cached renders of a scene whose graph has since changed. */
async function pruneCache(name: HeroVideoName, key: string): Promise<void> {
  const stale = (await readdir(cacheDir)).filter(
    (file) => file.startsWith(`${name}-`) && file.endsWith('.mkv') && !file.includes(key),
  )
  await Promise.all(stale.map((file) => rm(join(cacheDir, file), { force: true })))
}

/** The scene rendered losslessly, cached by the hash of its graph. */
async function renderScene(name: HeroVideoName): Promise<string> {
  const key = graphKey(name)
  await pruneCache(name, key)
  const out = join(cacheDir, `${name}-${key}-scene.mkv`)
  if (existsSync(out)) return out
  const tmp = `${out}.tmp.mkv`
  const graph = `${scenes[name](context)};[scene]format=yuv420p[out]`
  await ffmpeg(['-filter_complex', graph, '-map', '[out]', '-t', String(context.total), '-c:v', 'ffv1', tmp])
  await rename(tmp, out)
  return out
}

/**
 * The seamless loop: the first FADE seconds blend from the frames just after the loop's end into the
 * loop's own start, so the last frame flows into the first.
 */
async function renderLoop(name: HeroVideoName, scene: string): Promise<string> {
  const out = join(cacheDir, `${name}-${graphKey(name)}-loop.mkv`)
  if (existsSync(out)) return out
  const fadeFrames = Math.round(FADE_SECONDS * FPS)
  const period = HERO_VIDEO_SECONDS
  const graph = [
    `[0:v]trim=start_frame=${period * FPS}:end_frame=${period * FPS + fadeFrames},setpts=PTS-STARTPTS[tail]`,
    `[1:v]trim=end_frame=${fadeFrames},setpts=PTS-STARTPTS[head]`,
    `[2:v]trim=start_frame=${fadeFrames}:end_frame=${period * FPS},setpts=PTS-STARTPTS[rest]`,
    `[tail][head]blend=all_expr='A+(B-A)*N/${fadeFrames}'[mix]`,
    `[mix][rest]concat=n=2:v=1:a=0,setpts=N/(${FPS}*TB)[out]`,
  ].join(';')
  const tmp = `${out}.tmp.mkv`
  await ffmpeg([
    '-i',
    scene,
    '-i',
    scene,
    '-i',
    scene,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-c:v',
    'ffv1',
    tmp,
  ])
  await rename(tmp, out)
  return out
}

interface EncodeSettings {
  quality: number
  maxKbps: number
}

async function encodeWebm(input: string, out: string, settings: EncodeSettings): Promise<void> {
  const passlog = join(cacheDir, 'vp9-pass')
  const common = [
    '-i',
    input,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(settings.quality),
    '-b:v',
    `${settings.maxKbps}k`,
    '-row-mt',
    '1',
    '-tile-columns',
    '1',
    '-deadline',
    'good',
    '-g',
    String(HERO_VIDEO_SECONDS * FPS),
    '-passlogfile',
    passlog,
    ...bitexact,
  ]
  await ffmpeg([...common, '-cpu-used', '4', '-pass', '1', '-f', 'null', '-'])
  await ffmpeg([...common, '-cpu-used', '1', '-pass', '2', out])
}

async function encodeMp4(input: string, out: string, settings: EncodeSettings): Promise<void> {
  await ffmpeg([
    '-i',
    input,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slower',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(settings.quality),
    '-maxrate',
    `${settings.maxKbps}k`,
    '-bufsize',
    `${settings.maxKbps * 2}k`,
    '-g',
    String(HERO_VIDEO_SECONDS * FPS),
    '-movflags',
    '+faststart',
    ...bitexact,
    out,
  ])
}

/** Encodes, then tightens the settings until the file fits the budget. */
async function encodeWithinBudget(
  encode: (input: string, out: string, settings: EncodeSettings) => Promise<void>,
  input: string,
  out: string,
  start: EncodeSettings,
): Promise<number> {
  let settings = start
  for (let attempt = 0; attempt < 6; attempt++) {
    await mkdir(join(out, '..'), { recursive: true })
    await encode(input, out, settings)
    const { size } = await stat(out)
    if (size <= VIDEO_BUDGET_BYTES) return size
    settings = { quality: settings.quality + 2, maxKbps: Math.round(settings.maxKbps * 0.85) }
  }
  throw new Error(`${out} does not fit in ${VIDEO_BUDGET_BYTES} bytes`)
}

async function encodePoster(image: Sharp, format: 'avif' | 'webp', quality: number, width: number) {
  const { width: frameWidth = 1, height: frameHeight = 1 } = await image.metadata()
  const pixels = width * Math.round((width * frameHeight) / frameWidth)
  for (let q = quality; ; q = Math.min(95, q + 8)) {
    const resized = image.clone().resize({ width })
    const buffer = await (
      format === 'avif' ? resized.avif({ quality: q }) : resized.webp({ quality: q })
    ).toBuffer()
    if ((buffer.length * 8) / pixels >= MIN_POSTER_BITS_PER_PIXEL || q === 95) return buffer
  }
}

async function writePosters(name: HeroVideoName, loop: string): Promise<void> {
  const png = join(cacheDir, `${name}-poster.png`)
  await ffmpeg(['-i', loop, '-frames:v', '1', '-update', '1', png])
  const { poster } = heroVideos[name]
  const image = sharp(png)
  const files = [
    [poster.avif, 'avif', POSTER_AVIF_QUALITY, WIDTH],
    [poster.webp, 'webp', POSTER_WEBP_QUALITY, WIDTH],
    [poster.avifSmall, 'avif', POSTER_AVIF_QUALITY, WIDTH / 2],
    [poster.webpSmall, 'webp', POSTER_WEBP_QUALITY, WIDTH / 2],
  ] as const
  for (const [file, format, quality, width] of files) {
    await writeOut(publicFile(file), await encodePoster(image, format, quality, width))
  }
}

/** Three frames side by side (0 s, a third, two thirds), for looking at a scene while tuning it. */
async function writePreview(name: HeroVideoName, scene: string): Promise<string> {
  const out = join(CACHE_DIR, 'preview', `video-${name}.png`)
  await mkdir(join(out, '..'), { recursive: true })
  const picks = [0, 1, 2].map((i) => `eq(n\\,${Math.round((i * HERO_VIDEO_SECONDS * FPS) / 3)})`).join('+')
  await ffmpeg([
    '-i',
    scene,
    '-vf',
    `select='${picks}',scale=640:-1,tile=3x1`,
    '-frames:v',
    '1',
    '-update',
    '1',
    out,
  ])
  return out
}

export interface VideoResult {
  name: HeroVideoName
  webmBytes: number
  mp4Bytes: number
}

export async function renderVideo(name: HeroVideoName): Promise<VideoResult> {
  await mkdir(cacheDir, { recursive: true })
  const scene = await renderScene(name)
  const loop = await renderLoop(name, scene)
  const { webm, mp4 } = heroVideos[name]
  const webmBytes = await encodeWithinBudget(encodeWebm, loop, publicFile(webm), {
    quality: 34,
    maxKbps: 400,
  })
  const mp4Bytes = await encodeWithinBudget(encodeMp4, loop, publicFile(mp4), { quality: 25, maxKbps: 380 })
  await writePosters(name, loop)
  return { name, webmBytes, mp4Bytes }
}

export async function renderVideos(
  names: readonly HeroVideoName[] = HERO_VIDEO_NAMES,
): Promise<VideoResult[]> {
  const results: VideoResult[] = []
  for (const name of names) {
    const started = Date.now()
    const result = await renderVideo(name)
    const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`
    console.log(
      `video ${name}: webm ${kb(result.webmBytes)}, mp4 ${kb(result.mp4Bytes)} (${Date.now() - started} ms)`,
    )
    results.push(result)
  }
  return results
}

function isHeroVideoName(value: string): value is HeroVideoName {
  return (HERO_VIDEO_NAMES as readonly string[]).includes(value)
}

async function main(args: string[]): Promise<void> {
  const names = args.filter(isHeroVideoName)
  const selected = names.length > 0 ? names : HERO_VIDEO_NAMES
  if (args.includes('--posters')) {
    await mkdir(cacheDir, { recursive: true })
    for (const name of selected) await writePosters(name, await renderLoop(name, await renderScene(name)))
    return
  }
  if (!args.includes('--preview')) {
    await renderVideos(selected)
    return
  }
  await mkdir(cacheDir, { recursive: true })
  for (const name of selected) {
    const started = Date.now()
    console.log(`${await writePreview(name, await renderScene(name))} (${Date.now() - started} ms)`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2))
}
