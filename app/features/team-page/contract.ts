import { requiredText, optionalText } from '~/contracts/text-rules'
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '~/contracts/posts'
import { BEST_RATING } from '~/contracts/team-page'
import { z } from '~/lib/zod'

export * from '~/contracts/team-page'
export { IMAGE_TYPES, MAX_IMAGE_BYTES }

export const MEMBER_NAME_MAX = 80
export const MEMBER_TITLE_MAX = 80
export const MEMBER_QUOTE_MAX = 200
/** As publishing's images (IMAGE_ALT_MAX there). */
export const PHOTO_ALT_MAX = 200
export const QUOTE_MAX = 160
export const QUOTE_TEXT_MAX = 600
export const PERSON_MAX = 80
export const COMPANY_MAX = 80

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A place in a list: 1 first; blank keeps the current one. */
const position = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(
    z
      .number({ error: 'Position: a whole number, 1 for first.' })
      .int('Position: a whole number, 1 for first.')
      .min(1, 'Position: a whole number, 1 for first.')
      .optional(),
  )

/** A ticked box arrives as 'on', an unticked one not at all. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on')

/** What staff write of a member of the team page; the photo comes as a file beside it. */
export const TeamMemberSchema = z.object({
  name: requiredText('Name', MEMBER_NAME_MAX),
  title: requiredText('Title', MEMBER_TITLE_MAX),
  quote: optionalText('Quote', MEMBER_QUOTE_MAX),
  photoAlt: requiredText('Photo alt text', PHOTO_ALT_MAX),
  /** Back to the drawn portrait (for a member who has one) instead of the uploaded photo. */
  usePortrait: checkbox,
  position,
})
export type TeamMemberInput = z.infer<typeof TeamMemberSchema>

/** A new member also names their slug: what posts name their author by, never changed after. */
export const NewTeamMemberSchema = TeamMemberSchema.extend({
  slug: requiredText('Slug', 60).refine((v) => SLUG.test(v), {
    message: 'Slug: lowercase letters, digits and single dashes, like priya-nair.',
  }),
})
export type NewTeamMemberInput = z.infer<typeof NewTeamMemberSchema>

/** What staff write of a client's quote; an uploaded logo comes as a file beside it. */
export const ClientQuoteSchema = z.object({
  quote: requiredText('Quote', QUOTE_MAX),
  text: requiredText('What they said', QUOTE_TEXT_MAX, { multiline: true }),
  personName: requiredText('Name', PERSON_MAX),
  personRole: requiredText('Role', PERSON_MAX),
  companyName: requiredText('Company', COMPANY_MAX),
  rating: z
    .string({ error: `Rating: choose 1 to ${BEST_RATING} stars.` })
    .transform((value) => Number(value))
    .pipe(
      z
        .number({ error: `Rating: choose 1 to ${BEST_RATING} stars.` })
        .int(`Rating: choose 1 to ${BEST_RATING} stars.`)
        .min(1, `Rating: choose 1 to ${BEST_RATING} stars.`)
        .max(BEST_RATING, `Rating: choose 1 to ${BEST_RATING} stars.`),
    ),
  /** Needed only with an uploaded logo: the image joins publishing's images, which always have one. */
  logoAlt: optionalText('Logo alt text', PHOTO_ALT_MAX),
  /** Back to the client's drawn logo (for a quote that has one) instead of the uploaded one. */
  useClientLogo: checkbox,
  position,
})
export type ClientQuoteInput = z.infer<typeof ClientQuoteSchema>

/** The list's arrows: one place up or down. */
export const MoveSchema = z.object({
  intent: z.enum(['up', 'down'], { error: 'Choose up or down.' }),
  id: z
    .string({ error: 'Choose what to move.' })
    .regex(/^\d+$/, 'Choose what to move.')
    .transform((value) => Number(value)),
})

/** What refuses a change: the code the route answers by. */
export type TeamPageRefusal = 'not_found' | 'slug_taken' | 'photo_needed' | 'at_the_end'
/** What refuses an uploaded photo or logo (publishing's image storing, and the upload's reading). */
export type UploadRefusal = 'not_an_image' | 'too_large' | 'unreadable'

/** What each refusal says, by its code (the field it belongs to beside it). */
export const UPLOAD_REFUSALS: Record<UploadRefusal, string> = {
  not_an_image: 'That file is not a JPEG, PNG, WebP or AVIF image.',
  too_large: 'That image is larger than 10 MB.',
  unreadable: 'That image could not be read. Try saving it again as JPEG or PNG.',
}

/** A member as the admin's list and form show them. */
export interface TeamMemberFormValues {
  slug: string
  name: string
  title: string
  quote: string
  photoAlt: string
  position: string
}

export interface ClientQuoteFormValues {
  quote: string
  text: string
  personName: string
  personRole: string
  companyName: string
  rating: string
  logoAlt: string
  position: string
}

/** Every refusal of the team page's and the client quotes' workflows: its status, words and field. */
export const REFUSALS: Record<
  TeamPageRefusal | UploadRefusal | 'logo_alt_needed',
  { status: number; message: string; field?: string }
> = {
  not_found: { status: 404, message: 'This is no longer there: someone may have removed it.' },
  slug_taken: {
    status: 409,
    field: 'slug',
    message: 'Someone on the team page has (or had) this slug. Choose another.',
  },
  photo_needed: { status: 400, field: 'image', message: 'Choose a photo: a new member has no portrait yet.' },
  at_the_end: { status: 409, message: 'It is already at that end of the list.' },
  logo_alt_needed: { status: 400, field: 'logoAlt', message: 'Logo alt text is required with a new logo.' },
  not_an_image: { status: 400, field: 'image', message: UPLOAD_REFUSALS.not_an_image },
  too_large: { status: 413, field: 'image', message: UPLOAD_REFUSALS.too_large },
  unreadable: { status: 400, field: 'image', message: UPLOAD_REFUSALS.unreadable },
}
