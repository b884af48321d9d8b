import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import {
  InvitationsTable,
  InviteForm,
  MembersTable,
  OWNER_RULE_PROBLEMS,
  OwnerRuleForm,
  ownerRuleFromForm,
  TEAM_PROBLEMS,
  TEAM_SAVED,
  TeamAction,
  type TeamIntent,
  type TeamOutcome,
} from '~/features/team'
import {
  changeMemberRole,
  deactivateMember,
  getOwnerRule,
  inviteMember,
  listOpenInvitations,
  listOwnerChoices,
  listStaff,
  listStaffNames,
  reactivateMember,
  resendInvitation,
  resetMemberTwoFactor,
  setOwnerRule,
  withdrawInvitation,
} from '~/features/team/index.server'
import { z } from '~/lib/zod'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/team'

export const meta = () => [{ title: 'Team | Brightpath admin' }]

const Saved = z
  .enum(Object.keys(TEAM_SAVED) as [TeamIntent, ...TeamIntent[]])
  .optional()
  .catch(undefined)

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requirePermission(request, 'team.manage')
  const [members, invitations, ownerRule, briefs, applications, names] = await Promise.all([
    listStaff(),
    listOpenInvitations(),
    getOwnerRule(),
    listOwnerChoices('briefs'),
    listOwnerChoices('applications'),
    listStaffNames(),
  ])
  const saved = Saved.parse(new URL(request.url).searchParams.get('saved') ?? undefined)
  return {
    members,
    invitations,
    me: owner.userId,
    saved,
    ownerRule,
    ownerChoices: { briefs, applications },
    names,
  }
}

/** What was typed, as the reply carries it back (strings only). */
function typedValue(result: SubmissionResult<string[]> | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name]
  return typeof value === 'string' ? value : undefined
}

export async function action({ request }: Route.ActionArgs) {
  const owner = await requirePermission(request, 'team.manage')
  requireSameOrigin(request)
  // The schema's own messages, empty fields included: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), { schema: TeamAction, disableAutoCoercion: true })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const input = submission.value
  if (input.intent === 'owner-rule') {
    const refused = await setOwnerRule(owner, ownerRuleFromForm(input))
    if (!refused.ok) {
      const message = OWNER_RULE_PROBLEMS[refused.problem]
      return data(submission.reply({ fieldErrors: { [refused.field]: [message] } }), { status: 409 })
    }
    throw redirect('/admin/team?saved=owner-rule', { headers: { 'Cache-Control': 'no-store' } })
  }
  let outcome: TeamOutcome
  if (input.intent === 'invite') outcome = await inviteMember(owner, input.email, input.role)
  else if (input.intent === 'resend') outcome = await resendInvitation(owner, input.invitationId)
  else if (input.intent === 'revoke') outcome = await withdrawInvitation(owner, input.invitationId)
  else if (input.intent === 'role') outcome = await changeMemberRole(owner, input.memberId, input.role)
  else if (input.intent === 'deactivate') outcome = await deactivateMember(owner, input.memberId)
  else if (input.intent === 'reactivate') outcome = await reactivateMember(owner, input.memberId)
  else outcome = await resetMemberTwoFactor(owner, input.memberId)
  if (!outcome.ok) {
    const status = outcome.problem === 'not-found' ? 404 : 409
    return data(submission.reply({ formErrors: [TEAM_PROBLEMS[outcome.problem]] }), { status })
  }
  throw redirect(`/admin/team?saved=${input.intent}`, { headers: { 'Cache-Control': 'no-store' } })
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const result: SubmissionResult<string[]> | undefined = actionData
  const problem = result?.error?.['']?.[0]
  return (
    <>
      <PageHeading
        title="Team"
        description="Who can sign in to the admin, and what each may open. Every change here is in the audit log."
      />
      <div className="space-y-6">
        {loaderData.saved && !result ? <Notice tone="success">{TEAM_SAVED[loaderData.saved]}</Notice> : null}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <InviteForm
          errors={{ email: result?.error?.email ?? undefined }}
          typed={{ email: typedValue(result, 'email')?.slice(0, 254), role: typedValue(result, 'role') }}
        />
        <MembersTable members={loaderData.members} me={loaderData.me} />
        <InvitationsTable invitations={loaderData.invitations} />
        <OwnerRuleForm
          rule={loaderData.ownerRule}
          choices={loaderData.ownerChoices}
          names={loaderData.names}
          lastResult={result?.initialValue?.intent === 'owner-rule' ? result : undefined}
        />
      </div>
    </>
  )
}
