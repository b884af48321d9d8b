import { Link } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass, Notice } from '~/components/admin/controls'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { MoveButtons, PhotoThumbnail } from '~/features/team-page'
import { answerMove, listTeamMembersForAdmin, moveTeamMember } from '~/features/team-page/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/team-page'

export const meta = () => [{ title: 'Team page | Brightpath admin' }]

const COLUMNS = ['Person', 'Position', 'Title', 'Order']

const SAVED: Record<string, string> = {
  moved: 'Moved.',
  removed: 'Removed from the team page.',
  'removed-kept':
    'Removed from the team page. Posts they wrote still show their name, and no new post can be signed by them.',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'publishing.manage')
  const members = await listTeamMembersForAdmin()
  return { members, saved: SAVED[new URL(request.url).searchParams.get('saved') ?? ''] ?? null }
}

/** The list's arrows: one place up or down. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'publishing.manage')
  requireSameOrigin(request)
  return answerMove(
    await request.formData(),
    (id, direction) => moveTeamMember(id, direction, staff.username),
    (id) => `/admin/team-page?saved=moved#member-${id}`,
  )
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, saved } = loaderData
  const problem = actionData?.result.error?.['']?.[0] ?? actionData?.result.error?.id?.[0]
  return (
    <>
      <PageHeading
        title="Team page"
        description="The people on /team, in the order the page shows them. Posts name their author from here."
      >
        <Link to="/admin/team-page/new" className={buttonClass('primary')}>
          Add a person
        </Link>
      </PageHeading>
      <div className="mb-4 space-y-3 empty:hidden">
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
      </div>
      <ResponsiveTable caption="The team page" columns={COLUMNS} minWidth="md:min-w-[44rem]">
        {members.length === 0 ? <EmptyRow colSpan={COLUMNS.length}>Nobody yet.</EmptyRow> : null}
        {members.map((member, index) => (
          <Row key={member.id}>
            <Cell label="Person" header className="md:align-middle">
              <span className="flex items-center gap-3">
                <PhotoThumbnail photo={member.photo} />
                <Link
                  to={`/admin/team-page/${member.id}`}
                  className="text-navy-900 underline-offset-2 hover:underline"
                >
                  {member.name}
                </Link>
              </span>
            </Cell>
            <Cell label="Position" className="tabular-nums md:w-24 md:align-middle">
              <span id={`member-${member.id}`}>{member.position}</span>
            </Cell>
            <Cell label="Title" className="md:align-middle">
              {member.title}
            </Cell>
            <Cell label="Order" className="md:w-32 md:align-middle">
              <MoveButtons
                id={member.id}
                name={member.name}
                first={index === 0}
                last={index === members.length - 1}
              />
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
    </>
  )
}
