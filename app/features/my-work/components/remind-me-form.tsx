import { getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { useFetcher, useSearchParams } from 'react-router'
import { ActionButton, Label, Notice, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { formProps } from '~/components/forms/form-props'
import { useHydrated } from '~/components/ui/use-hydrated'
import type { RecordRef } from '~/contracts/records'
import { addDays } from '~/lib/format-date-time'
import {
  FOLLOW_UP_DAYS_AHEAD_MAX,
  FOLLOW_UP_NOTE_MAX,
  FOLLOW_UP_SET_PARAM,
  FOLLOW_UPS_PATH,
  dayText,
  remindMeSchema,
  type RemindMePanel,
} from '../contract'

/**
 * "Remind me" on a record: a day (today or later, in the company's calendar) and an optional short
 * note; on that day the record is in the member's My work until they mark it done. Posts to the
 * follow-ups route through a fetcher, so a refused field shows here at the field and the page
 * stays; once set, the route brings the member back to the record (`?followUp=set`).
 */
export function RemindMeForm({ record, open, today: day }: RemindMePanel & { record: RecordRef }) {
  const schema = useMemo(() => remindMeSchema(day), [day])
  const id = `remind-me-${record.kind}-${record.id}`
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: id })
  const enhanced = useHydrated()
  const [searchParams] = useSearchParams()
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === 'idle' ? fetcher.data : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const set = searchParams.get(FOLLOW_UP_SET_PARAM) === 'set' && !fetcher.data
  const dueError = fields.dueOn.errors?.[0]
  const noteError = fields.note.errors?.[0]
  const { key: dueKey, ...dueProps } = getInputProps(fields.dueOn, { type: 'date' })
  const { key: noteKey, ...noteProps } = getInputProps(fields.note, { type: 'text' })
  return (
    <Panel title="Remind me" id={`${id}-heading`}>
      {open.length ? (
        <ul className="mb-3 space-y-1 text-sm text-slate-700">
          {open.map((f) => (
            <li key={f.id}>
              On <strong className="font-semibold text-navy-900">{dayText(f.dueOn)}</strong>
              {f.note ? `: ${f.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {set ? (
        <div className="mb-3">
          <Notice tone="success">Reminder set: on that day this record is in your My work.</Notice>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        action={FOLLOW_UPS_PATH}
        {...formProps(form, enhanced)}
        className="space-y-3"
      >
        <input type="hidden" name="intent" value="remind" />
        <input type="hidden" name="recordKind" value={record.kind} />
        <input type="hidden" name="recordId" value={record.id} />
        <div>
          <Label htmlFor={fields.dueOn.id}>Day</Label>
          <TextInput
            key={dueKey}
            {...dueProps}
            min={day}
            max={addDays(day, FOLLOW_UP_DAYS_AHEAD_MAX)}
            aria-invalid={dueError ? true : undefined}
            aria-describedby={dueError ? fields.dueOn.errorId : undefined}
          />
          {dueError ? (
            <p id={fields.dueOn.errorId} className="mt-1.5 text-sm font-medium text-danger-700">
              {dueError}
            </p>
          ) : null}
        </div>
        <div>
          <Label htmlFor={fields.note.id}>Note (optional)</Label>
          <TextInput
            key={noteKey}
            {...noteProps}
            maxLength={FOLLOW_UP_NOTE_MAX}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${fields.note.errorId} ${id}-note-hint` : `${id}-note-hint`}
          />
          <p id={`${id}-note-hint`} className="mt-1.5 text-xs text-slate-600">
            Up to {FOLLOW_UP_NOTE_MAX} characters, for you: what to do on that day.
          </p>
          {noteError ? (
            <p id={fields.note.errorId} className="mt-1.5 text-sm font-medium text-danger-700">
              {noteError}
            </p>
          ) : null}
        </div>
        {form.errors?.length ? <Notice tone="error">{form.errors[0]}</Notice> : null}
        <ActionButton tone="secondary" disabled={fetcher.state !== 'idle'}>
          Remind me
        </ActionButton>
      </fetcher.Form>
    </Panel>
  )
}
