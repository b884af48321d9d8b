import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { ActionButton, Label, TextInput } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { StatusBadge } from '~/components/admin/status-badge'
import { HIRE_BRIEF_STATUS_LABELS } from '~/contracts/hire-brief'
import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import { countOf } from '~/lib/plural'
import type { PrivacySummary } from '../contract'

const ENTRIES = { one: 'timeline entry', other: 'timeline entries' }
const SHORTLIST_ENTRIES = { one: 'shortlist entry', other: 'shortlist entries' }

function Group({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {empty ? (
        <p className="mt-1.5 text-sm text-slate-600">None.</p>
      ) : (
        <ul className="mt-2 space-y-2">{children}</ul>
      )}
    </div>
  )
}

const item = 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm'

/** What was found for an address, with the export and the erase forms; `confirmErrors` are the erase form's confirm field's. */
export function PrivacyResults({ data, confirmErrors }: { data: PrivacySummary; confirmErrors?: string[] }) {
  const confirmError = confirmErrors?.[0]
  const total =
    data.contacts.length +
    data.applications.length +
    data.briefs.length +
    data.emails.length +
    data.statusLinks +
    data.subscriptions +
    data.invitations.length +
    (data.candidate ? 1 : 0)
  return (
    <section
      aria-labelledby="found-heading"
      className="mt-8 space-y-6 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <h2 id="found-heading" className="text-xl font-semibold tracking-tight">
        {total === 0 ? 'Nothing stored for ' : `Stored for `}
        <span className="break-all">{data.email}</span>
      </h2>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-5">
        <Group title={`Contact submissions (${data.contacts.length})`} empty={data.contacts.length === 0}>
          {data.contacts.map((c) => (
            <li key={c.id} className={item}>
              <Link
                to={`/admin/contacts/${c.id}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {c.reference} {c.subject}
              </Link>
              <StatusBadge status={c.status} />
              <span className="text-slate-600">
                {formatDateTime(c.createdAt)} · {countOf(c.timeline, ENTRIES)}
              </span>
            </li>
          ))}
        </Group>
        <Group
          title={`Job applications (${data.applications.length})`}
          empty={data.applications.length === 0}
        >
          {data.applications.map((a) => (
            <li key={a.id} className={item}>
              <Link
                to={`/admin/applications/${a.id}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {a.reference} {a.position ?? 'Application'}
              </Link>
              <StatusBadge status={a.status} />
              <span className="text-slate-600">
                {a.resume ? 'with resume' : 'no resume'} · {countOf(a.timeline, ENTRIES)} ·{' '}
                {countOf(a.answers, 'answer')}
              </span>
            </li>
          ))}
        </Group>
        <Group title={`Hiring briefs (${data.briefs.length})`} empty={data.briefs.length === 0}>
          {data.briefs.map((b) => (
            <li key={b.id} className={item}>
              <Link
                to={`/admin/hire-briefs/${b.id}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {b.reference} {b.company}
              </Link>
              <span className="rounded-pill bg-slate-200 px-2 py-0.5 text-xs font-semibold">
                {HIRE_BRIEF_STATUS_LABELS[b.status]}
              </span>
              <span className="text-slate-600">
                {formatDateTime(b.createdAt)} · {countOf(b.timeline, ENTRIES)}
              </span>
            </li>
          ))}
        </Group>
        <Group title="Candidate record" empty={data.candidate === null}>
          {data.candidate ? (
            <li className={item}>
              <Link
                to={`/admin/candidates/${data.candidate.id}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                Candidate #{data.candidate.id}
              </Link>
              <span className="text-slate-600">
                {countOf(data.candidate.shortlistEntries, SHORTLIST_ENTRIES)} ·{' '}
                {countOf(data.candidate.clientAnswers, 'client answer')} ·{' '}
                {countOf(data.candidate.timeline, ENTRIES)}
              </span>
              {data.candidate.addresses.length > 1 ? (
                <span className="basis-full text-slate-600">
                  Also reached: <span className="break-all">{data.candidate.addresses.join(', ')}</span>
                </span>
              ) : null}
            </li>
          ) : null}
        </Group>
        <Group
          title={`E-mails (${data.emails.length})`}
          empty={data.emails.length === 0 && data.statusLinks === 0 && data.subscriptions === 0}
        >
          {data.emails.map((e) => (
            <li key={e.id} className={item}>
              <span className="font-semibold">{e.subject}</span>
              <StatusBadge status={e.status} />
            </li>
          ))}
          {data.statusLinks > 0 ? (
            <li className={item}>
              {countOf(data.statusLinks, 'sign-in link')} to the application status page
            </li>
          ) : null}
          {data.subscriptions > 0 ? (
            <li className={item}>{countOf(data.subscriptions, 'subscription')} to openings or insights</li>
          ) : null}
        </Group>
        {data.invitations.length > 0 ? (
          <Group title={`Team invitations (${data.invitations.length})`} empty={false}>
            {data.invitations.map((i) => (
              <li key={i.id} className={item}>
                <span className="font-semibold">As {STAFF_ROLE_LABELS[i.role]}</span>
                <span className="text-slate-600">
                  {formatDateTime(i.sentAt)} · {i.state}
                </span>
              </li>
            ))}
          </Group>
        ) : null}
      </div>
      {total > 0 ? (
        <div className="grid gap-6 border-t border-slate-200 pt-6 lg:grid-cols-2">
          <Form method="post" action="/admin/privacy/export.json" reloadDocument className="space-y-3">
            <h3 className="font-semibold">Access request</h3>
            <p className="text-sm text-slate-600">
              Everything above, with the resumes and the e-mails' text, as one JSON file.
            </p>
            <input type="hidden" name="email" value={data.email} />
            <ActionButton tone="secondary">Download as JSON</ActionButton>
          </Form>
          <Form method="post" className="space-y-3">
            <h3 className="font-semibold text-danger-700">Erasure request</h3>
            <p className="text-sm text-slate-600">
              Deletes all of the above for good. The audit log keeps only the counts and a hash, not the
              address.
            </p>
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={data.email} />
            <div>
              <Label htmlFor="confirm">Type the e-mail address to confirm</Label>
              <TextInput
                id="confirm"
                name="confirm"
                autoComplete="off"
                required
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? 'confirm-error' : undefined}
              />
              {confirmError ? (
                <p id="confirm-error" role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
                  {confirmError}
                </p>
              ) : null}
            </div>
            <ActionButton tone="danger">Erase everything</ActionButton>
          </Form>
        </div>
      ) : null}
    </section>
  )
}
