import { Form } from 'react-router'
import type { MemberName } from '~/contracts/staff'
import { ActionButton, buttonClass, Label, Notice, SelectInput } from './controls'
import { Panel } from './detail-list'

/**
 * A record's owner (a hiring brief, an application), by name: take it, hand it to a member, or
 * leave it to nobody. The list shows names; its values are usernames, the key a record stores.
 */
export function AssignmentPanel({
  owner,
  me,
  members,
  canAssign = true,
  saved,
  error,
}: {
  owner: MemberName | null
  /** The signed-in member's username. */
  me: string
  /** The active members it can be handed to, by name. */
  members: MemberName[]
  canAssign?: boolean
  saved?: boolean
  error?: string
}) {
  const assignedTo = owner?.username ?? null
  // Two members of one name are told apart by their usernames.
  const shared = new Set(
    members.filter((m, i) => members.findIndex((o) => o.name === m.name) !== i).map((m) => m.name),
  )
  const label = ({ username, name }: MemberName) => (shared.has(name) ? `${name} (${username})` : name)
  return (
    <Panel title="Owner" id="assignment">
      {saved ? <Notice tone="success">Assignment saved.</Notice> : null}
      <p className="text-sm">
        {owner ? (
          <span className="font-semibold text-navy-900">
            {owner.name}
            {owner.username === me ? <span className="font-normal text-slate-600"> (you)</span> : null}
          </span>
        ) : (
          'Nobody yet'
        )}
      </p>
      {canAssign ? (
        <>
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="assign" />
            {assignedTo !== me ? (
              <button type="submit" name="to" value="me" className={buttonClass('primary')}>
                Assign to me
              </button>
            ) : null}
            {assignedTo ? (
              <button type="submit" name="to" value="" className={buttonClass('secondary')}>
                Unassign
              </button>
            ) : null}
          </Form>
          <Form method="post" className="mt-4 space-y-3 border-t border-slate-100 pt-4">
            <input type="hidden" name="intent" value="assign" />
            <div>
              <Label htmlFor="assign-to">Assign to</Label>
              <SelectInput
                key={assignedTo ?? ''}
                id="assign-to"
                name="to"
                defaultValue={assignedTo ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'assign-error' : undefined}
              >
                <option value="">Nobody</option>
                {members.map((member) => (
                  <option key={member.username} value={member.username}>
                    {member.username === me ? `${label(member)} (you)` : label(member)}
                  </option>
                ))}
              </SelectInput>
            </div>
            {error ? (
              <div id="assign-error">
                <Notice tone="error">{error}</Notice>
              </div>
            ) : null}
            <ActionButton tone="secondary">Save assignment</ActionButton>
          </Form>
        </>
      ) : null}
    </Panel>
  )
}
