import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import {
  InvitationsTable,
  InviteForm,
  MembersTable,
  TEAM_PROBLEMS,
  TEAM_SAVED,
  TeamAction,
  type TeamIntent,
  type TeamOutcome,
  type TeamProblem,
} from '~/features/team'
import {
  changeMemberRole,
  deactivateMember,
  inviteMember,
  listOpenInvitations,
  listStaff,
  reactivateMember,
  resendInvitation,
  resetMemberTwoFactor,
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
  const [members, invitations] = await Promise.all([listStaff(), listOpenInvitations()])
  const saved = Saved.parse(new URL(request.url).searchParams.get('saved') ?? undefined)
  return { members, invitations, me: owner.userId, saved }
}

type TeamState = {
  problem?: TeamProblem
  fieldErrors?: Record<string, string[] | undefined>
  typed?: { email?: string; role?: string }
}

export async function action({ request }: Route.ActionArgs) {
  const owner = await requirePermission(request, 'team.manage')
  requireSameOrigin(request)
  const fields = Object.fromEntries(await request.formData())
  const parsed = TeamAction.safeParse(fields)
  const typed = { email: String(fields.email ?? '').slice(0, 254), role: String(fields.role ?? '') }
  if (!parsed.success) {
    return data<TeamState>({ fieldErrors: z.flattenError(parsed.error).fieldErrors, typed }, { status: 400 })
  }
  const input = parsed.data
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
    return data<TeamState>({ problem: outcome.problem, typed }, { status })
  }
  throw redirect(`/admin/team?saved=${input.intent}`, { headers: { 'Cache-Control': 'no-store' } })
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const state: TeamState | undefined = actionData
  return (
    <>
      <PageHeading
        title="Team"
        description="Who can sign in to the admin, and what each may open. Every change here is in the audit log."
      />
      <div className="space-y-6">
        {loaderData.saved && !state ? <Notice tone="success">{TEAM_SAVED[loaderData.saved]}</Notice> : null}
        {state?.problem ? <Notice tone="error">{TEAM_PROBLEMS[state.problem]}</Notice> : null}
        <InviteForm fieldErrors={state?.fieldErrors} typed={state?.typed} />
        <MembersTable members={loaderData.members} me={loaderData.me} />
        <InvitationsTable invitations={loaderData.invitations} />
      </div>
    </>
  )
}
