import { getLatestEducationOf } from '~/server/db/job-applications.server'
import { getLatestResumeTextOf } from '~/server/db/resume-texts.server'
import { draftProfileFromResume, type ProfileDraft } from './resume-draft'

export type DraftOutcome =
  { ok: true; draft: ProfileDraft; applicationReference: string } | { ok: false; code: 'no-resume-text' }

/**
 * "Draft from resume": the profile's summary, skills, languages and education drafted from the
 * candidate's newest resume that was read (and the education their application states), for staff
 * to read and correct before they save; nothing is stored. `typed` is what the form holds: its
 * skills stay ahead of the resume's, and a field the resume has nothing for keeps what was typed.
 * Refused when no resume of theirs has text.
 */
export async function draftCandidateProfile(
  candidateId: number,
  typed: Partial<ProfileDraft>,
): Promise<DraftOutcome> {
  const [resume, education] = await Promise.all([
    getLatestResumeTextOf(candidateId),
    getLatestEducationOf(candidateId),
  ])
  if (!resume) return { ok: false, code: 'no-resume-text' }
  const drafted = draftProfileFromResume(resume.text, { skills: typed.skills, education: education ?? null })
  return {
    ok: true,
    draft: {
      profileSummary: drafted.profileSummary || (typed.profileSummary ?? ''),
      skills: drafted.skills,
      languages: drafted.languages || (typed.languages ?? ''),
      education: drafted.education || (typed.education ?? ''),
    },
    applicationReference: resume.applicationReference,
  }
}
