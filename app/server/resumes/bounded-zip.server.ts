import { crc32, inflateRawSync } from 'node:zlib'

/*
 * A .docx is a zip, and a zip's headers say whatever its sender wants: a 1 MB file can hold an
 * entry that inflates to 1 GB and claim it holds 1 KB. The reader unpacks every entry here first,
 * entry by entry, each inflation stopped at its cap, and hands the document library (mammoth,
 * whose zip library trusts the file) a new zip of exactly the bytes it has counted.
 */

export interface ZipLimits {
  /** The most one entry may unpack to. */
  maxEntryBytes: number
  /** The most all entries together may unpack to. */
  maxTotalBytes: number
  /** The most an entry may unpack to per compressed byte, once it is past `ratioFreeBytes`. */
  maxRatio: number
  /** Small entries (a page of repeated XML compresses 200:1) are not held to the ratio. */
  ratioFreeBytes: number
  maxEntries: number
}

/** A resume's document.xml is well under 1 MB; these leave room for long ones and their images. */
export const DOCX_LIMITS: ZipLimits = {
  maxEntryBytes: 16 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
  maxRatio: 100,
  ratioFreeBytes: 1024 * 1024,
  maxEntries: 1000,
}

/** Why a zip was not unpacked: it is past a limit, or not a zip this reader takes. */
export class ZipRefused extends Error {
  override name = 'ZipRefused'
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const STORED = 0
const DEFLATED = 8

/** The end-of-central-directory record: searched from the end, past a comment of up to 64 KB. */
function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff)
  for (let at = zip.length - 22; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at
  }
  throw new ZipRefused('not a zip')
}

/** How many bytes an entry of `compressedSize` may unpack to, given what the entries before it took. */
function allowance(limits: ZipLimits, compressedSize: number, unpackedSoFar: number): number {
  return Math.min(
    limits.maxEntryBytes,
    limits.maxTotalBytes - unpackedSoFar,
    Math.max(limits.ratioFreeBytes, compressedSize * limits.maxRatio),
  )
}

/**
 * Every entry of `data`, unpacked, in central-directory order; throws ZipRefused when an entry or
 * the whole would pass `limits` (checked on the sizes the headers claim, then on the inflation
 * itself, which stops at the allowance whatever they claimed), and for what a resume never is
 * (zip64, encrypted, other methods, damaged). Memory: at most `maxTotalBytes` plus the file.
 */
export function unpackZip(data: Uint8Array, limits: ZipLimits = DOCX_LIMITS): Map<string, Buffer> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (zip.length < 22) throw new ZipRefused('not a zip')
  const eocd = findEndOfCentralDirectory(zip)
  const count = zip.readUInt16LE(eocd + 10)
  let at = zip.readUInt32LE(eocd + 16)
  // 0xffff / 0xffffffff there mean the real values are in zip64 records: no resume needs them.
  if (count === 0xffff || at === 0xffffffff) throw new ZipRefused('zip64')
  if (count > limits.maxEntries) throw new ZipRefused(`${count} entries`)
  const entries = new Map<string, Buffer>()
  let unpacked = 0
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipRefused('damaged')
    const flags = zip.readUInt16LE(at + 8)
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const claimedSize = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const localAt = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    at = next
    if (flags & 1) throw new ZipRefused('encrypted')
    if (method !== STORED && method !== DEFLATED) throw new ZipRefused(`method ${method}`)
    const allowed = allowance(limits, compressedSize, unpacked)
    // What the headers claim is checked first (cheap); the inflation below checks what is true.
    if (claimedSize > allowed) throw new ZipRefused(`${name} claims ${claimedSize} bytes`)
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_SIGNATURE)
      throw new ZipRefused('damaged')
    const start = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28)
    if (start + compressedSize > zip.length) throw new ZipRefused('damaged')
    const packed = zip.subarray(start, start + compressedSize)
    let content: Buffer
    if (method === STORED) content = packed
    else {
      try {
        // Node stops inflating at maxOutputLength (RangeError): nothing past it is ever allocated.
        content = inflateRawSync(packed, { maxOutputLength: Math.max(1, allowed) })
      } catch (error) {
        throw new ZipRefused(
          error instanceof RangeError ? `${name} unpacks past ${allowed} bytes` : `${name} is damaged`,
        )
      }
    }
    if (content.length > allowed) throw new ZipRefused(`${name} unpacks past ${allowed} bytes`)
    unpacked += content.length
    if (name.endsWith('/')) continue
    entries.set(name, content)
  }
  return entries
}

function u16(n: number) {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(n)
  return b
}
function u32(n: number) {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}

/** A zip of `entries` stored as they are (no compression): what the document library is given. */
export function storedZipOf(entries: Map<string, Buffer>): Buffer {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8')
    const crc = crc32(content)
    // version, flags (bit 11: the name is UTF-8), method, time, date, crc, sizes, name, extra
    const shared = [
      u16(0x0800),
      u16(STORED),
      u16(0),
      u16(0x21),
      u32(crc),
      u32(content.length),
      u32(content.length),
    ]
    const local = Buffer.concat([
      u32(LOCAL_SIGNATURE),
      u16(20),
      ...shared,
      u16(nameBytes.length),
      u16(0),
      nameBytes,
    ])
    central.push(
      Buffer.concat([
        u32(CENTRAL_SIGNATURE),
        u16(20),
        u16(20),
        ...shared,
        u16(nameBytes.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        nameBytes,
      ]),
    )
    parts.push(local, content)
    offset += local.length + content.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.concat([
    u32(EOCD_SIGNATURE),
    u16(0),
    u16(0),
    u16(entries.size),
    u16(entries.size),
    u32(directory.length),
    u32(offset),
    u16(0),
  ])
  return Buffer.concat([...parts, directory, end])
}
