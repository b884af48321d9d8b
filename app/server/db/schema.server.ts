import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { HireRequestStatus } from '~/contracts/hire-brief'
import type { ApplicationStatus, ContactStatus, OutboxStatus } from '~/lib/constants'

/*
 * The tables as the app names them: columns in camelCase here, snake_case in the database.
 * Kysely's CamelCasePlugin (client.server.ts) maps one to the other in every query and result,
 * so no module copies fields between the two spellings. Table names stay as stored.
 */

/** Timestamps are ISO 8601 UTC strings in both dialects, so they sort and compare as text. */
type Timestamp = string

export interface ContactSubmissionsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>
  createdAt: Timestamp
  ipHash: string | null
}

export interface JobApplicationsTable {
  id: Generated<number>
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

export interface ApplicationNotesTable {
  id: Generated<number>
  applicationId: number
  author: string
  body: string
  createdAt: Timestamp
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
  hireRequestId: number | null
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

export interface HireRequestsTable {
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
  status: ColumnType<HireRequestStatus, HireRequestStatus | undefined, HireRequestStatus>
  lostReason: string | null
  assignedTo: string | null
  createdAt: Timestamp
  ipHash: string | null
}

export interface HireRequestNotesTable {
  id: Generated<number>
  hireRequestId: number
  author: string
  body: string
  createdAt: Timestamp
}

export interface Database {
  contact_submissions: ContactSubmissionsTable
  job_applications: JobApplicationsTable
  resumes: ResumesTable
  application_notes: ApplicationNotesTable
  email_outbox: EmailOutboxTable
  audit_log: AuditLogTable
  app_settings: AppSettingsTable
  hire_requests: HireRequestsTable
  hire_request_notes: HireRequestNotesTable
}

/** `nextAttemptAt` → `next_attempt_at`, as CamelCasePlugin spells a name in SQL. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

/** The same tables under the names as stored, for code that queries without the plugin. */
export type StoredDatabase = {
  [Table in keyof Database]: {
    [Column in keyof Database[Table] as SnakeCase<Column & string>]: Database[Table][Column]
  }
}

export type ContactSubmissionRow = Selectable<ContactSubmissionsTable>
export type JobApplicationRow = Selectable<JobApplicationsTable>
export type ResumeRow = Selectable<ResumesTable>
export type NewResumeRow = Insertable<ResumesTable>
export type ApplicationNoteRow = Selectable<ApplicationNotesTable>
export type EmailOutboxRow = Selectable<EmailOutboxTable>
export type AuditLogRow = Selectable<AuditLogTable>
export type HireRequestRow = Selectable<HireRequestsTable>
