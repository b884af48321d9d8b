import { z } from '~/lib/zod'
import { MAX_RESUME_BYTES } from './application-form'
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
import { ANSWER_MAX } from './screening-questions'
import {
  ANSWER_FIELDS,
  findPosition,
  isGeneralApplication,
  isYesNo,
  YES_NO_LABELS,
  type PositionOption,
  type ScreeningQuestion,
} from './positions'

export const FULL_NAME_MAX = 100
export const COVER_LETTER_MAX = 1000
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

export const APPLICATION_MESSAGES = {
  position: 'Choose a position from the list.',
  positionClosed:
    'This role is no longer open. Choose another position from the list, or send a general application.',
  answerRequired: 'Please answer this question.',
  answerYesNo: 'Choose yes or no.',
  answerChoice: 'Choose one of the answers given.',
  answerTooLong: `Keep the answer to ${ANSWER_MAX} characters or fewer.`,
} as const

const answer = z.string().optional()

/** The answer's problem for its question, or undefined when it is fine. */
export function answerProblem(question: ScreeningQuestion, value: string | undefined): string | undefined {
  const text = normalizeText(value ?? '').trim()
  if (!text) return question.required ? APPLICATION_MESSAGES.answerRequired : undefined
  if (question.kind === 'yes-no' && !isYesNo(text)) return APPLICATION_MESSAGES.answerYesNo
  if (question.kind === 'choice' && !question.choices.includes(text)) return APPLICATION_MESSAGES.answerChoice
  if (text.length > ANSWER_MAX) return APPLICATION_MESSAGES.answerTooLong
  return undefined
}

/**
 * The job application: who the applicant is, the opening applied for (one of `positions`, the
 * open openings, or a general application) with its screening questions answered, experience and
 * education, links, a cover letter, skills and the resume file. Full name and email are required,
 * and the opening's required questions; everything else is optional. The browser builds it from
 * the openings its page was given, the server from the openings open when the form arrives.
 */
export function applicationSchema(positions: readonly PositionOption[]) {
  return z
    .object({
      fullName: requiredText('Full name', FULL_NAME_MAX),
      email: emailAddress(),
      phone: phoneNumber(),
      address: optionalText('Address', 300, { multiline: true }),
      position: z
        .string()
        .trim()
        .max(100, APPLICATION_MESSAGES.position)
        .optional()
        .refine((v) => isGeneralApplication(v) || findPosition(positions, v) !== undefined, {
          message: APPLICATION_MESSAGES.positionClosed,
        })
        .transform((v) => findPosition(positions, v)),
      answer1: answer,
      answer2: answer,
      answer3: answer,
      answer4: answer,
      answer5: answer,
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
    .superRefine((application, ctx) => {
      // Runs on what parsed, even when another field failed: the position may still be raw text.
      if (typeof application.position !== 'object') return
      application.position.questions.forEach((question, index) => {
        const field = ANSWER_FIELDS[index]
        const message = field && answerProblem(question, application[field])
        if (message) ctx.addIssue({ code: 'custom', path: [field], message })
      })
    })
}

export type ApplicationSchema = ReturnType<typeof applicationSchema>
export type Application = z.output<ApplicationSchema>

/** The chosen opening's questions with the answers given (unanswered optional ones left out). */
export function screeningAnswers(application: Application): { questionLabel: string; answer: string }[] {
  return (application.position?.questions ?? []).flatMap((question, index) => {
    const field = ANSWER_FIELDS[index]
    const given = field ? normalizeText(application[field] ?? '').trim() : ''
    if (!given) return []
    const answer = question.kind === 'yes-no' && isYesNo(given) ? YES_NO_LABELS[given] : given
    return [{ questionLabel: question.label, answer }]
  })
}

export type ApplicationInput = z.input<ApplicationSchema>

/** Whether a cover letter is over COVER_LETTER_MAX, counted as the schema counts it. */
export function isCoverLetterTooLong(value: unknown): boolean {
  return typeof value === 'string' && normalizeText(value).trim().length > COVER_LETTER_MAX
}
