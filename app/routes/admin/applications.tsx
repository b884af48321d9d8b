import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useLocation } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import {
  ApplicationBulkMoveForm,
  ApplicationStatusOptions,
  ApplicationsTable,
  heldInListMessage,
  ShowOnStatusPage,
} from '~/features/applications'
import { applicantStageLabel } from '~/contracts/applicant-stages'
import { BulkActionBar } from '~/components/admin/bulk-actions'
import { ActionButton, Label, Notice, SelectInput } from '~/components/admin/controls'
import { replyErrors } from '~/components/admin/form-reply'
import { humanize } from '~/components/admin/format'
import { ListFilters } from '~/components/admin/list-filters'
import { StageEmailOffer, StageEmailSelectionForm } from '~/features/email'
import { isFiltered, listSearch, parseApplicationListQuery } from '~/contracts/list-query'
import { canEmailRecord } from '~/contracts/records'
import { GENERAL_APPLICATION, GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { OPENING_STATUS_LABELS } from '~/features/openings'
import { Pagination } from '~/components/admin/pagination'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { countOf, pluralForm } from '~/lib/plural'
import { z } from '~/lib/zod'
import { BULK_KEYS, bulkOutcome, withBulkOutcome } from '~/server/admin/bulk.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { stageOfferFor } from '~/features/email/index.server'
import { runStageEmailForm } from '~/features/email/index.server'
import { listApplicationRows, moveApplicationStage } from '~/features/applications/index.server'
import { listOpeningChoices } from '~/features/openings/index.server'
import type { Route } from './+types/applications'

export const meta = () => [{ title: 'Applications | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'applications.read')
  const query = parseApplicationListQuery(request.url, APPLICATION_STATUSES)
  const bulk = bulkOutcome(request.url, APPLICATION_STATUSES)
  const emailed = new URL(request.url).searchParams.get('emailed')
  const [list, openings, offer] = await Promise.all([
    listApplicationRows(query),
    listOpeningChoices(),
    // Right after moving a selection to a stage with a template: the offer to send it to them.
    bulk?.ids.length && canEmailRecord(staff.role, 'application')
      ? stageOfferFor(bulk.status, bulk.ids, staff)
      : null,
  ])
  return { query, list, openings, bulk, offer, emailed: emailed === null ? null : Number(emailed) || 0 }
}

/**
 * The list's forms: the bulk move of the ticked applications, and the stage's e-mail offered for
 * them after it (which posts the applicants ticked in the offer).
 */
const ApplicationsAction = z.discriminatedUnion('intent', [ApplicationBulkMoveForm, StageEmailSelectionForm])

/** The bulk actions: move the ticked applications to a stage; then, if staff choose, send its e-mail. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'applications.update')
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: ApplicationsAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const form = submission.value
  if (form.intent === 'stage-email') {
    const ids = [...form.ids, ...form.skippedIds]
    return runStageEmailForm(ids, submission, form, admin, ({ sent, notBefore }) => {
      const url = new URL(request.url)
      for (const key of BULK_KEYS) url.searchParams.delete(key)
      url.searchParams.set('emailed', String(sent))
      if (notBefore) url.searchParams.set('scheduled', '1')
      return `${url.pathname}${url.search}`
    })
  }
  // Applications whose candidate is on a shortlist do not go back to New or Reviewing, nor to
  // Rejected (the rule in features/applications): they are left out, and the list says which.
  const { changes, held, shown } = await moveApplicationStage(form.ids, form.status, admin.username, {
    showOnStatusPage: form.showOnStatusPage,
  })
  throw redirect(
    withBulkOutcome(request.url, {
      count: changes.length,
      status: form.status,
      ids: changes.map((change) => change.id),
      held: held.map((h) => h.reference),
      shown: shown.length,
    }),
  )
}

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, openings, bulk, offer, emailed } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  // None ticked; a stage e-mail refused (its template gone); or, only for a tampered post, the rest.
  const problems = replyErrors(reply, null, ['ids', '', 'status', 'stage', 'intent', 'skippedIds'])
  // Each navigation (a move, a filter, a page) draws the rows afresh: nothing stays ticked after a move.
  const { key } = useLocation()
  return (
    <>
      <PageHeading
        title="Job applications"
        description="Newest first. Open one to move it through review, write to the applicant and see its timeline; tick several to move them at once."
      />
      <ListFilters
        query={query}
        statuses={APPLICATION_STATUSES}
        statusName="Stage"
        searchHint="Reference, name, email, opening, skills or cover letter"
        exportHref={`/admin/applications/export.csv${listSearch({ ...query, page: 1 })}`}
        selects={[
          {
            name: 'opening',
            label: 'Opening',
            any: 'Any opening',
            value: query.opening,
            options: [
              ...openings.map((o) => ({
                value: String(o.id),
                label:
                  o.status === 'open'
                    ? o.title
                    : `${o.title} (${OPENING_STATUS_LABELS[o.status].toLowerCase()})`,
              })),
              { value: GENERAL_APPLICATION, label: GENERAL_APPLICATION_TITLE },
            ],
          },
        ]}
      />
      <div className="mt-6 space-y-4">
        {bulk ? (
          <Notice tone="success">
            {countOf(bulk.count, 'application')} moved to {humanize(bulk.status)}.
            {bulk.shown
              ? ` ${countOf(bulk.shown, 'application')} now ${pluralForm(bulk.shown, { one: 'shows', other: 'show' })} “${applicantStageLabel(bulk.status)}” on the status page.`
              : null}
          </Notice>
        ) : null}
        {bulk?.held.length ? <Notice tone="error">{heldInListMessage(bulk.held)}</Notice> : null}
        {emailed !== null ? (
          <Notice tone="success">
            {countOf(emailed, 'e-mail')} {pluralForm(emailed, { one: 'is', other: 'are' })} on the way
            (scheduled ones wait on each application&apos;s timeline, where they can be cancelled).
          </Notice>
        ) : null}
        {offer ? <StageEmailOffer offer={offer} forSelection /> : null}
        {problems.length ? <Notice tone="error">{problems.join(' ')}</Notice> : null}
        <Pagination query={query} {...list} label="Job applications" />
        <ApplicationsTable
          key={key}
          rows={list.items}
          caption="Job applications"
          selectable
          filtered={isFiltered(listSearch({ ...query, page: 1 }))}
        />
        {/* After the rows, so their checkboxes come first in the tab order. */}
        {list.items.length ? (
          <BulkActionBar label="Move the ticked applications">
            <input type="hidden" name="intent" value="move" />
            <div className="min-w-48">
              <Label htmlFor="bulk-status">Move to</Label>
              <SelectInput id="bulk-status" name="status" defaultValue="reviewing">
                <ApplicationStatusOptions />
              </SelectInput>
            </div>
            <ShowOnStatusPage
              id="bulk-show-on-status-page"
              note="Now, without waiting for the stage’s e-mail."
            />
            <ActionButton>Move</ActionButton>
          </BulkActionBar>
        ) : null}
        {list.pageCount > 1 ? <Pagination query={query} {...list} label="Job applications, bottom" /> : null}
      </div>
    </>
  )
}
