import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import {
  confirmsErasure,
  ERASE_NOT_CONFIRMED,
  PrivacyAction,
  PrivacyFindForm,
  PrivacyResults,
  RetentionPanel,
  type PrivacyReply,
  type PrivacySummary,
} from '~/features/privacy'
import {
  erasePersonalData,
  findPersonalData,
  getPurgeStatus,
  recordLookup,
} from '~/features/privacy/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/privacy'

export const meta = () => [{ title: 'Privacy requests | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'privacy.manage')
  const erased = z.coerce
    .number()
    .int()
    .min(0)
    .safeParse(new URL(request.url).searchParams.get('erased') ?? undefined)
  return { erased: erased.success ? erased.data : null, retention: await getPurgeStatus() }
}

async function summarize(address: string, actor: string): Promise<PrivacySummary> {
  const found = await findPersonalData(address)
  await recordLookup(
    address,
    actor,
    found.contacts.length +
      found.applications.length +
      found.briefs.length +
      found.emails.length +
      found.statusLinks.length +
      found.invitations.length +
      found.subscriptions.length,
  )
  return {
    email: found.email,
    contacts: found.contacts.map(({ id, reference, subject, status, createdAt, timeline }) => ({
      id,
      reference,
      subject,
      status,
      createdAt,
      timeline: timeline.length,
    })),
    applications: found.applications.map((a) => ({
      id: a.id,
      reference: a.reference,
      position: a.position,
      status: a.status,
      createdAt: a.createdAt,
      timeline: a.timeline.length,
      answers: a.answers.length,
      resume: a.resume !== null,
    })),
    briefs: found.briefs.map((b) => ({
      id: b.id,
      reference: b.reference,
      company: b.company,
      status: b.status,
      createdAt: b.createdAt,
      timeline: b.timeline.length,
    })),
    statusLinks: found.statusLinks.length,
    subscriptions: found.subscriptions.reduce(
      (sum, data) => sum + (data.subscriber ? 1 : 0) + data.requests.length,
      0,
    ),
    emails: found.emails.map(({ id, subject, status, createdAt }) => ({ id, subject, status, createdAt })),
    invitations: found.invitations.map(({ id, role, state, sentAt }) => ({ id, role, state, sentAt })),
    candidate: found.candidate && {
      id: found.candidate.id,
      addresses: found.addresses,
      shortlistEntries: found.candidate.shortlistEntries.length,
      clientAnswers: found.candidate.clientAnswers.length,
      timeline: found.candidate.timeline.length,
    },
  }
}

// Lookups are POSTs: the address never lands in a URL, a browser history or an access log.
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'privacy.manage')
  requireSameOrigin(request)
  // The schema's own messages, empty fields included: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), {
    schema: PrivacyAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success')
    return data<PrivacyReply>({ result: submission.reply() }, { status: 400 })
  const input = submission.value
  if (input.intent === 'find') {
    return data<PrivacyReply>({
      result: submission.reply(),
      found: await summarize(input.email, admin.username),
    })
  }
  if (!confirmsErasure(input)) {
    // Nothing erased: what was found stays on the page, with the confirmation's error at its field.
    return data<PrivacyReply>(
      {
        result: submission.reply({ fieldErrors: { confirm: [ERASE_NOT_CONFIRMED] } }),
        found: await summarize(input.email, admin.username),
      },
      { status: 400 },
    )
  }
  const counts = await erasePersonalData(input.email, admin.username)
  throw redirect(`/admin/privacy?erased=${Object.values(counts).reduce((a, b) => a + b, 0)}`)
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const reply: PrivacyReply | undefined = actionData
  const found = reply?.found
  return (
    <>
      <PageHeading
        title="Privacy requests"
        description="The privacy policy promises access, correction and deletion. Find everything stored for an e-mail address, download it, or erase it."
      />
      {loaderData.erased !== null && !found ? (
        <Notice tone="success">
          Erased {loaderData.erased} records. The audit log has the counts, not the address.
        </Notice>
      ) : null}
      <PrivacyFindForm found={found?.email} errors={reply?.result.error?.email ?? undefined} />
      {found ? (
        <PrivacyResults
          key={found.email}
          data={found}
          confirmErrors={reply?.result.error?.confirm ?? undefined}
        />
      ) : null}
      <RetentionPanel status={loaderData.retention} />
    </>
  )
}
