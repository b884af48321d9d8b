/** The resume's upload progress while the application is being sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100)
  const label =
    percent < 100 ? `Uploading your resume… ${percent}%` : 'Resume uploaded, saving your application…'
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Resume upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm font-medium text-slate-700">{label}</p>
    </div>
  )
}
