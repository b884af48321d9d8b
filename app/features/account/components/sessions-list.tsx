import { Form } from 'react-router'
import { ActionButton } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'

export interface SessionRow {
  id: string
  createdAt: string
  lastUsedAt: string
  device: string
  current: boolean
}

/** The admin's live sessions, and one button that ends every one but this. */
export function SessionsList({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((s) => !s.current).length
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {sessions.map((session) => (
          <li key={session.id} className="px-4 py-3 text-sm">
            <p className="font-semibold text-navy-900">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-pill bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-success-700">
                  This session
                </span>
              ) : null}
            </p>
            <p className="text-slate-600">
              Signed in {formatDateTime(session.createdAt)} · last used {formatDateTime(session.lastUsedAt)}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Sessions end after 8 hours without use, and 12 hours after signing in.
      </p>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="sessions-end-others" />
          <ActionButton tone="secondary">Sign out everywhere else</ActionButton>
        </Form>
      ) : null}
    </div>
  )
}
