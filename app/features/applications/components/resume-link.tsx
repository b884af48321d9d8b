import { cn } from '~/lib/cn'
import { formatBytes } from '~/components/admin/format'
import type { ResumeLinkTarget } from '../contract'

export function resumeHref(fileName: string): string {
  return `/api/job-application/resume/${encodeURIComponent(fileName)}`
}

export function ResumeLink({
  resume,
  owner,
  compact,
}: {
  resume: ResumeLinkTarget | null
  owner: string
  compact?: boolean
}) {
  if (!resume) return <span className="text-slate-600">No resume</span>
  return (
    <a
      href={resumeHref(resume.fileName)}
      download
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill border border-navy-900/30 font-semibold whitespace-nowrap hover:border-accent-700 hover:text-accent-700',
        compact ? 'min-h-9 px-3 text-xs' : 'min-h-11 px-5 text-sm',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M10 3v10m0 0 4-4m-4 4-4-4M4 16h12" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {compact ? 'Download' : 'Download resume'}
      <span className="sr-only">
        {compact ? ' resume' : ''} of {owner}
      </span>
      {compact ? null : <span className="font-normal text-slate-600">({formatBytes(resume.size)})</span>}
    </a>
  )
}
