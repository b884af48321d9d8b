import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { HireBriefStatus } from '~/contracts/hire-brief'
import type { ContactMessageColumns } from '~/features/contacts'
import type {
  EmploymentType,
  OpeningDraftColumns,
  OpeningStatus,
  QuestionKind,
  Workplace,
} from '~/features/openings'
import type {
  AlertKind,
  SubscriberStatus,
  SubscriptionFrequency,
  SuppressionReason,
} from '~/features/subscriptions'
import type { StaffRole, StaffStatus } from '~/contracts/permissions'
import type { NotifyTiming } from '~/contracts/staff'
import type { RecordEventKind, RecordKind } from '~/contracts/record-events'
import type { PutForwardConsent, RatePeriod, ShortlistStage } from '~/contracts/shortlists'
import type { ResumeTextStatus } from '~/contracts/candidates'
import type { InterviewOutcome, InterviewSide, InterviewState } from '~/contracts/interviews'
import type { ApplicationStatus, ContactStatus, OutboxStatus } from '~/lib/constants'
import type { PostKind, PostStatus } from '~/contracts/posts'

/*
 * The tables as the app names them: columns in camelCase here, snake_case in the database.
 * Kysely's CamelCasePlugin (client.server.ts) maps one to the other in every query and result,
 * so no module copies fields between the two spellings. Table names stay as stored.
 */

/** Timestamps are ISO 8601 UTC strings in both dialects, so they sort and compare as text. */
type Timestamp = string

/** The columns the visitor writes come from the contacts contract. */
export interface ContactSubmissionsTable extends ContactMessageColumns {
  id: Generated<number>
  /** `CT-` and six random characters (migration 0018): what the sender is told, and staff search by. */
  reference: string
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>
  createdAt: Timestamp
  ipHash: string | null
}

export interface JobApplicationsTable {
  id: Generated<number>
  /** `AP-` and six random characters (migration 0018). */
  reference: string
  fullName: string
  email: string
  phone: string | null
  address: string | null
  position: string | null
  skills: string | null
  yearsOfExperience: string | null
  currentCtc: string | null
  expectedCtc: string | null
  recentEducation: string | null
  collegeName: string | null
  idNumber: string | null
  percentage: string | null
  github: string | null
  linkedin: string | null
  coverLetter: string | null
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>
  createdAt: Timestamp
  ipHash: string | null
  /** The opening applied for, and its title then; null for an open application. */
  openingId: ColumnType<number | null, number | null | undefined, number | null>
  openingTitle: ColumnType<string | null, string | null | undefined, string | null>
  /** The person who sent it (migration 0013): every application has one. */
  candidateId: ColumnType<number | null, number | null | undefined, number | null>
  /** The member working on it, by username; null for nobody. */
  assignedTo: ColumnType<string | null, string | null | undefined, string | null>
  /**
   * The stage its applicant was last told (migration 0028): what /careers/status shows. 'new'
   * (Received) when it arrives; then set when a stage's e-mail leaves the outbox, or staff tick
   * "Show on the status page", or the applicant withdraws it themselves.
   */
  announcedStatus: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>
  /** When that stage was announced; null while only its receipt was. */
  announcedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
}

export interface ResumesTable {
  id: Generated<number>
  applicationId: number
  fileName: string
  originalName: string
  contentType: string
  size: number
  sha256: string
  data: Buffer
}

export interface EmailOutboxTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  html: string | null
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>
  attempts: ColumnType<number, number | undefined, number>
  nextAttemptAt: Timestamp
  lastError: string | null
  createdAt: Timestamp
  sentAt: Timestamp | null
  /** The submission the e-mail is about (migration 0006); null for older e-mails. */
  contactSubmissionId: number | null
  jobApplicationId: number | null
  /** The hiring brief the e-mail is about (migration 0008). */
  hireBriefId: number | null
  /**
   * The link tokens in its text and html, as a JSON array (migration 0022), until it has left (or
   * failed for good): then they are replaced in the text and html and this is null.
   */
  linkTokens: ColumnType<string | null, string | null | undefined, string | null>
  /** A scheduled e-mail leaves no earlier than this (a rejection waits REJECTION_EMAIL_DELAY); null: at once. */
  notBefore: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
  /** Set when staff (or a status moved back) cancelled it before it left; the worker never sends it then. */
  cancelledAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>
  /** The record it was sent from, for its timeline; null for the automatic e-mails. */
  recordKind: ColumnType<RecordKind | null, RecordKind | null | undefined, RecordKind | null>
  recordId: ColumnType<number | null, number | null | undefined, number | null>
  /** The member who sent it (username), and where replies go (their e-mail address). */
  sentBy: ColumnType<string | null, string | null | undefined, string | null>
  replyTo: ColumnType<string | null, string | null | undefined, string | null>
  /**
   * A stage e-mail's stage (migration 0028): when it leaves, its application's status page shows
   * that stage (job_applications.announced_status). Null for every other e-mail.
   */
  announcesStatus: ColumnType<
    ApplicationStatus | null,
    ApplicationStatus | null | undefined,
    ApplicationStatus | null
  >
  /**
   * The files it carries (migration 0032), as a JSON array of { filename, contentType, content }
   * with text content (a calendar invitation); null for none.
   */
  attachments: ColumnType<string | null, string | null | undefined, string | null>
  /** Per-message headers (migration 0036), JSON: List-Unsubscribe on subscription mail; null for most. */
  headers: ColumnType<string | null, string | null | undefined, string | null>
  /** What kind of mail it is (migration 0036): 'subscription' for alerts and digests; null for the rest. */
  category: ColumnType<string | null, string | null | undefined, string | null>
}

export interface AuditLogTable {
  id: Generated<number>
  actor: string
  action: string
  target: string | null
  at: Timestamp
}

export interface AppSettingsTable {
  key: string
  value: string
}

export interface HireBriefsTable {
  id: Generated<number>
  reference: string
  role: string
  /** A JSON array of strings. */
  skills: string
  seniority: string
  headcount: number
  engagement: string
  duration: string
  start: string
  startDate: string | null
  arrangement: string
  city: string | null
  overlapHours: number | null
  timezone: string | null
  budgetFrom: number | null
  budgetTo: number | null
  budgetCurrency: string | null
  budgetPeriod: string | null
  name: string
  email: string
  company: string
  jobTitle: string | null
  phone: string | null
  country: string
  details: string | null
  status: ColumnType<HireBriefStatus, HireBriefStatus | undefined, HireBriefStatus>
  lostReason: string | null
  assignedTo: string | null
  createdAt: Timestamp
  ipHash: string | null
}

/** The columns staff write come from the openings contract; the lists are stored as JSON arrays. */
export interface OpeningsTable extends OpeningDraftColumns {
  id: Generated<number>
  slug: string
  /** A JSON array of strings. */
  responsibilities: string
  /** A JSON array of strings. */
  skills: string
  status: ColumnType<OpeningStatus, OpeningStatus | undefined, OpeningStatus>
  openedAt: Timestamp | null
  createdBy: string | null
  updatedBy: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface OpeningQuestionsTable {
  id: Generated<number>
  openingId: number
  position: number
  label: string
  kind: QuestionKind
  /** A JSON array of strings for 'choice'; null otherwise. */
  choices: string | null
  /** 1 or 0, the same in both dialects. */
  required: number
}

export interface ApplicationAnswersTable {
  id: Generated<number>
  applicationId: number
  questionLabel: string
  answer: string
}

export interface StaffInvitationsTable {
  id: Generated<number>
  email: string
  role: StaffRole
  /** SHA-256 of the link's token, hex: the token itself is only in the e-mail. */
  tokenHash: string
  /** The owner's username. */
  invitedBy: string
  createdAt: Timestamp
  /** When the latest e-mail went out (a resend moves it, and the expiry with it). */
  sentAt: Timestamp
  expiresAt: Timestamp
  acceptedAt: Timestamp | null
  revokedAt: Timestamp | null
}

export interface PasswordResetsTable {
  id: Generated<number>
  /** The member's id in the auth library's `user` table. */
  staffId: string
  tokenHash: string
  createdAt: Timestamp
  expiresAt: Timestamp
  usedAt: Timestamp | null
}

/** How a member's sign-in address was set: without a password on the setup page, or with it in Settings. */
export type StaffEmailChangeVia = 'setup' | 'settings'

export interface StaffEmailChangesTable {
  id: Generated<number>
  /** The member's id in the auth library's `user` table. */
  staffId: string
  via: StaffEmailChangeVia
  changedAt: Timestamp
}

/** A member's e-mail preferences (Settings); the key is their id in the auth library's `user` table. */
export interface StaffPreferencesTable {
  userId: string
  clientAnswers: NotifyTiming
  other: NotifyTiming
  /** An IANA zone, e.g. Asia/Kolkata. */
  timeZone: string
  updatedAt: Timestamp
}

export interface RecordEventsTable {
  id: Generated<number>
  recordKind: RecordKind
  recordId: number
  kind: RecordEventKind
  actor: string | null
  /** JSON: RecordEventData[kind] (contracts/record-events.ts). */
  data: string
  at: Timestamp
}

export interface EmailTemplatesTable {
  id: Generated<number>
  name: string
  subject: string
  body: string
  /** The application stage this template is offered for (at most one template a stage). */
  defaultForStatus: ApplicationStatus | null
  createdBy: string | null
  createdAt: Timestamp
  updatedBy: string | null
  updatedAt: Timestamp
}

export interface StatusLinksTable {
  id: Generated<number>
  /** The address the link was asked for, trimmed and lowercased. */
  emailNormalized: string
  /** SHA-256 of the link's token, hex: the token itself is only in the e-mail. */
  tokenHash: string
  createdAt: Timestamp
  expiresAt: Timestamp
  usedAt: Timestamp | null
  /** SHA-256 of the page session's cookie, set when the link is used. */
  sessionHash: string | null
  sessionExpiresAt: Timestamp | null
}

export interface CandidatesTable {
  id: Generated<number>
  /** The address, trimmed and lower-cased: one record per address. */
  emailNormalized: string
  /** As on the latest application. */
  fullName: string
  /** Staff's own; null shows the latest application's position. */
  headline: string | null
  /** Normalized: items separated by ", " (contracts/candidates.ts normalizeSkills). */
  skills: string | null
  yearsOfExperience: number | null
  /** The profile for clients (migration 0030): staff's summary of experience, lines of education, languages. */
  profileSummary: ColumnType<string | null, string | null | undefined, string | null>
  /** One qualification a line. */
  education: ColumnType<string | null, string | null | undefined, string | null>
  /** Normalized like skills: items separated by ", ". */
  languages: ColumnType<string | null, string | null | undefined, string | null>
  lastAppliedAt: Timestamp
  createdAt: Timestamp
  /** The record this one was merged into by hand: it shows that one instead. */
  mergedInto: number | null
}

export interface ResumeTextsTable {
  resumeId: number
  status: ColumnType<ResumeTextStatus, ResumeTextStatus | undefined, ResumeTextStatus>
  text: string | null
  attempts: ColumnType<number, number | undefined, number>
  /** A job working on the row holds it until then; past it, another may take it. */
  claimedUntil: Timestamp | null
  queuedAt: Timestamp
  extractedAt: Timestamp | null
}

/** One searchable document per candidate (migration 0014; the index over it is per dialect). */
export interface CandidateSearchTable {
  candidateId: number
  fullName: string
  /** Every address the candidate applied from, space-separated. */
  emails: string
  headline: string | null
  skills: string | null
  coverLetters: string | null
  notes: string | null
  resumeText: string | null
  updatedAt: Timestamp
}

export interface ShortlistEntriesTable {
  id: Generated<number>
  briefId: number
  candidateId: number
  position: number
  rateAmount: number | null
  rateCurrency: string | null
  ratePeriod: RatePeriod | null
  /** YYYY-MM-DD, or null when the availability is a notice period. */
  availableOn: string | null
  noticeWeeks: number | null
  pitch: string | null
  stage: ColumnType<ShortlistStage, ShortlistStage | undefined, ShortlistStage>
  /** What the client said with their answer (times for an interview, or why they declined). */
  clientNote: string | null
  answeredAt: Timestamp | null
  placedOn: string | null
  placedRateAmount: number | null
  placedRateCurrency: string | null
  placedRatePeriod: RatePeriod | null
  addedBy: string
  createdAt: Timestamp
  updatedAt: Timestamp
  /**
   * The candidate's consent to be put forward (migration 0031): entries stored before it count as
   * given; what the request said of the client (its sector; the company only when staff named it),
   * when it was asked and answered, the candidate's note and an override's reason.
   */
  consent: ColumnType<PutForwardConsent, PutForwardConsent | undefined, PutForwardConsent>
  consentAskedAt: Timestamp | null
  consentSector: string | null
  consentCompany: string | null
  consentAnsweredAt: Timestamp | null
  consentNote: string | null
  consentOverrideReason: string | null
}

export interface ShortlistLinksTable {
  id: Generated<number>
  briefId: number
  /** SHA-256 of the link's token, hex: the token itself is only in the e-mail to the client. */
  tokenHash: string
  createdBy: string
  createdAt: Timestamp
  expiresAt: Timestamp
  revokedAt: Timestamp | null
  views: ColumnType<number, number | undefined, number>
  firstViewedAt: Timestamp | null
  lastViewedAt: Timestamp | null
}

/**
 * Where the visit that sent a submission came from (migration 0023), on contact messages,
 * applications and briefs; set after the record is stored, when known. Kept out of each table's
 * own interface so the rows the record modules read and insert stay as they were.
 */
export interface SubmissionSourceColumns {
  sourceLanding: ColumnType<string | null, string | null | undefined, string | null>
  sourceReferrer: ColumnType<string | null, string | null | undefined, string | null>
  sourceCampaign: ColumnType<string | null, string | null | undefined, string | null>
  sourceMedium: ColumnType<string | null, string | null | undefined, string | null>
  sourceName: ColumnType<string | null, string | null | undefined, string | null>
}

/** A public page's view (migration 0023): no address, no agent; kept 30 days. */
export interface PageViewsTable {
  id: Generated<number>
  /** The company's calendar day (IST; older rows: UTC, see features/traffic/days.ts), YYYY-MM-DD. */
  day: string
  at: Timestamp
  path: string
  referrerHost: string | null
  /** What the view is counted under: utm_source or ref, else the referrer's class, else "direct". */
  source: string
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  device: string
  /** HMAC of the day's salt over the visitor's address (/64 for IPv6) and user agent. */
  visitorKey: string
}

/** A day's counts per page (`*` for all pages), per source and campaign of the visitors' first view. */
export interface DailyTrafficTable {
  day: string
  path: string
  source: string
  campaign: ColumnType<string, string | undefined, string>
  views: number
  visitors: number
}

/** The day's random salt of visitor keys, deleted once the day is over. */
export interface DailySaltsTable {
  day: string
  salt: string
}

/** A reminder a member set on a record (migration 0026): due on a day in the company's zone, until done. */
export interface FollowUpsTable {
  id: Generated<number>
  recordKind: RecordKind
  recordId: number
  /** The member who set it, by username: it is in their My work. */
  staffUsername: string
  /** YYYY-MM-DD. */
  dueOn: string
  note: string | null
  createdAt: Timestamp
  doneAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
}

/** A timeline event a member marked seen in their My work (migration 0026); goes with its event. */
export interface SeenEventsTable {
  id: Generated<number>
  staffUsername: string
  eventId: number
  seenAt: Timestamp
}

/** How an item that entered a member's My work was (or will be) told to them (migration 0026). */
export type QueueNoticeMode = 'now' | 'digest' | 'quiet'

/** One item of a member's queue as the notifier knows it; deleted once the item leaves the queue. */
export interface QueueNoticesTable {
  id: Generated<number>
  staffUsername: string
  /** The item's key in the queue (`mention:42`). */
  itemKey: string
  /** 'quiet': in the queue before the member's notices started, so never told. */
  mode: QueueNoticeMode
  enteredAt: Timestamp
  dueAt: Timestamp
  sentAt: Timestamp | null
}

/**
 * When the notifier first read a member's queue (migration 0029): what was in it then is never
 * e-mailed. Their choices of how to hear of it are Settings' (staff_preferences).
 */
export interface QueueNoticeStartsTable {
  staffUsername: string
  startedAt: Timestamp
}

export interface InterviewsTable {
  id: Generated<number>
  briefId: number
  entryId: number
  state: InterviewState
  /** The calendar event's UID, the same for every invitation, update and cancellation. */
  uid: string
  sequence: ColumnType<number, number | undefined, number>
  /** 1 once invitations went out (so a change sends an update or a cancellation). */
  invited: ColumnType<number, number | undefined, number>
  ownerUsername: string
  ownerZone: string
  clientZone: string | null
  candidateZone: string | null
  /** The time the client took. */
  slotId: number | null
  requestedBy: InterviewSide | null
  requestNote: string | null
  /** Which round of interviews this is, from 1: "another round" raises it. */
  round: ColumnType<number, number | undefined, number>
  createdAt: Timestamp
  updatedAt: Timestamp
}

/** What the client said of a round of an interview once it was over: one answer per round. */
export interface InterviewOutcomesTable {
  id: Generated<number>
  interviewId: number
  round: number
  answer: InterviewOutcome
  /** The client's note with an offer, or their reason for not this time. */
  note: string | null
  answeredAt: Timestamp
}

export interface InterviewSlotsTable {
  id: Generated<number>
  interviewId: number
  /** UTC, ISO 8601. */
  startsAt: Timestamp
  minutes: number
  /** A video link or a place. */
  location: string
  takenAt: Timestamp | null
  retired: ColumnType<number, number | undefined, number>
}

export interface InterviewRemindersTable {
  interviewId: number
  emailId: number
}

/** An uploaded image (migration 0034): stored once by content hash; its widths are files in MEDIA_DIR. */
export interface ImagesTable {
  id: Generated<number>
  sha256: string
  alt: string
  width: number
  height: number
  /** JSON: ImageVariant[] (features/publishing contract). */
  variants: string
  uploadedBy: string | null
  createdAt: Timestamp
}

/** What an insight or case study says, as a post holds it and each revision keeps it (migration 0034). */
export interface PostContentColumns {
  slug: string
  title: string
  excerpt: string
  summary: string
  bodyMd: string
  heroImageId: number | null
  heroArt: string | null
  /** JSON: the topics (insights) or services (case studies) it is filed under. */
  topics: string
  authorSlug: string
}

export interface PostsTable extends PostContentColumns {
  id: Generated<number>
  kind: PostKind
  status: PostStatus
  publishAt: Timestamp | null
  publishedAt: Timestamp | null
  /** SHA-256 of the preview link's token, and when the link stops working. */
  previewTokenHash: string | null
  previewExpiresAt: Timestamp | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface PostRevisionsTable extends PostContentColumns {
  id: Generated<number>
  postId: number
  number: number
  savedBy: string | null
  savedAt: Timestamp
}

/** A slug a post answered before its current one: its old address answers 308. */
export interface PostSlugsTable {
  id: Generated<number>
  postId: number
  kind: PostKind
  slug: string
}

/** A subscription asked for, waiting for its link to be used (migration 0036); goes after 48 hours. */
export interface SubscriptionRequestsTable {
  id: Generated<number>
  email: string
  /** SubscriptionChoices as JSON. */
  choices: string
  tokenHash: string
  expiresAt: Timestamp
  createdAt: Timestamp
}

/** A confirmed subscriber and their choices (migration 0036). */
export interface SubscribersTable {
  id: Generated<number>
  email: string
  /** 1 or 0: wants new openings, new insights. */
  openings: number
  insights: number
  department: string | null
  location: string | null
  workplace: Workplace | null
  employmentType: EmploymentType | null
  frequency: SubscriptionFrequency
  timeZone: string
  status: SubscriberStatus
  confirmedAt: Timestamp
  updatedAt: Timestamp
  /** When it was unsubscribed or stopped; the row goes UNSUBSCRIBED_KEPT_DAYS later. */
  endedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
}

/** An alert kept for a weekly subscriber's Monday digest (migration 0036). */
export interface SubscriptionDigestItemsTable {
  id: Generated<number>
  subscriberId: number
  kind: AlertKind
  title: string
  url: string
  createdAt: Timestamp
}

/** A keyed hash of an address no alert may reach until it opts in again (migration 0036). */
export interface SubscriptionSuppressionsTable {
  addressHash: string
  reason: SuppressionReason
  createdAt: Timestamp
}

/** An opening or insight already alerted (migration 0036): publishing it again alerts no one. */
export interface SubscriptionAlertsTable {
  id: Generated<number>
  kind: AlertKind
  itemKey: string
  createdAt: Timestamp
  recipients: number
}

/**
 * A person on the /team page (migration 0038): the company's published content. `slug` never
 * changes (posts name their author by it); a member removed while posts name them keeps the row,
 * with `removedAt`, so those posts keep their author's name.
 */
export interface TeamPageMembersTable {
  id: Generated<number>
  slug: string
  name: string
  title: string
  quote: string | null
  /** The slug of the portrait scripts/media drew (files under /media/people), for the members seeded. */
  portrait: string | null
  /** An uploaded photo (publishing's images): shown instead of the portrait while set. */
  photoImageId: number | null
  photoAlt: string
  /** 1 first. */
  position: number
  removedAt: Timestamp | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

/** A client's quote on /portfolio (migration 0038): published with the client's agreement. */
export interface ClientQuotesTable {
  id: Generated<number>
  quote: string
  text: string
  personName: string
  personRole: string
  companyName: string
  /** A client's drawn logo (a slug of app/content/media.ts CLIENTS), for the quotes seeded. */
  clientLogo: string | null
  /** An uploaded logo (publishing's images): shown instead of the drawn one while set. */
  logoImageId: number | null
  /** 1 to 5: the stars on the card and the Review's rating in the page's JSON-LD. */
  rating: number
  position: number
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface Database {
  contact_submissions: ContactSubmissionsTable & SubmissionSourceColumns
  job_applications: JobApplicationsTable & SubmissionSourceColumns
  resumes: ResumesTable
  email_outbox: EmailOutboxTable
  audit_log: AuditLogTable
  app_settings: AppSettingsTable
  hire_briefs: HireBriefsTable & SubmissionSourceColumns
  openings: OpeningsTable
  opening_questions: OpeningQuestionsTable
  application_answers: ApplicationAnswersTable
  staff_invitations: StaffInvitationsTable
  password_resets: PasswordResetsTable
  staff_email_changes: StaffEmailChangesTable
  staff_preferences: StaffPreferencesTable
  record_events: RecordEventsTable
  email_templates: EmailTemplatesTable
  status_links: StatusLinksTable
  candidates: CandidatesTable
  resume_texts: ResumeTextsTable
  candidate_search: CandidateSearchTable
  shortlist_entries: ShortlistEntriesTable
  shortlist_links: ShortlistLinksTable
  page_views: PageViewsTable
  daily_traffic: DailyTrafficTable
  daily_salts: DailySaltsTable
  follow_ups: FollowUpsTable
  seen_events: SeenEventsTable
  queue_notices: QueueNoticesTable
  queue_notice_starts: QueueNoticeStartsTable
  interviews: InterviewsTable
  interview_slots: InterviewSlotsTable
  interview_reminders: InterviewRemindersTable
  images: ImagesTable
  posts: PostsTable
  post_revisions: PostRevisionsTable
  post_slugs: PostSlugsTable
  subscription_requests: SubscriptionRequestsTable
  subscribers: SubscribersTable
  subscription_digest_items: SubscriptionDigestItemsTable
  subscription_suppressions: SubscriptionSuppressionsTable
  subscription_alerts: SubscriptionAlertsTable
  interview_outcomes: InterviewOutcomesTable
  team_page_members: TeamPageMembersTable
  client_quotes: ClientQuotesTable
}

/** `nextAttemptAt` → `next_attempt_at`, as CamelCasePlugin spells a name in SQL. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

/**
 * The auth library's tables that our code reads beside it (app/server/auth only): its column
 * names are camelCase as stored, so they are queried without the plugin, through StoredDatabase.
 */
export interface AuthTables {
  user: {
    id: string
    name: string
    email: string
    emailVerified: number | boolean
    username: string | null
    displayUsername: string | null
    twoFactorEnabled: number | boolean | null
    role: StaffRole | null
    status: StaffStatus | null
    lastSignInAt: string | Date | null
    createdAt: string | Date
    updatedAt: string | Date
  }
  session: {
    id: string
    token: string
    userId: string
    expiresAt: string | Date
    createdAt: string | Date
    updatedAt: string | Date
  }
  twoFactor: {
    id: string
    userId: string
    secret: string
    backupCodes: string
    verified: number | boolean | null
  }
}

/** The same tables under the names as stored, for code that queries without the plugin. */
export type StoredDatabase = {
  [Table in keyof Database]: {
    [Column in keyof Database[Table] as SnakeCase<Column & string>]: Database[Table][Column]
  }
} & AuthTables

export type ContactSubmissionRow = Selectable<ContactSubmissionsTable>
export type JobApplicationRow = Selectable<JobApplicationsTable>
export type ResumeRow = Selectable<ResumesTable>
export type NewResumeRow = Insertable<ResumesTable>
export type EmailOutboxRow = Selectable<EmailOutboxTable>
export type AuditLogRow = Selectable<AuditLogTable>
export type HireBriefRow = Selectable<HireBriefsTable>
export type SubscriberRow = Selectable<SubscribersTable>
