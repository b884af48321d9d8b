import type { SubmissionResult } from '@conform-to/react'
import { z } from '~/lib/zod'
import { APPLICATION_STATUSES, CLOSED_APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { MAX_BULK, tickedIds } from '~/contracts/list-query'
import type { RecordKind } from '~/contracts/record-events'
import { requiredText } from '~/contracts/text-rules'

/*
 * E-mail templates and the merge fields they may use. A template is plain text; `{{firstName}}`
 * and the other fields below are filled in from the record it is sent from. Anything else written
 * between double braces in the template (or the draft staff write) is refused when it is saved
 * and when it is sent: the source is checked, never the filled text. Values go in verbatim, once
 * (an applicant named "Brace {{x}} Name" is written to as such), and are never read for fields.
 */

export const MERGE_FIELDS = [
  'firstName',
  'fullName',
  'openingTitle',
  'briefReference',
  'company',
  'staffName',
  'statusLink',
] as const
export type MergeField = (typeof MERGE_FIELDS)[number]

export const MERGE_FIELD_DESCRIPTIONS: Record<MergeField, string> = {
  firstName: 'the first name of the person written to',
  fullName: 'their full name',
  openingTitle: 'the title of the opening an application was sent for',
  briefReference: 'the hiring brief’s reference',
  company: 'the company that sent the hiring brief',
  staffName: 'your name (the member sending it)',
  statusLink: 'the status page, where applicants see the stage of each of their applications',
}

/** Which fields each kind of record can fill in. */
export const MERGE_FIELDS_BY_RECORD: Record<RecordKind, readonly MergeField[]> = {
  application: ['firstName', 'fullName', 'openingTitle', 'staffName', 'statusLink'],
  candidate: ['firstName', 'fullName', 'staffName', 'statusLink'],
  brief: ['firstName', 'fullName', 'briefReference', 'company', 'staffName'],
  contact: ['firstName', 'fullName', 'staffName'],
}

export const RECORD_KIND_NOUNS: Record<RecordKind, string> = {
  application: 'a job application',
  candidate: 'a candidate',
  brief: 'a hiring brief',
  contact: 'a contact message',
}

export type MergeValues = Partial<Record<MergeField, string>>

const isMergeField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name)

/** Everything written between double braces (linear: no nested repetition). */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g

export interface MergeFieldScan {
  /** Known fields used, in order of first use. */
  used: MergeField[]
  /** Names between braces that are no field of ours, as written (trimmed). */
  unknown: string[]
  /** A `{{` or `}}` left over once every placeholder is read: a field never closed or never opened. */
  stray: boolean
}

/** The merge fields a text uses, and what in it is not one. */
export function scanMergeFields(text: string): MergeFieldScan {
  const used: MergeField[] = []
  const unknown: string[] = []
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? '').trim()
    if (isMergeField(name)) {
      if (!used.includes(name)) used.push(name)
    } else if (!unknown.includes(name)) unknown.push(name)
  }
  const rest = text.replace(PLACEHOLDER, '')
  return { used, unknown, stray: rest.includes('{{') || rest.includes('}}') }
}

const fieldList = (fields: readonly string[]) => fields.map((f) => `{{${f}}}`).join(', ')

/** What is wrong with a text's merge fields, in words for staff; null when nothing is. */
export function mergeFieldProblem(text: string): string | null {
  const { unknown, stray } = scanMergeFields(text)
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{{${name}}}`).join(', ')
    return `${unknown.length === 1 ? 'Unknown merge field' : 'Unknown merge fields'} ${names}. Use only ${fieldList(MERGE_FIELDS)}.`
  }
  if (stray)
    return 'A merge field is not closed: write each one as {{firstName}}, with two braces on each side.'
  return null
}

/** The fields a text uses that a kind of record cannot fill in. */
export function fieldsMissingFor(kind: RecordKind, text: string): MergeField[] {
  return scanMergeFields(text).used.filter((field) => !MERGE_FIELDS_BY_RECORD[kind].includes(field))
}

export function missingFieldsMessage(kind: RecordKind, fields: readonly MergeField[]): string {
  return `${fieldList(fields)} cannot be filled in from ${RECORD_KIND_NOUNS[kind]}: take ${fields.length === 1 ? 'it' : 'them'} out or write the words yourself.`
}

/** Which kinds of record can fill in every field the texts use. */
export function recordKindsFor(...texts: string[]): RecordKind[] {
  return (Object.keys(MERGE_FIELDS_BY_RECORD) as RecordKind[]).filter((kind) =>
    texts.every((text) => fieldsMissingFor(kind, text).length === 0),
  )
}

/**
 * The text with its fields filled in, in one pass: a value is inserted as it is and never read
 * for fields again. A field without a value stays as it was written, so a preview shows what
 * could not be filled (sending refuses it first, from the source: see fieldsMissingFor).
 */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim()
    return isMergeField(name) ? (values[name] ?? whole) : whole
  })
}

/** The first word of a full name: what `{{firstName}}` says. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

export const TEMPLATE_NAME_MAX = 80
export const SUBJECT_MAX = 150
export const BODY_MAX = 5000

function withMergeFields<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = mergeFieldProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

export const emailSubject = () => withMergeFields(requiredText('The subject', SUBJECT_MAX))
export const emailBody = () => withMergeFields(requiredText('The text', BODY_MAX, { multiline: true }))

/** A template as staff write it on /admin/templates. */
export const EmailTemplateSchema = z.object({
  name: requiredText('The name', TEMPLATE_NAME_MAX),
  subject: emailSubject(),
  body: emailBody(),
})
export type EmailTemplateInput = z.infer<typeof EmailTemplateSchema>

/** An e-mail as staff send it from a record: from a template or written freely. */
export const RecordEmailSchema = z.object({
  subject: emailSubject(),
  body: emailBody(),
})
export type RecordEmailInput = z.infer<typeof RecordEmailSchema>

/**
 * The stages an application can be given a default template for: offered when staff move an
 * application there, never sent without them choosing to ('new' is where applications start).
 */
export const TEMPLATE_STAGES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, 'new'> => status !== 'new',
)
export type TemplateStage = (typeof TEMPLATE_STAGES)[number]

/** The stage whose e-mail waits REJECTION_EMAIL_DELAY before it leaves, and can be cancelled until then. */
export const DELAYED_STAGE: ApplicationStatus = 'rejected'

/**
 * How far back a bulk send looks for the same template sent to the same application: those who
 * got it within this many days are listed unticked ("sent 3 May"), so nobody is invited twice by
 * a second click or a second move.
 */
export const RESEND_WINDOW_DAYS = 14

/** An applicant a stage's e-mail may go to, as the offer lists them. */
export interface StageRecipient {
  id: number
  fullName: string
  reference: string
  /** When the same template last went to this application, within RESEND_WINDOW_DAYS; else null. */
  sentAt: string | null
}

/**
 * What staff are offered after moving applications to a stage that has a template: the template,
 * how long its e-mail waits, the applications it would go to, and how it reads for the first.
 */
export interface StageEmailOffer {
  stage: ApplicationStatus
  templateId: number
  templateName: string
  /** 0: it leaves at once. */
  delayMs: number
  ids: number[]
  /** The applications it may go to, in `ids` order; those who got it lately are offered unticked. */
  recipients: StageRecipient[]
  /**
   * The applications moved with them that it cannot go to: sent along with the choice, so each
   * one's timeline says why it got none.
   */
  skippedIds: number[]
  preview: { subject: string; body: string }
}

/**
 * "Send (or schedule) the stage's e-mail", for one application or a selection (whose form adds
 * the applications' `ids`, the bulk form's rule).
 */
export const StageEmailForm = z.object({
  intent: z.literal('stage-email'),
  stage: z.enum(APPLICATION_STATUSES),
})
export type StageEmailFormValue = z.infer<typeof StageEmailForm>

/** Ids posted as hidden fields (the applications a stage's e-mail cannot go to, each told why). */
const hiddenIds = z.preprocess(
  (value) => (value === undefined ? [] : [value].flat()),
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(MAX_BULK),
)

/**
 * The offer for a selection on the list: the applicants ticked (those who got the same template
 * lately start unticked), and, hidden, those it cannot go to, whose timelines then say why.
 */
export const StageEmailSelectionForm = StageEmailForm.extend({
  ids: tickedIds('Tick at least one applicant to e-mail.'),
  skippedIds: hiddenIds.optional().default([]),
})

/**
 * Whether "Also move to <stage>" starts ticked on the "Send e-mail" page, when the template chosen
 * is a stage's e-mail and the application is elsewhere: yes when it moves the application forward
 * (from a stage still open to a later one, Rejected included), since the e-mail tells the applicant
 * so and the record should say what they were told; no when it would move it back, or reopen a
 * closed one (resending an invitation to someone at Offer, writing to a Hired one): then the
 * member ticks it on purpose.
 */
export function movesForward(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (CLOSED_APPLICATION_STATUSES.includes(from)) return false
  return APPLICATION_STATUSES.indexOf(to) > APPLICATION_STATUSES.indexOf(from)
}

/**
 * The stage an e-mail written from an application tells its applicant, so that the status page
 * shows it once the e-mail has left: the stage its template is the e-mail for, when the
 * application is at that stage as it is sent. A stage's template sent to an application elsewhere
 * (an invitation resent to someone at Offer) and an e-mail written freely tell no stage.
 */
export function stageAnnounced(
  templateStage: ApplicationStatus | null | undefined,
  applicationStatus: string | undefined,
): ApplicationStatus | undefined {
  return templateStage && templateStage === applicationStatus ? templateStage : undefined
}

/** "Also move to <stage>" on the "Send e-mail" page of an application (see movesForward). */
export interface MoveOffer {
  stage: ApplicationStatus
  /** Whether the box starts ticked. */
  ticked: boolean
  /** For the delayed stage: how the e-mail then waits before it leaves. */
  waitNote?: string
}

/** What a record's "Send e-mail" page shows (loadRecordEmailPage). */
export interface RecordEmailPageData {
  record: { kind: RecordKind; id: number; label: string; fullName: string }
  templates: { id: number; name: string }[]
  templateId: number | null
  draft: { subject: string; body: string }
  values: MergeValues
  envelope: { from: string; replyTo: string | null; to: string }
  /** The delayed stage, when this is its e-mail for a record in that stage. */
  stage?: ApplicationStatus
  waitNote?: string
  /** When the template chosen is a stage's e-mail and the application is not at that stage. */
  moveOffer?: MoveOffer
}

/** What a previewed or refused e-mail from a record comes back with: submission.reply(). */
export interface RecordEmailReply {
  result: SubmissionResult<string[]>
}

/** The template page's form: "Save" checks the template; "Preview" only draws the page again with what was typed. */
export const TemplateSaveForm = EmailTemplateSchema.extend({
  intent: z.literal('save'),
  previewWith: z.string().max(40).optional(),
})
export const TemplatePreviewForm = z.object({
  intent: z.literal('preview'),
  name: z.string().max(1000).optional(),
  subject: z.string().max(1000).optional(),
  body: z.string().max(20_000).optional(),
  previewWith: z.string().max(40).optional(),
})
export const TEMPLATE_NOT_SAVED = 'The template was not saved: see the messages above.'

/** The "Send e-mail" page's form: "Send" checks the e-mail; "Preview" only draws the page again with what was typed. */
export const RecordEmailSendForm = RecordEmailSchema.extend({
  intent: z.literal('send'),
  stage: z.string().max(20).optional(),
  /** The template it was started from (kept with the e-mail, so a bulk send can tell who got it lately). */
  template: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** "Also move to <stage>", ticked. */
  moveTo: z.enum(APPLICATION_STATUSES).optional(),
})
export const RecordEmailPreviewForm = z.object({
  intent: z.literal('preview'),
  subject: z.string().max(1000).optional(),
  body: z.string().max(20_000).optional(),
  stage: z.string().max(20).optional(),
})
export const RECORD_EMAIL_NOT_SENT = 'Check the subject and the text.'

/** Each stage's template on /admin/templates: an id, or none (the empty choice, "No e-mail"). */
const stageChoice = z.coerce.number().int().positive().optional()
export const StageTemplatesForm = z.object(
  Object.fromEntries(TEMPLATE_STAGES.map((stage) => [stage, stageChoice])) as Record<
    TemplateStage,
    typeof stageChoice
  >,
)
