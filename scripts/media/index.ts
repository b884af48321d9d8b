/**
 * `npm run media`: generates every media file of the site into public/media (plus public/favicon.ico
 * and public/site.webmanifest), checks each against its budget and prints a table of sizes.
 *
 *   --skip-video   keep the existing hero videos and posters (they take minutes to render)
 *
 * Everything is deterministic: seeded drawings, fixed encoder settings, lossless intermediates cached
 * in .cache/media by the hash of their filter graph.
 */
import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { relative } from 'node:path'
import { art, clientLogos, gallery, heroVideos, icons, portrait } from '../../app/content/media'
import { portraitPeople } from '../../app/content/team'
import { renderArt } from './art/index'
import { renderFont } from './font'
import { renderGallery } from './gallery/index'
import { renderPdfFonts } from './pdf-fonts'
import { renderIcons } from './icons'
import { formatBytes, listSizes, MEDIA_DIR, publicFile, ROOT, type FileSize } from './lib/fs'
import { renderLogos } from './logos'
import { renderPeople } from './people'
import { renderVideos, VIDEO_BUDGET_BYTES } from './video/render'

const KB = 1024
const TOTAL_BUDGET = 12 * KB * KB

interface Step {
  name: string
  run: () => Promise<unknown>
}

/** Budgets per kind of file: [pattern, maximum bytes, label]. */
const budgets: ReadonlyArray<[RegExp, number, string]> = [
  [/\/video\/[^/]+\.(webm|mp4)$/, VIDEO_BUDGET_BYTES, 'video'],
  [/\/art\/[^/]+\.svg$/, 8 * KB, 'section art'],
  [/\/gallery\/[^/]+\.svg$/, 25 * KB, 'gallery scene'],
]

async function run(steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    const started = Date.now()
    await step.run()
    console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
}

/** Every URL the manifest promises. */
function manifestUrls(): string[] {
  const videos = Object.values(heroVideos).flatMap((video) => [
    video.webm,
    video.mp4,
    ...Object.values(video.poster),
  ])
  const logos = clientLogos.flatMap((logo) => [logo.light, logo.dark])
  const people = portraitPeople.flatMap((person) => {
    const files = portrait(person)
    return [files.avif160, files.webp160, files.avif320, files.webp320]
  })
  return [
    ...videos,
    ...logos,
    ...Object.values(art).map((image) => image.src),
    ...gallery.map((image) => image.src),
    ...people,
    ...Object.values(icons),
  ]
}

function printTable(files: readonly FileSize[]): number {
  const width = Math.max(...files.map((file) => file.path.length))
  const groups = new Map<string, number>()
  for (const file of files) {
    console.log(`${file.path.padEnd(width)}  ${formatBytes(file.bytes).padStart(10)}`)
    const group = file.path.split('/').slice(0, 3).join('/')
    groups.set(group, (groups.get(group) ?? 0) + file.bytes)
  }
  console.log('')
  for (const [group, bytes] of groups)
    console.log(`${group.padEnd(width)}  ${formatBytes(bytes).padStart(10)}`)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  console.log(`${'total'.padEnd(width)}  ${formatBytes(total).padStart(10)}  (${files.length} files)`)
  return total
}

function check(files: readonly FileSize[], total: number): string[] {
  const problems: string[] = []
  const missing = manifestUrls().filter((url) => !existsSync(publicFile(url)))
  for (const url of missing) problems.push(`missing: ${url} is in app/content/media.ts but not on disk`)
  for (const file of files)
    for (const [pattern, max, label] of budgets)
      if (pattern.test(file.path) && file.bytes > max)
        problems.push(
          `${label} over budget: ${file.path} is ${formatBytes(file.bytes)} (max ${formatBytes(max)})`,
        )
  if (total > TOTAL_BUDGET)
    problems.push(`public/media totals ${formatBytes(total)} (max ${formatBytes(TOTAL_BUDGET)})`)
  return problems
}

async function main(args: readonly string[]): Promise<void> {
  const skipVideo = args.includes('--skip-video')
  await run([
    { name: 'text font subset', run: renderFont },
    { name: 'PDF fonts', run: renderPdfFonts },
    { name: 'icons and web manifest', run: renderIcons },
    { name: 'client logos', run: renderLogos },
    { name: 'section art', run: renderArt },
    { name: 'careers gallery', run: renderGallery },
    { name: 'portraits', run: renderPeople },
    ...(skipVideo ? [] : [{ name: 'hero videos and posters', run: () => renderVideos() }]),
  ])
  const media = await listSizes(MEDIA_DIR)
  const extras = await Promise.all(
    [icons.ico, icons.manifest].map(async (url) => ({
      path: relative(ROOT, publicFile(url)),
      bytes: (await stat(publicFile(url))).size,
    })),
  )
  console.log('')
  const total = printTable([...media, ...extras])
  const problems = check(
    media,
    media.reduce((sum, file) => sum + file.bytes, 0),
  )
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`)
    process.exitCode = 1
    return
  }
  console.log(`\nAll media within budget (${formatBytes(total)} of ${formatBytes(TOTAL_BUDGET)}).`)
}

await main(process.argv.slice(2))
