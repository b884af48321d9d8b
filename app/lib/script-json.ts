/**
 * Data as JSON for the inside of a <script> tag (structured data, an island's props): `<` is
 * escaped, so no text in the data can close the tag.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
