import { MAX_IMAGE_BYTES } from './posts'
import type { FormDeclaration } from './form-declaration'

/*
 * The admin's Team page and Client quotes (issue 41, part 5): a member's or a quote's form carries
 * its photo or logo (multipart, at most MAX_IMAGE_BYTES, judged as it streams); the list's arrows
 * and a removal post URL-encoded.
 */

const CONTENT_FORM = {
  subpaths: true,
  accepts: ['urlencoded', 'multipart'],
  bodyLimit: MAX_IMAGE_BYTES + 256 * 1024,
  upload: true,
  allowance: false,
  perRequest: true,
} as const

export const TEAM_PAGE_FORMS = {
  name: 'team-page',
  path: '/admin/team-page',
  ...CONTENT_FORM,
} as const satisfies FormDeclaration

export const CLIENT_QUOTES_FORMS = {
  name: 'client-quotes',
  path: '/admin/client-quotes',
  ...CONTENT_FORM,
} as const satisfies FormDeclaration
