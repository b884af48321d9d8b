import { constants, inflateSync } from 'node:zlib'

/*
 * A PDF's streams are mostly Flate-compressed, and the PDF library decodes one whole into memory
 * before it reads it: a 1 MB file can hold a page whose content inflates to gigabytes. Before the
 * library sees a PDF, the reader inflates each compressed stream here up to a cap, and refuses the
 * file when one (or all together) would pass it. Images are left out: reading text never decodes
 * them, and a resume's photo or a scan may well be larger. A stream compressed twice over is only
 * checked once; the reader's process limit (read-resume-text.server.ts) is what bounds that.
 */

export interface PdfLimits {
  maxStreamBytes: number
  maxTotalBytes: number
}

export const PDF_LIMITS: PdfLimits = { maxStreamBytes: 32 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 }

export class PdfRefused extends Error {
  override name = 'PdfRefused'
}

const STREAM = Buffer.from('stream')
const END_STREAM = Buffer.from('endstream')
const OBJ = Buffer.from(' obj')
/** How far back from `stream` the object's dictionary is looked for. */
const DICTIONARY_REACH = 4096

/**
 * Throws PdfRefused when a non-image stream of `data` inflates past `limits` (a stream that is not
 * Flate, or is damaged, is left to the library). Memory: at most one stream's cap at a time.
 */
export function checkPdfStreams(data: Uint8Array, limits: PdfLimits = PDF_LIMITS): void {
  const pdf = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  let total = 0
  let at = 0
  for (;;) {
    const keyword = pdf.indexOf(STREAM, at)
    if (keyword < 0) return
    at = keyword + STREAM.length
    // `endstream` contains `stream`: only a keyword that starts a stream (an EOL follows) counts.
    if (keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end') continue
    let start = at
    if (pdf[start] === 0x0d) start++
    if (pdf[start] !== 0x0a) continue
    start++
    const end = pdf.indexOf(END_STREAM, start)
    if (end < 0) return
    at = end + END_STREAM.length
    const objectStart = pdf.lastIndexOf(OBJ, keyword)
    const dictionary = pdf.toString('latin1', Math.max(objectStart, keyword - DICTIONARY_REACH, 0), keyword)
    if (!dictionary.includes('/FlateDecode') && !dictionary.includes('/Fl ')) continue
    if (/\/Subtype\s*\/Image/.test(dictionary)) continue
    const allowed = Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total)
    let inflated: number
    try {
      // A sync flush takes a cut-off stream as far as it goes (as the library does), and the
      // inflation stops at maxOutputLength (RangeError): nothing past the cap is allocated.
      inflated = inflateSync(pdf.subarray(start, end), {
        maxOutputLength: Math.max(1, allowed),
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length
    } catch (error) {
      if (error instanceof RangeError)
        throw new PdfRefused(`a stream at ${start} inflates past ${allowed} bytes`)
      continue
    }
    total += inflated
    if (inflated > allowed) throw new PdfRefused(`a stream at ${start} inflates past ${allowed} bytes`)
  }
}
