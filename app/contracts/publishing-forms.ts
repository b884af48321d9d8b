import { MAX_IMAGE_BYTES } from './posts'
import type { FormDeclaration } from './form-declaration'

/**
 * The publishing editor's forms (issue 41): a post's Markdown may be some tens of thousands of
 * characters, beyond the admin's 64 KB text forms once URL-encoded, so its pages take more.
 */
export const PUBLISHING_FORMS = {
  name: 'publishing',
  path: '/admin/publishing',
  subpaths: true,
  accepts: ['urlencoded'],
  bodyLimit: 512 * 1024,
  upload: false,
  allowance: false,
  perRequest: true,
} as const satisfies FormDeclaration

/** An image upload: the file (at most MAX_IMAGE_BYTES) and its alt text, judged as it streams. */
export const IMAGE_UPLOAD_FORM = {
  name: 'image-upload',
  path: '/admin/publishing/images',
  accepts: ['multipart'],
  bodyLimit: MAX_IMAGE_BYTES + 256 * 1024,
  upload: true,
  allowance: false,
  perRequest: true,
} as const satisfies FormDeclaration
