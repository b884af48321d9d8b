import { Button } from '~/components/ui/button'
import type { applicantStatusCopy } from '~/content/applicant-status'
import { APPLICANT_STAGE_LABELS, type ApplicantStage } from '../contract'
import { APPLICANT_RESUME_PATH } from '~/lib/routes'
import { cn } from '~/lib/cn'

/** An application as its applicant sees it: no internal status name ever reaches the page. */
export interface ApplicantApplicationView {
  id: number
  reference: string
  title: string
  applied: string
  stage: ApplicantStage
  explanation: string
  /** Still open: it can be withdrawn and given a new resume. */
  open: boolean
  resumeName: string | null
}

const STAGE_TONES: Record<ApplicantStage, string> = {
  received: 'bg-sky-50 text-sky-800 ring-sky-700/25',
  'in-review': 'bg-violet-50 text-violet-800 ring-violet-700/25',
  interview: 'bg-indigo-50 text-indigo-800 ring-indigo-700/25',
  offer: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  'not-taken-further': 'bg-slate-100 text-slate-700 ring-slate-500/30',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

type Copy = typeof applicantStatusCopy

function Withdraw({ application, copy }: { application: ApplicantApplicationView; copy: Copy['withdraw'] }) {
  return (
    <details className="group rounded-xl border border-slate-200">
      <summary className="min-h-11 cursor-pointer rounded-xl px-4 py-2.5 font-semibold text-navy-900 hover:bg-slate-50">
        {copy.summary}
      </summary>
      <form method="post" className="space-y-3 border-t border-slate-200 px-4 py-4">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="applicationId" value={application.id} />
        <p className="text-sm text-slate-700">{copy.text}</p>
        <Button type="submit" variant="secondary">
          {copy.button}
          <span className="sr-only"> ({application.reference})</span>
        </Button>
      </form>
    </details>
  )
}

function ReplaceResume({
  application,
  copy,
}: {
  application: ApplicantApplicationView
  copy: Copy['resume']
}) {
  const id = `resume-${application.id}`
  return (
    <form
      method="post"
      action={APPLICANT_RESUME_PATH}
      encType="multipart/form-data"
      className="space-y-3 rounded-xl border border-slate-200 px-4 py-4"
    >
      <input type="hidden" name="applicationId" value={application.id} />
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {copy.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {copy.hint} {application.resumeName ? copy.current(application.resumeName) : null}
      </p>
      <input
        id={id}
        name="resume"
        type="file"
        required
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-pill file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-paper"
      />
      <Button type="submit" variant="secondary">
        {copy.button}
        <span className="sr-only"> ({application.reference})</span>
      </Button>
    </form>
  )
}

/** The applicant's applications, newest first, each with its stage in their words and what they may do. */
export function ApplicantApplications({
  applications,
  copy,
}: {
  applications: readonly ApplicantApplicationView[]
  copy: Copy
}) {
  if (applications.length === 0) return <p className="text-slate-700">{copy.list.none}</p>
  return (
    <ul className="space-y-5">
      {applications.map((application) => (
        <li key={application.id}>
          <article
            aria-labelledby={`application-${application.id}`}
            className="rounded-card border border-slate-200 bg-white p-5 shadow-soft sm:p-7"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 id={`application-${application.id}`} className="text-h4 font-semibold text-navy-900">
                {application.title}
              </h3>
              <p
                className={cn(
                  'rounded-pill px-3 py-1 text-sm font-semibold ring-1 ring-inset',
                  STAGE_TONES[application.stage],
                )}
              >
                <span className="sr-only">{copy.list.stage}: </span>
                {APPLICANT_STAGE_LABELS[application.stage]}
              </p>
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1.5">
                <dt>{copy.list.reference}</dt>
                <dd className="font-mono font-semibold text-navy-900">{application.reference}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt>{copy.list.applied}</dt>
                <dd>{application.applied}</dd>
              </div>
            </dl>
            <p className="mt-4 text-slate-700">{application.explanation}</p>
            {application.open ? (
              <div className="mt-5 grid gap-4 lg:grid-cols-2">
                <ReplaceResume application={application} copy={copy.resume} />
                <div>
                  <Withdraw application={application} copy={copy.withdraw} />
                </div>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  )
}
