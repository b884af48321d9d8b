import type { ApplicationRowData } from '~/components/admin/applications-table'
import type { JobApplication } from '../db/job-applications.server'

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
