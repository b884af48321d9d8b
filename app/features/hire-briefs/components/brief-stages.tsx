import { Form } from 'react-router'
import { HIRE_BRIEF_STATUS_LABELS, HIRE_BRIEF_STATUSES, type HireBriefStatus } from '~/contracts/hire-brief'
import { cn } from '~/lib/cn'
import { formatDateTime } from '~/components/admin/format'

export type StageHistory = Partial<Record<HireBriefStatus, { at: string; by: string | null }>>

const FORWARD = HIRE_BRIEF_STATUSES.filter((s) => s !== 'lost')

function Reached({ when }: { when?: { at: string; by: string | null } }) {
  if (!when) return null
  return (
    <span className="block text-xs font-normal">
      <time dateTime={when.at}>{formatDateTime(when.at)}</time>
      {when.by ? ` · ${when.by}` : ''}
    </span>
  )
}

/**
 * The brief's pipeline as steps: the current stage stands out (it is where the brief is, not a
 * button), the others are buttons that move it there, and each stage reached says when and by whom.
 * `readOnly` for a member who reads briefs but may not move them (a Recruiter): steps, no buttons.
 */
export function BriefStages({
  status,
  history,
  receivedAt,
  readOnly = false,
}: {
  status: HireBriefStatus
  history: StageHistory
  receivedAt: string
  readOnly?: boolean
}) {
  const reached: StageHistory = { new: { at: receivedAt, by: null }, ...history }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <ol className="space-y-2" aria-label="Stages">
        {FORWARD.map((stage, index) => {
          const current = stage === status
          const number = (
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                current
                  ? 'bg-accent-400 text-ink'
                  : reached[stage]
                    ? 'bg-emerald-100 text-emerald-800'
                    : 'bg-slate-100 text-slate-600',
              )}
            >
              {reached[stage] && !current ? '✓' : index + 1}
            </span>
          )
          return (
            <li key={stage}>
              {current ? (
                <div
                  aria-current="step"
                  className="flex items-center gap-3 rounded-xl bg-navy-900 px-3.5 py-2.5 text-paper ring-2 ring-accent-400"
                >
                  {number}
                  <span className="text-sm font-semibold">
                    {HIRE_BRIEF_STATUS_LABELS[stage]}
                    <span className="sr-only"> (current stage)</span>
                    <Reached when={reached[stage]} />
                  </span>
                </div>
              ) : readOnly ? (
                <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-sm text-navy-900">
                  {number}
                  <span>
                    <span className="font-semibold">{HIRE_BRIEF_STATUS_LABELS[stage]}</span>
                    <span className="text-slate-600">
                      <Reached when={reached[stage]} />
                    </span>
                  </span>
                </div>
              ) : (
                <button
                  type="submit"
                  name="status"
                  value={stage}
                  className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-left text-sm text-navy-900 hover:border-navy-900/40 hover:bg-slate-50"
                >
                  {number}
                  <span>
                    <span className="font-semibold">{HIRE_BRIEF_STATUS_LABELS[stage]}</span>
                    <span className="text-slate-600"> · move here</span>
                    <span className="text-slate-600">
                      <Reached when={reached[stage]} />
                    </span>
                  </span>
                </button>
              )}
            </li>
          )
        })}
      </ol>
      {status === 'lost' ? (
        <p
          aria-current="step"
          className="mt-3 rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm font-semibold text-rose-800 ring-2 ring-rose-700/40"
        >
          Lost<span className="sr-only"> (current stage)</span>
          <Reached when={reached.lost} />
        </p>
      ) : null}
    </Form>
  )
}
