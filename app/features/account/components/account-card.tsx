import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { LinkProblem } from '../contract'
import { LINK_PROBLEMS } from '../contract'
import { buttonClass } from '~/components/admin/controls'

/** The narrow card of the pages a member reaches before the admin: sign-in, a new password, an invitation. */
export function AccountCard({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="light min-h-[80vh] py-16 sm:py-20">
      <div className="container-page max-w-md">
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {lead ? <p className="mt-2 mb-6 text-slate-600">{lead}</p> : <div className="mb-6" />}
          {children}
        </div>
      </div>
    </section>
  )
}

/** What an unusable link says, and the way on: a new reset link, or back to sign-in. */
export function LinkProblemNotice({ problem }: { problem: LinkProblem }) {
  const reset = problem.startsWith('reset-')
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
        {LINK_PROBLEMS[problem]}
      </p>
      <div className="flex flex-wrap gap-3">
        {reset ? (
          <Link to="/admin-login/forgot-password" className={buttonClass('primary')}>
            Ask for a new link
          </Link>
        ) : null}
        <Link to="/admin-login" className={buttonClass(reset ? 'secondary' : 'primary')}>
          Go to sign-in
        </Link>
      </div>
    </div>
  )
}
