/** An e-mail as its recipient will read it: who it is from, where replies go, the subject and the text. */
export function EmailPreview({
  from,
  replyTo,
  to,
  subject,
  body,
}: {
  from: string
  replyTo: string | null
  to: string
  subject: string
  body: string
}) {
  const rows = [
    { label: 'From', value: from },
    ...(replyTo ? [{ label: 'Reply-To', value: replyTo }] : []),
    { label: 'To', value: to },
  ]
  return (
    <section
      aria-labelledby="preview-heading"
      className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-soft"
    >
      <h2
        id="preview-heading"
        className="border-b border-slate-200 bg-slate-50 px-5 py-3 text-sm font-semibold"
      >
        Preview, as it will arrive
      </h2>
      <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 border-b border-slate-100 px-5 py-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="break-all">{row.value}</dd>
          </div>
        ))}
        <dt className="text-slate-600">Subject</dt>
        <dd className="font-semibold break-words" data-testid="preview-subject">
          {subject || '—'}
        </dd>
      </dl>
      <div
        className="max-h-[32rem] overflow-y-auto px-5 py-4 text-[0.95rem] leading-relaxed break-words whitespace-pre-line"
        data-testid="preview-body"
      >
        {body || <span className="text-slate-500">Nothing written yet.</span>}
      </div>
    </section>
  )
}
