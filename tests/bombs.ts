import { constants, crc32, createDeflate, createDeflateRaw, type Deflate, type DeflateRaw } from 'node:zlib'

/*
 * Decompression bombs, for the tests and `npm run test:hostile`: a .docx whose entries inflate to
 * far more than the file (and may claim otherwise), and a PDF whose page content does. Made by
 * streaming the repeated bytes through zlib a megabyte at a time, so a 1 GB bomb costs its maker
 * about a megabyte of memory and a second or two of CPU.
 */

const CHUNK = 1024 * 1024

interface Packed {
  packed: Buffer
  size: number
  crc: number
}

/** `prefix`, then `repeatedBytes` of the letter "a", then `suffix`, compressed. */
async function compressRepeated(
  stream: Deflate | DeflateRaw,
  repeatedBytes: number,
  prefix: string,
  suffix: string,
): Promise<Packed> {
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject))
  let crc = 0
  const write = async (chunk: Buffer) => {
    crc = crc32(chunk, crc)
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve))
  }
  await write(Buffer.from(prefix))
  const repeated = Buffer.alloc(CHUNK, 0x61)
  for (let left = repeatedBytes; left > 0; left -= CHUNK)
    await write(repeated.subarray(0, Math.min(CHUNK, left)))
  await write(Buffer.from(suffix))
  stream.end()
  await ended
  const size = Buffer.byteLength(prefix) + repeatedBytes + Buffer.byteLength(suffix)
  return { packed: Buffer.concat(out), size, crc }
}

// Level 6 compresses repeated bytes as well as level 9 does (~1,030:1, deflate's limit), faster.
const deflateRaw = () => createDeflateRaw({ level: 6, memLevel: 9 })

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

interface ZipEntry {
  name: string
  data: Buffer
  method: 0 | 8
  crc: number
  /** What the headers say the entry unpacks to (a bomb may say less). */
  size: number
}

function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const common = [
      u16(20),
      u16(0),
      u16(entry.method),
      u16(0),
      u16(0x21),
      u32(entry.crc),
      u32(entry.data.length),
      u32(entry.size),
      u16(name.length),
      u16(0),
    ]
    const local = Buffer.concat([u32(0x04034b50), ...common, name])
    central.push(
      Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
    )
    parts.push(local, entry.data)
    offset += local.length + entry.data.length
  }
  const directory = Buffer.concat(central)
  return Buffer.concat([
    ...parts,
    directory,
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ])
}

const storedEntry = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text)
  return { name, data, method: 0, crc: crc32(data), size: data.length }
}

/** The parts that make a zip a .docx to a type sniffer and to mammoth. */
const DOCX_PARTS = [
  storedEntry(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  storedEntry(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  ),
]

const DOCUMENT_START =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>'
const DOCUMENT_END = '</w:t></w:r></w:p></w:body></w:document>'

/**
 * A .docx whose word/document.xml is one paragraph of `textBytes` letters, deflated: a real
 * document, only an enormous one. `copies` more entries (word/footer1.xml, …) hold the same
 * deflated bytes; `claimedSize` is what every header says it unpacks to (the truth by default).
 */
export async function docxBomb({
  textBytes,
  copies = 0,
  claimedSize,
}: {
  textBytes: number
  copies?: number
  claimedSize?: number
}): Promise<Buffer> {
  const { packed, size, crc } = await compressRepeated(deflateRaw(), textBytes, DOCUMENT_START, DOCUMENT_END)
  const bomb = (name: string): ZipEntry => ({ name, data: packed, method: 8, crc, size: claimedSize ?? size })
  return zipOf([
    ...DOCX_PARTS,
    bomb('word/document.xml'),
    ...Array.from({ length: copies }, (_, i) => bomb(`word/footer${i + 1}.xml`)),
  ])
}

/**
 * A one-page PDF whose content stream is `repeatedBytes` spaces' worth of letters inside a text
 * operator, FlateDecode-compressed: ~1 MB of file per GB the reader would hold.
 */
export async function pdfBomb(repeatedBytes: number): Promise<Buffer> {
  const { packed } = await compressRepeated(
    createDeflate({ level: 6, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY }),
    repeatedBytes,
    'BT /F1 12 Tf 72 720 Td (',
    ') Tj ET',
  )
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')]
  let length = parts[0]?.length ?? 0
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(length)
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(object),
      Buffer.from('\nendobj\n'),
    ])
    parts.push(part)
    length += part.length
  })
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  tail += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`
  parts.push(Buffer.from(tail))
  return Buffer.concat(parts)
}
