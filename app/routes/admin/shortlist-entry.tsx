import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { EntryForm, EntryStagePanel, ShortlistStageBadge, type EntryFormValues } from '~/features/shortlists'
import type { AuditAction } from '~/features/audit'
import {
  PlacementSchema,
  SHORTLIST_STAGE_LABELS,
  ShortlistEntrySchema,
  StageMoveSchema,
  STAFF_STAGE_MOVES,
  type ShortlistNoticeCode,
} from '~/contracts/shortlists'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/features/audit/index.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import {
  getShortlistEntry,
  moveShortlistStage,
  placeCandidate,
  removeFromShortlist,
  updateShortlistEntry,
} from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist-entry'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData ? `${loaderData.entry.fullName} on ${loaderData.brief.reference}` : 'Shortlist entry'} | Brightpath admin`,
  },
]

async function load(briefParam: string | undefined, entryParam: string | undefined) {
  const briefId = parseId(briefParam)
  const [brief, entry] = await Promise.all([
    getHireBrief(briefId),
    getShortlistEntry(briefId, parseId(entryParam)),
  ])
  if (!brief || !entry) notFound()
  return { brief, entry }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'shortlists.manage')
  const { brief, entry } = await load(params.id, params.entryId)
  return {
    brief: { id: brief.id, reference: brief.reference, company: brief.company },
    entry,
    added: new URL(request.url).searchParams.get('added') === '1',
  }
}

const Intent = z.object({ intent: z.enum(['save', 'stage', 'place', 'remove']) })

/** What a refused form says, field by field, and what was typed (kept in the form). */
type Refusal = {
  form: 'save' | 'stage' | 'place'
  errors: Record<string, string>
  values: Record<string, string>
}

function refuse(form: Refusal['form'], error: z.ZodError, values: Record<string, string>) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return data<Refusal>({ form, errors, values }, { status: 400 })
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'shortlists.manage')
  requireSameOrigin(request)
  const fields = Object.fromEntries(
    [...(await request.formData())].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  )
  const intent = Intent.safeParse(fields)
  if (!intent.success) throw data({ message: 'Bad request' }, { status: 400 })
  const { brief, entry } = await load(params.id, params.entryId)
  const done = async (action: AuditAction, code: ShortlistNoticeCode, detail = '') => {
    await recordAudit({
      actor: staff.username,
      action,
      target: `candidate #${entry.candidateId} on hiring brief ${brief.reference}${detail}`,
    })
    return redirect(`/admin/hire-briefs/${brief.id}?shortlist=${code}#shortlist`)
  }

  if (intent.data.intent === 'save') {
    const parsed = ShortlistEntrySchema.safeParse(fields)
    if (!parsed.success) return refuse('save', parsed.error, fields)
    await updateShortlistEntry(brief.id, entry.id, parsed.data, staff.username)
    throw await done('shortlist.updated', 'saved')
  }
  if (intent.data.intent === 'stage') {
    const parsed = StageMoveSchema.safeParse(fields)
    if (!parsed.success) return refuse('stage', parsed.error, fields)
    const moved = await moveShortlistStage(
      brief.id,
      entry.id,
      parsed.data.stage,
      parsed.data.reason,
      staff.username,
    )
    if (!moved.ok) {
      const message =
        moved.code === 'reason-required'
          ? 'Write the client’s reason for declining.'
          : `The candidate cannot move from “${SHORTLIST_STAGE_LABELS[entry.stage]}” to that stage.`
      return data<Refusal>({ form: 'stage', errors: { reason: message }, values: fields }, { status: 400 })
    }
    throw await done('shortlist.stage', 'staged', ` → ${parsed.data.stage}`)
  }
  if (intent.data.intent === 'place') {
    const parsed = PlacementSchema.safeParse(fields)
    if (!parsed.success) return refuse('place', parsed.error, fields)
    const placed = await placeCandidate(brief.id, entry.id, parsed.data, staff.username)
    if (!placed.ok) {
      return data<Refusal>(
        {
          form: 'place',
          errors: { form: 'Only a shared or interviewing candidate can be placed.' },
          values: fields,
        },
        { status: 400 },
      )
    }
    throw await done('shortlist.placed', 'placed')
  }
  await removeFromShortlist(brief.id, entry.id, staff.username)
  throw await done('shortlist.removed', 'removed')
}

function entryValues(entry: Route.ComponentProps['loaderData']['entry']): EntryFormValues {
  return {
    rateAmount: entry.rateAmount === null ? '' : String(entry.rateAmount),
    rateCurrency: entry.rateCurrency ?? '',
    ratePeriod: entry.ratePeriod ?? 'hour',
    availability: entry.noticeWeeks !== null ? 'notice' : 'date',
    availableOn: entry.availableOn ?? '',
    noticeWeeks: entry.noticeWeeks === null ? '' : String(entry.noticeWeeks),
    pitch: entry.pitch ?? '',
  }
}

export default function ShortlistEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brief, entry, added } = loaderData
  const refused = actionData ?? undefined
  const saveValues =
    refused?.form === 'save' ? { ...entryValues(entry), ...refused.values } : entryValues(entry)
  return (
    <>
      <BackLink to={`/admin/hire-briefs/${brief.id}#shortlist`}>Back to {brief.reference}</BackLink>
      <PageHeading
        title={entry.fullName}
        description={[`On the shortlist of ${brief.reference} (${brief.company})`, entry.headline]
          .filter(Boolean)
          .join(' · ')}
      >
        <ShortlistStageBadge stage={entry.stage} className="text-sm" />
      </PageHeading>
      {added ? (
        <div className="mb-4">
          <Notice tone="success">
            Added to the shortlist. Write what the client will see: the rate, when they can start, and a
            pitch.
          </Notice>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <EntryForm
          key={refused?.form === 'save' ? 'refused' : 'stored'}
          values={saveValues}
          errors={refused?.form === 'save' ? refused.errors : {}}
        />
        <EntryStagePanel
          stage={entry.stage}
          moves={STAFF_STAGE_MOVES[entry.stage]}
          refused={refused?.form === 'stage' || refused?.form === 'place' ? refused : undefined}
          candidateName={entry.fullName}
          rate={{ amount: entry.rateAmount, currency: entry.rateCurrency, period: entry.ratePeriod }}
        />
      </div>
    </>
  )
}
