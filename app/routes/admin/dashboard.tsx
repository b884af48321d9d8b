import { Link } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ApplicationsTable } from '~/components/admin/applications-table'
import { BriefQueue } from '~/components/admin/brief-queue'
import { ContactsTable } from '~/components/admin/contacts-table'
import { StatCard } from '~/components/admin/stat-card'
import { WeekChart } from '~/components/admin/week-chart'
import { getDashboard } from '~/server/admin/dashboard.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/dashboard'

export const meta = () => [{ title: 'Dashboard | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'dashboard.view')
  return getDashboard()
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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, weeks, contacts, applications, briefQueue } = loaderData
  return (
    <>
      <PageHeading
        title="Dashboard"
        description="What came in through the contact form, the job applications and the hiring briefs."
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="grid grid-cols-2 gap-4">
          <StatCard
            label="New contacts"
            value={counts.newContacts}
            hint={`${counts.contacts} in all`}
            to="/admin/contacts?status=new"
          />
          <StatCard
            label="New applications"
            value={counts.newApplications}
            hint={`${counts.applications} in all`}
            to="/admin/applications?status=new"
          />
          <StatCard
            label="New hiring briefs"
            value={counts.newBriefs}
            hint={`${counts.briefs} in all`}
            to="/admin/hire-briefs?status=new"
          />
          <StatCard
            label="Shortlists waiting for a client"
            value={briefQueue.awaitingClient}
            hint="Shared, not yet answered"
            to="/admin/hire-briefs?status=proposal"
          />
          <StatCard
            label="E-mails failed"
            value={counts.failedEmails}
            hint="Retry from the outbox"
            to="/admin/outbox?status=failed"
          />
          <StatCard
            label="E-mails waiting"
            value={counts.queuedEmails}
            hint="Queued or sending"
            to="/admin/outbox?status=queued"
          />
        </div>
        <WeekChart points={weeks} />
      </div>
      <div className="mt-10">
        <BriefQueue
          waiting={briefQueue.waiting}
          total={briefQueue.waitingTotal}
          overdue={briefQueue.overdue}
          promise={briefQueue.promise}
        />
      </div>
      <section aria-labelledby="latest-contacts" className="mt-10">
        <SectionHeader id="latest-contacts" title="Contact submissions" to="/admin/contacts" />
        <ContactsTable rows={contacts} caption="The newest contact submissions" />
      </section>
      <section aria-labelledby="latest-applications" className="mt-10">
        <SectionHeader id="latest-applications" title="Job applications" to="/admin/applications" />
        <ApplicationsTable rows={applications} caption="The newest job applications" />
      </section>
    </>
  )
}
