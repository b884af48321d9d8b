import type { ApplicationStatus } from '~/lib/constants'
import type { JobApplication } from '../db/job-applications.server'

/** An application as the admin's applications table shows it. */
export interface ApplicationRowData {
  id: number
  fullName: string
  email: string
  phone: string | null
  position: string | null
  skills: string | null
  yearsOfExperience: string | null
  currentCtc: string | null
  expectedCtc: string | null
  coverLetter: string | null
  status: ApplicationStatus
  createdAt: string
  resume: { fileName: string; originalName: string; size: number } | null
}

/** Only the columns the applications table shows travel to the browser. */
export function toApplicationRow(a: JobApplication): ApplicationRowData {
  return {
    id: a.id,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    position: a.position,
    skills: a.skills,
    yearsOfExperience: a.yearsOfExperience,
    currentCtc: a.currentCtc,
    expectedCtc: a.expectedCtc,
    coverLetter: a.coverLetter,
    status: a.status,
    createdAt: a.createdAt,
    resume: a.resume
      ? { fileName: a.resume.fileName, originalName: a.resume.originalName, size: a.resume.size }
      : null,
  }
}
