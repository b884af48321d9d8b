import { Link } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass, Notice } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { POST_KIND_LABELS, POST_KINDS, POST_STATUS_LABELS } from '~/features/publishing'
import { listPostsForAdmin } from '~/features/publishing/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/publishing'

export const meta = () => [{ title: 'Publishing | Brightpath admin' }]

const COLUMNS = ['Title', 'State', 'Address', 'Last change']

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'publishing.manage')
  const [insights, caseStudies] = await Promise.all([
    listPostsForAdmin('insight'),
    listPostsForAdmin('case-study'),
  ])
  const row = (post: (typeof insights)[number]) => ({
    id: post.id,
    title: post.title,
    status: post.status,
    path: post.path,
    publishAt: post.publishAt,
    updatedAt: post.updatedAt,
  })
  return {
    posts: { insight: insights.map(row), 'case-study': caseStudies.map(row) },
    saved: new URL(request.url).searchParams.get('saved'),
  }
}

export default function Publishing({ loaderData }: Route.ComponentProps) {
  const { posts, saved } = loaderData
  return (
    <>
      <PageHeading
        title="Publishing"
        description="Insights (on /sectors and the home page) and case studies (on /portfolio): drafts stay private until published."
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/publishing/new?kind=insight" className={buttonClass('primary')}>
            New insight
          </Link>
          <Link to="/admin/publishing/new?kind=case-study" className={buttonClass('secondary')}>
            New case study
          </Link>
        </div>
      </PageHeading>
      {saved === 'deleted' ? <Notice tone="success">Deleted.</Notice> : null}
      <div className="space-y-10">
        {POST_KINDS.map((kind) => (
          <ResponsiveTable
            key={kind}
            caption={`${POST_KIND_LABELS[kind]}s`}
            columns={COLUMNS}
            minWidth="md:min-w-[48rem]"
          >
            {posts[kind].length === 0 ? <EmptyRow colSpan={COLUMNS.length}>None yet.</EmptyRow> : null}
            {posts[kind].map((post) => (
              <Row key={post.id}>
                <Cell label="Title" header>
                  <Link
                    to={`/admin/publishing/${post.id}`}
                    className="text-navy-900 underline-offset-2 hover:underline"
                  >
                    {post.title}
                  </Link>
                </Cell>
                <Cell label="State">
                  {POST_STATUS_LABELS[post.status]}
                  {post.status === 'scheduled' && post.publishAt ? `, ${formatDateTime(post.publishAt)}` : ''}
                </Cell>
                <Cell label="Address" className="text-slate-600">
                  {post.path}
                </Cell>
                <Cell label="Last change" className="whitespace-nowrap text-slate-600">
                  {formatDateTime(post.updatedAt)}
                </Cell>
              </Row>
            ))}
          </ResponsiveTable>
        ))}
      </div>
    </>
  )
}
