import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { ApplicationStatus, ContactStatus, OutboxStatus } from '~/lib/constants'

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
  created_at: Timestamp
  ip_hash: string | null
}

export interface JobApplicationsTable {
  id: Generated<number>
  full_name: string
  email: string
  phone: string | null
  address: string | null
  position: string | null
  skills: string | null
  years_of_experience: string | null
  current_ctc: string | null
  expected_ctc: string | null
  recent_education: string | null
  college_name: string | null
  id_number: string | null
  percentage: string | null
  github: string | null
  linkedin: string | null
  cover_letter: string | null
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>
  created_at: Timestamp
  ip_hash: string | null
}

export interface ResumesTable {
  id: Generated<number>
  application_id: number
  file_name: string
  original_name: string
  content_type: string
  size: number
  sha256: string
  data: Buffer
}

export interface ApplicationNotesTable {
  id: Generated<number>
  application_id: number
  author: string
  body: string
  created_at: Timestamp
}

export interface EmailOutboxTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  html: string | null
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  last_error: string | null
  created_at: Timestamp
  sent_at: Timestamp | null
  /** The submission the e-mail is about (migration 0006); null for older e-mails. */
  contact_submission_id: number | null
  job_application_id: number | null
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

export interface Database {
  contact_submissions: ContactSubmissionsTable
  job_applications: JobApplicationsTable
  resumes: ResumesTable
  application_notes: ApplicationNotesTable
  email_outbox: EmailOutboxTable
  audit_log: AuditLogTable
  app_settings: AppSettingsTable
}

export type ContactSubmissionRow = Selectable<ContactSubmissionsTable>
export type NewContactSubmission = Insertable<ContactSubmissionsTable>
export type JobApplicationRow = Selectable<JobApplicationsTable>
export type NewJobApplication = Insertable<JobApplicationsTable>
export type ResumeRow = Selectable<ResumesTable>
export type NewResume = Insertable<ResumesTable>
export type ApplicationNoteRow = Selectable<ApplicationNotesTable>
export type EmailOutboxRow = Selectable<EmailOutboxTable>
export type NewEmail = Insertable<EmailOutboxTable>
export type AuditLogRow = Selectable<AuditLogTable>
