import { describe, expect, it } from 'vitest'
import { docxBomb } from '../../../tests/bombs'
import { sampleDocx, storedZip } from '../../../tests/sample-files'
import { DOCX_LIMITS, storedZipOf, unpackZip, ZipRefused } from './bounded-zip.server'

const MB = 1024 * 1024

describe('unpacking a zip within limits', () => {
  it('unpacks an ordinary .docx, and what it builds from it unpacks the same', () => {
    const entries = unpackZip(sampleDocx('Led the payments migration'))
    expect([...entries.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])
    expect(entries.get('word/document.xml')?.toString()).toContain('Led the payments migration')
    expect(unpackZip(storedZipOf(entries))).toEqual(entries)
  })

  it('stops an entry that lies about its size at the cap, having inflated no more than the cap', async () => {
    // 64 MB of text that claims to be 1 KB: the claim passes, the inflation does not.
    const bomb = await docxBomb({ textBytes: 64 * MB, claimedSize: 1024 })
    expect(bomb.length).toBeLessThan(MB)
    expect(() => unpackZip(bomb)).toThrow(/word\/document\.xml unpacks past/)
  })

  it('refuses an entry whose headers claim more than the cap before inflating anything', async () => {
    const bomb = await docxBomb({ textBytes: 64 * MB })
    expect(() => unpackZip(bomb)).toThrow(/word\/document\.xml claims/)
  })

  it('refuses an entry with an absurd compression ratio, even within the size caps', async () => {
    // 4 MB from ~4 KB (1,000:1) is under every size cap but not under the 100:1 ratio.
    const bomb = await docxBomb({ textBytes: 4 * MB })
    expect(() => unpackZip(bomb)).toThrow(ZipRefused)
    // The same entry is fine where the ratio allows it.
    expect(
      unpackZip(bomb, { ...DOCX_LIMITS, maxRatio: 2000 }).get('word/document.xml')?.length,
    ).toBeGreaterThan(4 * MB)
  })

  it('caps all entries together: several entries under the entry cap still stop at the total', async () => {
    const bomb = await docxBomb({ textBytes: 3 * MB, copies: 4, claimedSize: 1024 })
    const limits = { ...DOCX_LIMITS, maxRatio: 2000, maxEntryBytes: 4 * MB, maxTotalBytes: 10 * MB }
    expect(() => unpackZip(bomb, limits)).toThrow(/unpacks past/)
  })

  it('refuses what is not a zip, or is damaged, without throwing anything but ZipRefused', () => {
    expect(() => unpackZip(new TextEncoder().encode('%PDF-1.7 not a zip'))).toThrow(ZipRefused)
    const zip = storedZip({ 'a.txt': 'hello' })
    expect(() => unpackZip(zip.subarray(0, zip.length - 30))).toThrow(ZipRefused)
    const damaged = Buffer.from(zip)
    damaged.writeUInt32LE(0xffffff, damaged.length - 6)
    expect(() => unpackZip(damaged)).toThrow(ZipRefused)
  })
})
