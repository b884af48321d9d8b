/**
 * Portraits: DiceBear "notionists" (editorial line drawings), one look chosen per person so that
 * hair and beards fit the name, on a soft mist-to-mint (or mist-to-lavender) gradient. Rendered with
 * sharp to WebP and AVIF at 160 and 320 px square.
 */
import { createAvatar, type Style, type StyleOptions } from '@dicebear/core'
import { notionists } from '@dicebear/collection'
import sharp from 'sharp'
import { portrait } from '../../app/content/media'
import { portraitPeople } from '../../app/content/team'
import { publicFile, writeOut } from './lib/fs'
import { palette } from './lib/palette'
import { createRng } from './lib/rng'
import { el, svgDoc } from './lib/svg'

type NotionistsOptions = StyleOptions<typeof notionists extends Style<infer O> ? O : never>
type Variant<K extends keyof NotionistsOptions> =
  NonNullable<NotionistsOptions[K]> extends Array<infer V> ? V : never

interface Look {
  hair: number
  beard?: number
  glasses?: number
}

/** Hand-picked so everyone is distinct; numbers are DiceBear notionists variants. */
const looks: Record<string, Look> = {
  'arjun-mehta': { hair: 5 },
  'kavya-raghunathan': { hair: 23, glasses: 3 },
  'daniel-okafor': { hair: 13, beard: 2 },
  'priya-nair': { hair: 41 },
  'rohan-deshpande': { hair: 21, glasses: 8 },
  'sneha-iyer': { hair: 8 },
  'farah-siddiqui': { hair: 36 },
  'elena-petrova': { hair: 2 },
  'aditya-kulkarni': { hair: 16 },
  'mei-lin-tan': { hair: 10, glasses: 11 },
  'vikram-shetty': { hair: 27, beard: 8 },
  'thomas-fernandes': { hair: 34 },
  'ananya-bose': { hair: 28 },
  'suresh-gowda': { hair: 25, beard: 7 },
  'sarah-whitmore': { hair: 47 },
  'ishita-kapoor': { hair: 37 },
  'karthik-subramanian': { hair: 15, glasses: 3 },
  'aisha-khan': { hair: 39 },
  'david-chen': { hair: 31, glasses: 11 },
  'neha-agarwal': { hair: 45 },
  'ryan-dsouza': { hair: 38 },
  'tanvi-malhotra': { hair: 48 },
  'rajesh-hegde': { hair: 24, glasses: 8 },
  'divya-menon': { hair: 4 },
  'omar-haddad': { hair: 49, beard: 2 },
}

const LIPS = [3, 14, 17, 21, 23]
const EYES = [4, 5]
const BROWS = [1, 4, 5, 7, 8, 10, 12]
const BODIES = [1, 3, 5, 7, 13, 14, 16, 19, 20, 21, 25, 2, 4, 9, 10]
const SIZES = [160, 320] as const
const AVIF_QUALITY = 55
const WEBP_QUALITY = 78

const variant = (n: number): `variant${string}` => `variant${String(n).padStart(2, '0')}`

function avatarOptions(slug: string, look: Look, index: number): NotionistsOptions {
  const rng = createRng(slug)
  return {
    seed: slug,
    hair: [variant(look.hair) as Variant<'hair'>],
    beard: look.beard ? [variant(look.beard) as Variant<'beard'>] : undefined,
    beardProbability: look.beard ? 100 : 0,
    glasses: look.glasses ? [variant(look.glasses) as Variant<'glasses'>] : undefined,
    glassesProbability: look.glasses ? 100 : 0,
    lips: [variant(rng.pick(LIPS)) as Variant<'lips'>],
    eyes: [variant(rng.pick(EYES)) as Variant<'eyes'>],
    brows: [variant(rng.pick(BROWS)) as Variant<'brows'>],
    body: [variant(BODIES[index % BODIES.length] ?? 1) as Variant<'body'>],
    gestureProbability: 0,
    bodyIconProbability: 0,
    backgroundColor: ['transparent'],
  }
}

/** The soft gradient behind a portrait: mist into mint, or mist into lavender, alternating. */
function background(size: number, index: number): string {
  const second = index % 2 === 0 ? palette.accent300 : '#b7aefc'
  const gradient = el(
    'linearGradient',
    { id: 'b', x1: 0, y1: 0, x2: index % 3 === 0 ? 1 : 0.4, y2: 1 },
    el('stop', { offset: 0, 'stop-color': palette.mist }),
    el('stop', { offset: 1, 'stop-color': second }),
  )
  return svgDoc(
    size,
    size,
    el('defs', {}, gradient) + el('rect', { width: size, height: size, fill: 'url(#b)' }),
  )
}

async function renderPortrait(slug: string, index: number): Promise<void> {
  const look = looks[slug]
  if (!look) throw new Error(`No portrait look for ${slug}: add one in scripts/media/people.ts`)
  const files = portrait({ slug })
  for (const size of SIZES) {
    const avatar = createAvatar(notionists, { ...avatarOptions(slug, look, index), size }).toString()
    const image = sharp(Buffer.from(background(size, index))).composite([{ input: Buffer.from(avatar) }])
    const flat = await image.png().toBuffer()
    const avif = size === 160 ? files.avif160 : files.avif320
    const webp = size === 160 ? files.webp160 : files.webp320
    await writeOut(publicFile(avif), await sharp(flat).avif({ quality: AVIF_QUALITY }).toBuffer())
    await writeOut(publicFile(webp), await sharp(flat).webp({ quality: WEBP_QUALITY }).toBuffer())
  }
}

export async function renderPeople(): Promise<void> {
  const slugs = portraitPeople.map((person) => person.slug)
  const duplicates = slugs.filter((slug, i) => slugs.indexOf(slug) !== i)
  if (duplicates.length > 0) throw new Error(`Duplicate person slugs: ${duplicates.join(', ')}`)
  await Promise.all(slugs.map((slug, index) => renderPortrait(slug, index)))
}
