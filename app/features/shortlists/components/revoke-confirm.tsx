import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { ActionButton, buttonClass, Notice } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import type { ShortlistLinkView } from '../contract'

/**
 * "Revoke link", asked once more on a page of its own (so it works without JavaScript): what the
 * client will meet, what stays, and the two ways out. `link` is the brief's live link, or null
 * when there is none left to revoke.
 */
export function RevokeConfirm({
  briefId,
  reference,
  recipient,
  link,
  lastResult,
}: {
  briefId: number
  reference: string
  recipient: { name: string; email: string }
  link: ShortlistLinkView | null
  lastResult?: SubmissionResult<string[]>
}) {
  const back = `/admin/hire-briefs/${briefId}#shortlist`
  const problem = lastResult?.error?.['']?.[0] ?? lastResult?.error?.intent?.[0]
  return (
    <section
      aria-labelledby="revoke-heading"
      className="max-w-2xl rounded-card border border-slate-200 bg-white p-5 shadow-soft sm:p-7"
    >
      <h2 id="revoke-heading" className="text-lg font-semibold tracking-tight">
        {link ? 'Revoke the client’s link?' : 'No live link'}
      </h2>
      {link ? (
        <>
          <p className="mt-2 text-slate-700">
            {recipient.name} ({recipient.email}) will no longer open the shortlist of {reference}: the page
            will say it was withdrawn.
          </p>
          <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
            <li>
              The link was sent by {link.createdBy} {formatDateTime(link.createdAt)} and opened{' '}
              {link.views === 1 ? 'once' : `${link.views} times`}.
            </li>
            <li>The client’s answers so far stay on the brief.</li>
            <li>You can share again at any time: that sends a new link.</li>
          </ul>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          There is no live link to revoke: it expired, or it was revoked or replaced already.
        </p>
      )}
      {problem ? (
        <div className="mt-4">
          <Notice tone="error">{problem}</Notice>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        {link ? (
          <Form method="post">
            <ActionButton tone="danger" name="intent" value="revoke">
              Revoke link
            </ActionButton>
          </Form>
        ) : null}
        <Link to={back} className={buttonClass('secondary')}>
          {link ? 'Keep the link' : `Back to ${reference}`}
        </Link>
      </div>
    </section>
  )
}
