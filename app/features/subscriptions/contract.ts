import { EMPLOYMENT_TYPES, WORKPLACES, type EmploymentType, type Workplace } from '~/features/openings'
import { z } from '~/lib/zod'

/** What a subscriber may hear of: a newly published opening, or a new insight. */
export const ALERT_KINDS = ['opening', 'insight'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** Each alert in its own e-mail at once, or all of a week's in one digest on Monday at 09:00 in their zone. */
export const SUBSCRIPTION_FREQUENCIES = ['instant', 'weekly'] as const
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number]

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'stopped'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** Why no alert may reach an address: it left, its mail bounced for good, or it was reported as spam. */
export type SuppressionReason = 'unsubscribed' | 'bounce' | 'complaint'

/** The weekly digest leaves on this weekday (1 = Monday) at this hour, in the subscriber's zone. */
export const DIGEST_WEEKDAY = 1
export const DIGEST_HOUR = 9

/** A confirmation link works once, for this long; an unconfirmed request is deleted then too. */
export const CONFIRMATION_VALID_HOURS = 48
/** An unsubscribed (or stopped) subscriber's row is kept this long, then only a hash of the address. */
export const UNSUBSCRIBED_KEPT_DAYS = 30

/** The pages of a subscription: the footer's form posts to the first (docs/email.md). */
export const SUBSCRIBE_PATH = '/subscribe'
export const CONFIRM_SUBSCRIPTION_PATH = '/subscribe/confirm'
export const SUBSCRIPTION_PREFERENCES_PATH = '/subscribe/preferences'
/** The List-Unsubscribe URL: a POST to it unsubscribes at once (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/subscribe/unsubscribe'

/** What a subscriber chose: what to receive, which openings, and how often. */
export interface SubscriptionChoices {
  openings: boolean
  insights: boolean
  department: string | null
  location: string | null
  workplace: Workplace | null
  employmentType: EmploymentType | null
  frequency: SubscriptionFrequency
}

const EMAIL_MESSAGE = 'Enter your e-mail address, like name@example.com.'
const WHAT_MESSAGE = 'Choose new openings, new insights or both.'

/** A checkbox: present ('on') or absent. */
const ticked = z.preprocess((value) => value === 'on' || value === 'true' || value === '1', z.boolean())
/** A filter left at "Any" (or blank) is no filter. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
    z.string().max(max, 'Choose from the list.').nullable(),
  )
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), z.enum(values).nullable())

/** The choices as a form sends them (the footer's, or the preferences page's). */
const ChoiceFields = z.object({
  openings: ticked,
  insights: ticked,
  department: optionalText(80),
  location: optionalText(150),
  workplace: optionalChoice(WORKPLACES),
  type: optionalChoice(EMPLOYMENT_TYPES),
  frequency: z.preprocess(
    (value) => (value === undefined || value === '' ? 'instant' : value),
    z.enum(SUBSCRIPTION_FREQUENCIES, { error: 'Choose how often.' }),
  ),
})

const toChoices = ({ type, ...fields }: z.output<typeof ChoiceFields>): SubscriptionChoices => ({
  ...fields,
  employmentType: type,
})

const wantsSomething = (choices: { openings: boolean; insights: boolean }) =>
  choices.openings || choices.insights

/** The footer's form: an address and what to receive. */
export const SubscribeSchema = ChoiceFields.extend({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email({ error: EMAIL_MESSAGE })),
})
  .refine(wantsSomething, { message: WHAT_MESSAGE, path: ['openings'] })
  .transform(({ email, ...fields }) => ({ email, choices: toChoices(fields) }))
export type SubscribeInput = z.output<typeof SubscribeSchema>

/** The preferences page: save the choices (in the subscriber's zone), or leave. */
export const PreferencesSchema = z.discriminatedUnion('intent', [
  ChoiceFields.extend({ intent: z.literal('save'), timeZone: z.string().trim().max(64) })
    .refine(wantsSomething, { message: WHAT_MESSAGE, path: ['openings'] })
    .transform(({ intent, timeZone, ...fields }) => ({ intent, timeZone, choices: toChoices(fields) })),
  z.object({ intent: z.literal('leave') }),
])
export type PreferencesInput = z.output<typeof PreferencesSchema>

/** A subscriber as their preferences page shows them. */
export interface SubscriptionView {
  email: string
  status: SubscriberStatus
  choices: SubscriptionChoices
  timeZone: string
}

/** Whether an opening's facts match a subscriber's filters (any filter left empty matches all). */
export function openingMatches(
  filter: Pick<SubscriptionChoices, 'department' | 'location' | 'workplace' | 'employmentType'>,
  opening: { department: string; location: string; workplace: Workplace; employmentType: EmploymentType },
): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
  return (
    (!filter.department || same(filter.department, opening.department)) &&
    (!filter.location || same(filter.location, opening.location)) &&
    (!filter.workplace || filter.workplace === opening.workplace) &&
    (!filter.employmentType || filter.employmentType === opening.employmentType)
  )
}

/** The admin's page: subscribers by what they receive, and the form that removes one address. */
export interface SubscriberCounts {
  openings: number
  insights: number
  weekly: number
  unsubscribed: number
  pending: number
}

export const RemoveSubscriberSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_MESSAGE })),
})
