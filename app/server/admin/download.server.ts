/** Stored resume keys: 128 random bits in hex plus the detected extension; nothing else is looked up. */
export const RESUME_KEY_PATTERN = /^[a-f0-9]{16,64}\.(pdf|doc|docx)$/

const SAFE_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
])

/**
 * `attachment` with an ASCII fallback name and the real name in RFC 5987 form (filename*), so no
 * quote, backslash, control character or path in a visitor's file name reaches the header.
 */
export function attachmentDisposition(name: string): string {
  const clean =
    [...name]
      .filter((c) => {
        const code = c.codePointAt(0) ?? 0
        return code >= 0x20 && (code < 0x7f || code > 0x9f) && c !== '/' && c !== '\\'
      })
      .join('')
      .trim() || 'download'
  const ascii = clean.replace(/[^\x20-\x7E]/g, '_').replace(/["%;]/g, '_')
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export function fileResponse(data: Buffer, contentType: string, name: string): Response {
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': SAFE_TYPES.has(contentType) ? contentType : 'application/octet-stream',
      'Content-Length': String(data.byteLength),
      'Content-Disposition': attachmentDisposition(name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}
