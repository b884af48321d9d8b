import { SMALL_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/**
 * The client's answer on a shared shortlist (`/shortlist/<token>`; app/contracts/shortlists.ts holds
 * its fields): interview or decline, with a short note, each answer an e-mail to the brief's owner.
 * Every token's page posts to itself, so the declaration covers every path under /shortlist.
 */
export const CLIENT_SHORTLIST_FORM = {
  name: 'client-shortlist',
  path: '/shortlist',
  subpaths: true,
  accepts: ['urlencoded'],
  // The answer, the entry and a note of at most 600 characters, percent-encoded.
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: true,
  perRequest: true,
} as const satisfies FormDeclaration
