import { Form } from 'react-router'
import { buttonClass, Label, SelectInput } from '~/components/admin/controls'
import type { QueueMember } from '../contract'

/** An owner's choice of whose queue to show (`?member=`); works as a plain GET form. */
export function QueueMemberPicker({ members, current }: { members: QueueMember[]; current: string }) {
  return (
    <Form method="get" className="flex w-full items-end gap-3 sm:w-auto">
      <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
        <Label htmlFor="queue-member">Show the queue of</Label>
        <SelectInput id="queue-member" name="member" defaultValue={current}>
          {members.map((m) => (
            <option key={m.username} value={m.username}>
              {m.active ? m.name : `${m.name} (deactivated)`}
            </option>
          ))}
        </SelectInput>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        Show
      </button>
    </Form>
  )
}
