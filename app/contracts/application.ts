import { z } from '~/lib/zod'
import { FORM_MESSAGES } from './messages'
import { PROBLEM_MESSAGES, signals } from './problems'
import {
  emailAddress,
  normalizeText,
  optionalText,
  phoneNumber,
  requiredText,
  webAddress,
} from './text-rules'
import { findPosition } from './positions'

export const FULL_NAME_MAX = 100
export const COVER_LETTER_MAX = 1000
export const MAX_RESUME_BYTES = 5 * 1024 * 1024
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
/** The file picker's filter; the server decides by the file's bytes. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')

const resume = z
  .file({ error: 'Choose a file for the resume.' })
  .min(1, PROBLEM_MESSAGES.resumeEmpty)
  .max(MAX_RESUME_BYTES, PROBLEM_MESSAGES.resumeTooLarge)
  .refine((file) => RESUME_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext)), {
    message: PROBLEM_MESSAGES.resumeType,
    ...signals('unsupported_type'),
  })
  .optional()

/**
 * The job application: who the applicant is, their experience and education, links, a cover
 * letter, skills and the resume file. Full name and
 * email are required; everything else is optional.
 */
export const ApplicationSchema = z.object({
  fullName: requiredText('Full name', FULL_NAME_MAX),
  email: emailAddress(),
  phone: phoneNumber(),
  address: optionalText('Address', 300, { multiline: true }),
  position: z
    .string()
    .trim()
    .max(100, 'Choose a position from the list.')
    .refine((v) => v === '' || findPosition(v) !== undefined, 'Choose a position from the list.')
    .transform((v) => findPosition(v)?.title)
    .optional(),
  skills: optionalText('Skills', 500),
  yearsOfExperience: z
    .string()
    .trim()
    .max(5, 'Enter years of experience as a number, such as 3 or 4.5.')
    .refine(
      (v) => v === '' || (/^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 60),
      'Enter years of experience as a number, such as 3 or 4.5.',
    )
    .optional(),
  currentCTC: optionalText('Current CTC', 50),
  expectedCTC: optionalText('Expected CTC', 50),
  recentEducation: optionalText('Recent education', 150),
  collegeName: optionalText('College name', 150),
  idNumber: optionalText('ID number', 50),
  percentage: optionalText('Percentage or CGPA', 20),
  github: webAddress('GitHub'),
  linkedin: webAddress('LinkedIn'),
  coverLetter: optionalText('Cover letter', COVER_LETTER_MAX, {
    multiline: true,
    tooLong: FORM_MESSAGES.coverLetterTooLong,
  }),
  resume,
})

export type ApplicationInput = z.infer<typeof ApplicationSchema>

/** Whether a cover letter is over COVER_LETTER_MAX, counted as the schema counts it. */
export function isCoverLetterTooLong(value: unknown): boolean {
  return typeof value === 'string' && normalizeText(value).trim().length > COVER_LETTER_MAX
}
