import { Link } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass, Notice } from '~/components/admin/controls'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { LogoThumbnail, MoveButtons } from '~/features/team-page'
import { answerMove, listClientQuotesForAdmin, moveClientQuote } from '~/features/team-page/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/client-quotes'

export const meta = () => [{ title: 'Client quotes | Brightpath admin' }]

const COLUMNS = ['Quote', 'Position', 'Who', 'Logo', 'Order']

const SAVED: Record<string, string> = { moved: 'Moved.', removed: 'Quote removed.' }

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'publishing.manage')
  const quotes = await listClientQuotesForAdmin()
  return { quotes, saved: SAVED[new URL(request.url).searchParams.get('saved') ?? ''] ?? null }
}

/** The list's arrows: one place up or down. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'publishing.manage')
  requireSameOrigin(request)
  return answerMove(
    await request.formData(),
    (id, direction) => moveClientQuote(id, direction, staff.username),
    (id) => `/admin/client-quotes?saved=moved#quote-${id}`,
  )
}

export default function ClientQuotes({ loaderData, actionData }: Route.ComponentProps) {
  const { quotes, saved } = loaderData
  const problem = actionData?.result.error?.['']?.[0] ?? actionData?.result.error?.id?.[0]
  return (
    <>
      <PageHeading
        title="Client quotes"
        description="What clients said, on /portfolio in this order (and in its search results' review data)."
      >
        <Link to="/admin/client-quotes/new" className={buttonClass('primary')}>
          Add a quote
        </Link>
      </PageHeading>
      <div className="mb-4 space-y-3 empty:hidden">
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
      </div>
      <ResponsiveTable caption="Client quotes" columns={COLUMNS} minWidth="md:min-w-[52rem]">
        {quotes.length === 0 ? <EmptyRow colSpan={COLUMNS.length}>No quotes yet.</EmptyRow> : null}
        {quotes.map((quote, index) => (
          <Row key={quote.id}>
            <Cell label="Quote" header className="md:align-middle">
              <Link
                to={`/admin/client-quotes/${quote.id}`}
                className="text-navy-900 underline-offset-2 hover:underline"
              >
                {quote.quote}
              </Link>
            </Cell>
            <Cell label="Position" className="tabular-nums md:w-24 md:align-middle">
              <span id={`quote-${quote.id}`}>{quote.position}</span>
            </Cell>
            <Cell label="Who" className="md:align-middle">
              {quote.personName}, {quote.personRole}, {quote.companyName}
            </Cell>
            <Cell label="Logo" className="md:align-middle">
              <LogoThumbnail logo={quote.logo} />
            </Cell>
            <Cell label="Order" className="md:w-32 md:align-middle">
              <MoveButtons
                id={quote.id}
                name={`the quote of ${quote.personName}`}
                first={index === 0}
                last={index === quotes.length - 1}
              />
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
    </>
  )
}
