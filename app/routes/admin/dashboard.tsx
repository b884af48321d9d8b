import { Link } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ApplicationsTable } from '~/features/applications'
import { ContactsTable } from '~/features/contacts'
import { Notice } from '~/components/admin/controls'
import { roleCan, type Permission } from '~/contracts/permissions'
import { StatCard, WeekChart } from '~/features/dashboard'
import { getDashboard } from '~/features/dashboard/index.server'
import { BriefQueue } from '~/features/hire-briefs'
import { MyWorkSummary } from '~/features/my-work'
import { countMyWork } from '~/features/my-work/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/dashboard'

export const meta = () => [{ title: 'Dashboard | Brightpath admin' }]

export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'dashboard.view')
  const can = (permission: Permission) => roleCan(staff.role, permission)
  const [dashboard, myWork] = await Promise.all([
    getDashboard({
      contacts: can('contacts.read'),
      applications: can('applications.read'),
      briefs: can('briefs.read'),
      outbox: can('outbox.manage'),
    }),
    // The same items as the member's My work, counted there: the two pages cannot disagree.
    countMyWork(staff),
  ])
  return { ...dashboard, myWork, justSetUp: url.searchParams.get('setup') === 'done' }
}

function SectionHeader({ id, title, to }: { id: string; title: string; to: string }) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <Link to={to} className="text-sm font-semibold text-accent-700 underline-offset-4 hover:underline">
        View all and filter →
      </Link>
    </div>
  )
}

/** The inboxes whose new arrivals the dashboard counts, each shown only to a role that may read it. */
const FRESH_COUNTS = [
  { kind: 'contacts', label: 'New contacts', to: '/admin/contacts?status=new' },
  { kind: 'applications', label: 'New applications', to: '/admin/applications?status=new' },
  { kind: 'briefs', label: 'New hiring briefs', to: '/admin/hire-briefs?status=new' },
] as const

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, weeks, chartKinds, contacts, applications, justSetUp, briefQueue, myWork } = loaderData
  return (
    <>
      <PageHeading
        title="Dashboard"
        description="What came in through the contact form, the job applications and the hiring briefs."
      />
      {justSetUp ? (
        <div className="mb-6">
          <Notice tone="success">Two-factor sign-in is on: your account is ready.</Notice>
        </div>
      ) : null}
      <div className="mb-4">
        <MyWorkSummary counts={myWork} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="grid auto-rows-min grid-cols-2 gap-4">
          {FRESH_COUNTS.map(({ kind, label, to }) => {
            const count = counts[kind]
            return count ? (
              <StatCard key={kind} label={label} value={count.fresh} hint={`${count.all} in all`} to={to} />
            ) : null
          })}
          {briefQueue ? (
            <StatCard
              label="Shortlists waiting for a client"
              value={briefQueue.awaitingClient}
              hint="Shared, not yet answered"
              to="/admin/hire-briefs?status=proposal"
            />
          ) : null}
          {counts.outbox ? (
            <>
              <StatCard
                label="E-mails failed"
                value={counts.outbox.failed}
                hint="Retry from the outbox"
                to="/admin/outbox?status=failed"
              />
              <StatCard
                label="E-mails waiting"
                value={counts.outbox.waiting}
                hint="Queued or sending"
                to="/admin/outbox?status=queued"
              />
            </>
          ) : null}
        </div>
        <WeekChart points={weeks} kinds={chartKinds} />
      </div>
      {briefQueue ? (
        <div className="mt-10">
          <BriefQueue
            waiting={briefQueue.waiting}
            total={briefQueue.waitingTotal}
            overdue={briefQueue.overdue}
            promise={briefQueue.promise}
          />
        </div>
      ) : null}
      {contacts ? (
        <section aria-labelledby="latest-contacts" className="mt-10">
          <SectionHeader id="latest-contacts" title="Contact submissions" to="/admin/contacts" />
          <ContactsTable rows={contacts} caption="The newest contact submissions" />
        </section>
      ) : null}
      {applications ? (
        <section aria-labelledby="latest-applications" className="mt-10">
          <SectionHeader id="latest-applications" title="Job applications" to="/admin/applications" />
          <ApplicationsTable rows={applications} caption="The newest job applications" />
        </section>
      ) : null}
    </>
  )
}
