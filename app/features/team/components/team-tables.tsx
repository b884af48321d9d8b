import { Form } from 'react-router'
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '~/contracts/permissions'
import type { StaffInvitation, StaffMember } from '../contract'
import { cn } from '~/lib/cn'
import { ActionButton, buttonClass, Label, SelectInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { FormField } from '~/components/admin/form-field'
import { formatDateTime } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'

const small = 'min-h-10 px-4'

function Pill({ tone, children }: { tone: 'good' | 'warn' | 'off'; children: string }) {
  const tones = {
    good: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
    warn: 'bg-amber-50 text-amber-900 ring-amber-700/30',
    off: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  }
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

/** One button that posts one intent about one member or invitation. */
function RowAction({
  intent,
  idName,
  id,
  label,
  tone = 'secondary',
  accessibleName,
}: {
  intent: string
  idName: 'memberId' | 'invitationId'
  id: string | number
  label: string
  tone?: 'secondary' | 'caution'
  accessibleName: string
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <button type="submit" aria-label={accessibleName} className={buttonClass(tone, small)}>
        {label}
      </button>
    </Form>
  )
}

/** The invite form; its errors and what was typed come from the action's Conform reply, by field. */
export function InviteForm({
  errors,
  typed,
}: {
  errors?: { email?: string[] }
  typed?: { email?: string; role?: string }
}) {
  return (
    <Panel title="Invite someone" id="invite-heading">
      <Form method="post" className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto]">
        <input type="hidden" name="intent" value="invite" />
        <FormField
          id="invite-email"
          name="email"
          type="email"
          label="Their work e-mail address"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={typed?.email}
          errors={errors?.email}
        />
        <div>
          <Label htmlFor="invite-role">Role</Label>
          <SelectInput id="invite-role" name="role" defaultValue={typed?.role || 'recruiter'} required>
            <RoleOptions />
          </SelectInput>
        </div>
        <ActionButton className="md:mt-7">Send invitation</ActionButton>
      </Form>
      <ul className="mt-4 grid gap-2 text-sm text-slate-600 md:grid-cols-2 xl:grid-cols-4">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <strong className="font-semibold text-navy-900">{STAFF_ROLE_LABELS[role]}:</strong>{' '}
            {STAFF_ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
    </Panel>
  )
}

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {STAFF_ROLE_LABELS[role]}
    </option>
  ))
}

export function MembersTable({ members, me }: { members: StaffMember[]; me: string }) {
  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="text-lg font-semibold tracking-tight">
        Members
      </h2>
      <ResponsiveTable
        caption="Team members"
        columns={['Name', 'E-mail', 'Role', 'Two-factor', 'Last sign-in', 'Status', 'Actions']}
        minWidth="md:min-w-[64rem]"
      >
        {members.length === 0 ? <EmptyRow colSpan={7}>No members yet.</EmptyRow> : null}
        {members.map((member) => {
          const self = member.id === me
          const who = member.name
          return (
            <Row key={member.id}>
              <Cell label="Name" header>
                {member.name}
                {self ? <span className="font-normal text-slate-600"> (you)</span> : null}
                {member.username !== member.name ? (
                  <span className="block text-xs font-normal text-slate-600">{member.username}</span>
                ) : null}
              </Cell>
              <Cell label="E-mail">
                <span className="break-all">{member.email ?? 'Not given yet'}</span>
              </Cell>
              <Cell label="Role">
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="memberId" value={member.id} />
                  <label htmlFor={`role-${member.id}`} className="sr-only">
                    Role of {who}
                  </label>
                  <div className="w-36 shrink-0">
                    <SelectInput
                      id={`role-${member.id}`}
                      name="role"
                      defaultValue={member.role}
                      className="min-h-10 py-1"
                    >
                      <RoleOptions />
                    </SelectInput>
                  </div>
                  <button
                    type="submit"
                    aria-label={`Change the role of ${who}`}
                    className={buttonClass('secondary', small)}
                  >
                    Change
                  </button>
                </Form>
              </Cell>
              <Cell label="Two-factor">
                {member.twoFactorEnabled ? <Pill tone="good">On</Pill> : <Pill tone="warn">Not set up</Pill>}
              </Cell>
              <Cell label="Last sign-in">
                {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
              </Cell>
              <Cell label="Status">
                {member.status === 'active' ? (
                  <Pill tone="good">Active</Pill>
                ) : (
                  <Pill tone="off">Deactivated</Pill>
                )}
              </Cell>
              <Cell label="Actions">
                <div className="flex flex-wrap gap-2 lg:flex-nowrap">
                  {member.twoFactorEnabled ? (
                    <RowAction
                      intent="reset-two-factor"
                      idName="memberId"
                      id={member.id}
                      label="Reset two-factor"
                      accessibleName={`Reset two-factor sign-in of ${who}`}
                    />
                  ) : null}
                  {member.status === 'active' ? (
                    <RowAction
                      intent="deactivate"
                      idName="memberId"
                      id={member.id}
                      label="Deactivate"
                      tone="caution"
                      accessibleName={`Deactivate ${who}`}
                    />
                  ) : (
                    <RowAction
                      intent="reactivate"
                      idName="memberId"
                      id={member.id}
                      label="Reactivate"
                      accessibleName={`Reactivate ${who}`}
                    />
                  )}
                </div>
              </Cell>
            </Row>
          )
        })}
      </ResponsiveTable>
    </section>
  )
}

export function InvitationsTable({ invitations }: { invitations: StaffInvitation[] }) {
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-lg font-semibold tracking-tight">
        Invitations not yet accepted
      </h2>
      <ResponsiveTable
        caption="Invitations not yet accepted"
        columns={['E-mail', 'Role', 'Invited by', 'Sent', 'Link', 'Actions']}
      >
        {invitations.length === 0 ? <EmptyRow colSpan={6}>No invitation is waiting.</EmptyRow> : null}
        {invitations.map((invitation) => (
          <Row key={invitation.id}>
            <Cell label="E-mail" header>
              <span className="break-all">{invitation.email}</span>
            </Cell>
            <Cell label="Role">{STAFF_ROLE_LABELS[invitation.role]}</Cell>
            <Cell label="Invited by">{invitation.invitedBy}</Cell>
            <Cell label="Sent">{formatDateTime(invitation.sentAt)}</Cell>
            <Cell label="Link">
              {invitation.state === 'expired' ? (
                <Pill tone="warn">Expired</Pill>
              ) : (
                <span>Works until {formatDateTime(invitation.expiresAt)}</span>
              )}
            </Cell>
            <Cell label="Actions">
              <div className="flex flex-wrap gap-2">
                <RowAction
                  intent="resend"
                  idName="invitationId"
                  id={invitation.id}
                  label="Send again"
                  accessibleName={`Send the invitation to ${invitation.email} again`}
                />
                <RowAction
                  intent="revoke"
                  idName="invitationId"
                  id={invitation.id}
                  label="Withdraw"
                  tone="caution"
                  accessibleName={`Withdraw the invitation to ${invitation.email}`}
                />
              </div>
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
    </section>
  )
}
