import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '~/components/admin/format'
import { Cell, Clamp, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { SHORTLIST_STAGE_LABELS } from '~/contracts/shortlists'
import type { CandidateHit } from '../contract'
import { Snippet } from './snippet'

/** A candidate as a row of the list or of a search's results. */
export type CandidateListRow = CandidateHit

const COLUMNS = ['Candidate', 'Skills', 'Years', 'Applications', 'Last applied', 'Shortlists']

const years = (value: number | null) => (value === null ? '—' : String(value))

/**
 * Candidates found: who they are and what they do, with the matching words in context when
 * searching. `action` adds a last column (a brief's "Add to shortlist").
 */
export function CandidateTable({
  rows,
  caption,
  action,
  empty = 'No candidates match.',
}: {
  rows: CandidateListRow[]
  caption: string
  action?: { label: string; render: (row: CandidateListRow) => ReactNode }
  /** What an empty list says. */
  empty?: string
}) {
  const columns = action ? [...COLUMNS, action.label] : COLUMNS
  return (
    <ResponsiveTable caption={caption} columns={columns} minWidth="md:min-w-[60rem]">
      {rows.length === 0 ? <EmptyRow colSpan={columns.length}>{empty}</EmptyRow> : null}
      {rows.map((row) => (
        <Row key={row.id}>
          <Cell label="Candidate" header className="md:w-[36%]">
            <Link
              to={`/admin/candidates/${row.id}`}
              className="text-navy-900 underline-offset-2 hover:underline"
            >
              {row.fullName}
            </Link>
            {row.headline ? (
              <span className="mt-0.5 block text-xs font-normal text-slate-600">{row.headline}</span>
            ) : null}
            {row.snippet ? <Snippet parts={row.snippet} /> : null}
          </Cell>
          <Cell label="Skills" className="md:min-w-40">
            <Clamp lines={2}>{row.skills || '—'}</Clamp>
          </Cell>
          <Cell label="Years" className="tabular-nums">
            {years(row.yearsOfExperience)}
          </Cell>
          <Cell label="Applications" className="tabular-nums">
            {row.applications}
          </Cell>
          <Cell label="Last applied" className="whitespace-nowrap">
            <time dateTime={row.lastAppliedAt}>{formatDate(row.lastAppliedAt)}</time>
          </Cell>
          <Cell label="Shortlists">
            {row.shortlists.length === 0 ? (
              '—'
            ) : (
              <ul className="space-y-1">
                {row.shortlists.map((s) => (
                  <li key={s.briefId}>
                    <Link
                      to={`/admin/hire-briefs/${s.briefId}#shortlist`}
                      className="font-mono text-xs font-semibold text-accent-700 underline-offset-2 hover:underline"
                    >
                      {s.reference}
                    </Link>{' '}
                    <span className="text-xs text-slate-600">{SHORTLIST_STAGE_LABELS[s.stage]}</span>
                  </li>
                ))}
              </ul>
            )}
          </Cell>
          {action ? <Cell label={action.label}>{action.render(row)}</Cell> : null}
        </Row>
      ))}
    </ResponsiveTable>
  )
}
