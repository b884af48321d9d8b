import { Form, Link } from 'react-router'
import { ActionButton } from '~/components/admin/controls'
import type { RevisionView } from '../contract'
import type { DiffLine } from '../diff-lines'

export interface RevisionsPanelProps {
  revisions: readonly (RevisionView & { savedAtText: string })[]
  /** The revision compared with the one before it, and what changed. */
  comparison: { number: number; lines: DiffLine[] } | null
}

const LINE_CLASS: Record<DiffLine['kind'], string> = {
  same: 'text-slate-600',
  added: 'bg-emerald-50 text-success-700',
  removed: 'bg-red-50 text-danger-700 line-through',
}
const LINE_MARK: Record<DiffLine['kind'], string> = { same: ' ', added: '+', removed: '-' }

/** Every save, newest first: compare one with the one before it, or bring it back. */
export function RevisionsPanel({ revisions, comparison }: RevisionsPanelProps) {
  return (
    <section
      aria-labelledby="revisions-title"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <h2 id="revisions-title" className="text-lg font-semibold">
        Revisions
      </h2>
      <ol className="space-y-3">
        {revisions.map((revision, index) => (
          <li key={revision.number} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">Revision {revision.number}</span>, {revision.savedAtText}
              {revision.savedBy ? ` by ${revision.savedBy}` : ''}
              {index === 0 ? ' (current)' : ''}
            </span>
            {revision.number > 1 ? (
              <Link
                to={`?compare=${revision.number}#revisions-title`}
                className="font-semibold text-accent-700 underline underline-offset-4"
              >
                Compare with {revision.number - 1}
              </Link>
            ) : null}
            {index > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revision" value={revision.number} />
                <ActionButton tone="secondary" aria-label={`Restore revision ${revision.number}`}>
                  Restore
                </ActionButton>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
      {comparison ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">
            Revision {comparison.number} against {comparison.number - 1}
          </h3>
          <pre className="max-h-96 overflow-auto rounded-xl border border-slate-200 text-xs leading-relaxed whitespace-pre-wrap">
            {comparison.lines.map((line, i) => (
              <div key={i} className={`px-3 ${LINE_CLASS[line.kind]}`}>
                {LINE_MARK[line.kind]} {line.text}
              </div>
            ))}
          </pre>
        </div>
      ) : null}
    </section>
  )
}
