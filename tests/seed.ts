import { createHash, randomBytes } from 'node:crypto'
import { createContactSubmission } from '~/features/contacts/index.server'
import { createHireBrief } from '~/features/hire-briefs/index.server'
import type { NewHireBrief } from '~/server/db/hire-briefs.server'
import type { ApplicationAnswer } from '~/server/db/application-answers.server'
import { createJobApplication } from '~/features/applications/index.server'
import type { NewJobApplication } from '~/server/db/job-applications.server'
import type { OpeningDraft } from '~/features/openings'
import type { NewResume } from '~/server/db/resumes.server'

/** A minimal but real PDF, so the bytes are recognisable. */
export const PDF_BYTES = new Uint8Array(
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
)

export async function seedContact(
  email: string,
  over: Partial<{ name: string; message: string; subject: string }> = {},
) {
  const saved = await createContactSubmission(
    {
      name: over.name ?? 'Asha Rao',
      email,
      phone: null,
      subject: over.subject ?? 'A project',
      message: over.message ?? 'Please call me back.',
      ipHash: null,
    },
    ({ reference }) => [
      { to: email, subject: 'We got your message', text: `Thanks, reference ${reference}.` },
      {
        to: 'inbox@brightpath.example',
        subject: `Contact ${reference}`,
        text: `From ${email}\nPlease call me back.`,
      },
    ],
  )
  return saved.id
}

/** Answers to two screening questions, as an application to an opening with questions stores them. */
export const SAMPLE_ANSWERS: ApplicationAnswer[] = [
  { questionLabel: 'Notice period', answer: '30 days' },
  { questionLabel: 'Can you work from Bengaluru?', answer: 'Yes' },
]

/** An applicant who filled in only their name and e-mail address (every other field empty). */
export function applicantDetails(over: Partial<NewJobApplication> = {}): NewJobApplication {
  return {
    fullName: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: null,
    address: null,
    position: null,
    skills: null,
    yearsOfExperience: null,
    currentCtc: null,
    expectedCtc: null,
    recentEducation: null,
    collegeName: null,
    idNumber: null,
    percentage: null,
    github: null,
    linkedin: null,
    coverLetter: null,
    ipHash: null,
    ...over,
  }
}

export async function seedApplication(
  email: string,
  over: Partial<NewJobApplication> = {},
  fileName?: string,
  answers: readonly ApplicationAnswer[] = [],
) {
  const key = fileName ?? `${createHash('md5').update(email).digest('hex')}.pdf`
  const saved = await createJobApplication(
    {
      fullName: 'Ravi Kumar',
      email,
      phone: '+91 80000 00000',
      address: null,
      position: 'Frontend Developer',
      skills: 'React, TypeScript',
      yearsOfExperience: '3',
      currentCtc: '8 LPA',
      expectedCtc: '12 LPA',
      recentEducation: null,
      collegeName: null,
      idNumber: null,
      percentage: null,
      github: null,
      linkedin: null,
      coverLetter: 'I would like to join.',
      ipHash: null,
      ...over,
    },
    {
      fileName: key,
      originalName: 'Ravi "CV" ✓.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.byteLength,
      sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
      data: PDF_BYTES,
    },
    ({ reference }) => [{ to: email, subject: 'Application received', text: `Reference ${reference}` }],
    { answers },
  )
  return saved.id
}

/** A hiring brief from `email` as the form would store it: a senior developer pair, unless given. */
export function briefDraft(email: string, over: Partial<NewHireBrief> = {}): NewHireBrief {
  return {
    role: 'developer',
    skills: ['React', 'Go'],
    seniority: 'senior',
    headcount: 2,
    engagement: 'full-time',
    duration: '3-6-months',
    start: 'immediately',
    startDate: null,
    arrangement: 'remote',
    city: null,
    overlapHours: null,
    timezone: null,
    budgetFrom: null,
    budgetTo: null,
    budgetCurrency: null,
    budgetPeriod: null,
    name: 'Meera Shah',
    email,
    company: 'Acme Retail',
    jobTitle: null,
    phone: null,
    country: 'India',
    details: null,
    ipHash: null,
    ...over,
  }
}

/** A hiring brief from `email`, with the company's receipt and the team's notice (its id returned). */
export async function seedBrief(email: string, over: Partial<NewHireBrief> = {}) {
  const saved = await createHireBrief(briefDraft(email, over), ({ reference }) => [
    { to: email, subject: `Your brief ${reference}`, text: `Thanks, reference ${reference}.` },
    { to: 'sales@brightpath.example', subject: `Brief ${reference}`, text: `From ${email}` },
  ])
  return saved.id
}

/** An opening as staff would write it: a hybrid data role without pay or questions unless given. */
export function openingDraft(over: Partial<OpeningDraft> = {}): OpeningDraft {
  return {
    title: 'Data Engineer',
    department: 'Engineering',
    location: 'Hybrid, Hyderabad',
    workplace: 'hybrid',
    employmentType: 'full-time',
    experienceFrom: 2,
    experienceTo: 5,
    payFrom: null,
    payTo: null,
    payCurrency: null,
    payPeriod: null,
    summary: 'Build the pipelines our clients report from.',
    responsibilities: ['Build pipelines'],
    skills: ['SQL'],
    closesOn: null,
    recruiter: null,
    questions: [],
    ...over,
  }
}

/** A resume to store from these bytes (a PDF unless told), as the upload would store it. */
export function resumeFrom(
  bytes: Uint8Array,
  contentType = 'application/pdf',
  originalName = 'resume.pdf',
): NewResume {
  return {
    fileName: `${randomBytes(16).toString('hex')}.${contentType === 'application/pdf' ? 'pdf' : 'docx'}`,
    originalName,
    contentType,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
  }
}

/** An application from `email` with the given resume (or none), as the form would store it; its id. */
export async function seedApplicant(
  email: string,
  { over = {}, resume = null }: { over?: Partial<NewJobApplication>; resume?: NewResume | null } = {},
) {
  const saved = await createJobApplication(
    applicantDetails({
      email,
      phone: '+91 80000 00000',
      address: '12 MG Road, Bengaluru',
      position: 'Frontend Developer',
      skills: 'React, TypeScript',
      yearsOfExperience: '3',
      currentCtc: '8 LPA',
      expectedCtc: '12 LPA',
      idNumber: 'ID-4455-6677',
      coverLetter: 'I would like to join.',
      ...over,
    }),
    resume,
    ({ reference }) => [{ to: email, subject: 'Application received', text: `Reference ${reference}` }],
  )
  return saved.id
}
