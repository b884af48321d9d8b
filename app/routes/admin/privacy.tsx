import { data, Form, redirect } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import { ActionButton, Label, Notice, TextInput } from '~/components/admin/controls'
import { PrivacyResults, RetentionPanel, type PrivacySummary } from '~/features/privacy'
import {
  erasePersonalData,
  findPersonalData,
  getPurgeStatus,
  recordLookup,
} from '~/features/privacy/index.server'
import { parseForm } from '~/server/admin/form-data.server'
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

const email = z.string().trim().toLowerCase().pipe(z.email())
const PrivacyAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('find'), email: z.string() }),
  z.object({ intent: z.literal('erase'), email, confirm: z.string() }),
])

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
      found.invitations.length,
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
  const form = await parseForm(request, PrivacyAction)
  if (form.intent === 'find') {
    const address = email.safeParse(form.email)
    if (!address.success)
      return data({ emailError: 'Enter an e-mail address, like name@example.com.' }, { status: 400 })
    return { found: await summarize(address.data, admin.username) }
  }
  if (form.confirm.trim().toLowerCase() !== form.email) {
    return data(
      {
        found: await summarize(form.email, admin.username),
        confirmError: 'The address typed does not match. Nothing was erased.',
      },
      { status: 400 },
    )
  }
  const counts = await erasePersonalData(form.email, admin.username)
  throw redirect(`/admin/privacy?erased=${Object.values(counts).reduce((a, b) => a + b, 0)}`)
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const emailError = actionData && 'emailError' in actionData ? actionData.emailError : undefined
  const found = actionData && 'found' in actionData ? actionData.found : undefined
  const confirmError = actionData && 'confirmError' in actionData ? actionData.confirmError : undefined
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
      <Form method="post" className="mt-4 flex max-w-2xl flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find" />
        <div className="min-w-64 flex-1">
          <Label htmlFor="email">E-mail address</Label>
          <TextInput
            id="email"
            name="email"
            type="email"
            required
            defaultValue={found?.email ?? ''}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'email-error' : undefined}
          />
        </div>
        <ActionButton>Find</ActionButton>
        {emailError ? (
          <p id="email-error" role="alert" className="w-full text-sm font-medium text-danger-700">
            {emailError}
          </p>
        ) : null}
      </Form>
      {found ? <PrivacyResults key={found.email} data={found} confirmError={confirmError} /> : null}
      <RetentionPanel status={loaderData.retention} />
    </>
  )
}
