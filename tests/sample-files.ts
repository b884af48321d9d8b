import { crc32 } from 'node:zlib'

/*
 * Small but structurally real resume files, for tests and the benchmark: a PDF, a DOCX (an
 * Office Open XML zip), a DOC (an OLE compound file with a WordDocument stream name), and
 * things that only pretend to be one.
 */

export function samplePdf(padToBytes = 0): Uint8Array<ArrayBuffer> {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n'
  const trailer = 'trailer << /Root 1 0 R >>\n%%EOF\n'
  const padding = Math.max(0, padToBytes - body.length - trailer.length)
  // Padding as a PDF comment keeps the file valid at any size.
  return new TextEncoder().encode(`${body}%${'x'.repeat(Math.max(0, padding - 2))}\n${trailer}`)
}

/**
 * A one-page PDF whose text is `lines` in Helvetica (a real content stream, with a cross-reference
 * table): what a resume reader finds in it is exactly these words.
 */
export function textPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const escape = (line: string) => line.replace(/[()\\]/g, (c) => `\\${c}`)
  const content = `BT /F1 12 Tf 72 720 Td ${lines.map((line, i) => `${i ? '0 -16 Td ' : ''}(${escape(line)}) Tj`).join(' ')} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
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

/** A zip with stored (uncompressed) entries. */
export function storedZip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name)
    const data = Buffer.from(content)
    const crc = crc32(data)
    const common = [
      u16(20),
      u16(0),
      u16(0),
      u16(0),
      u16(0),
      u32(crc),
      u32(data.length),
      u32(data.length),
      u16(nameBytes.length),
      u16(0),
    ]
    const local = Buffer.concat([u32(0x04034b50), ...common, nameBytes, data])
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        nameBytes,
      ]),
    )
    locals.push(local)
    offset += local.length
  }
  const central = Buffer.concat(centrals)
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(centrals.length),
    u16(centrals.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ])
  return new Uint8Array(Buffer.concat([...locals, central, end]))
}

export function sampleDocx(text = 'Resume'): Uint8Array<ArrayBuffer> {
  return storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  })
}

/** An OLE compound file header followed by a directory entry; `streamName` decides what it holds. */
export function sampleCompoundFile(streamName = 'WordDocument'): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x3e, 24)
  header.writeUInt16LE(3, 26)
  header.writeUInt16LE(0xfffe, 28)
  header.writeUInt16LE(9, 30)
  const directory = Buffer.alloc(512)
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0)
  Buffer.from(streamName, 'utf16le').copy(directory, 128)
  return new Uint8Array(Buffer.concat([header, directory]))
}

/** A Windows executable's first bytes ("MZ", the DOS stub and a PE header). */
export function sampleExecutable(): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.alloc(512)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write('PE\0\0', 0x80, 'latin1')
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1')
  return new Uint8Array(bytes)
}
