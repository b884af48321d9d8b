import { Form } from 'react-router'
import { ActionButton, buttonClass, Label, Notice, SelectInput } from './controls'
import { Panel } from './detail-list'

/** Who works on a record (a hiring brief, an application): take it, hand it to a member, or leave it to nobody. */
export function AssignmentPanel({
  assignedTo,
  me,
  members,
  canAssign = true,
  saved,
  error,
}: {
  assignedTo: string | null
  me: string
  members: string[]
  canAssign?: boolean
  saved?: boolean
  error?: string
}) {
  return (
    <Panel title="Assigned to" id="assignment">
      {saved ? <Notice tone="success">Assignment saved.</Notice> : null}
      <p className="text-sm">{assignedTo ?? 'Nobody yet'}</p>
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
                {members.map((username) => (
                  <option key={username} value={username}>
                    {username === me ? `${username} (you)` : username}
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
