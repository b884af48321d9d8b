import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton, Label, Notice, SelectInput, TextArea, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import {
  INTERVIEW_STATE_LABELS,
  LOCATION_MAX,
  OUTCOME_CHOICES,
  MAX_SLOTS,
  REQUEST_NOTE_MAX,
  SIDE_LABELS,
  SLOT_MINUTES,
  ZONE_CHOICES,
  type ShownInterview,
} from '../contract'

type Reply = SubmissionResult<string[]> | undefined

const answers = (reply: Reply, intent: string) => reply?.initialValue?.intent === intent

/** The errors of one field of the reply (by Conform's name: `slots[0].date`). */
function errorsAt(reply: Reply, intent: string, name: string): string[] {
  return answers(reply, intent) ? (reply?.error?.[name] ?? []) : []
}

/** What was typed in one row's field, as the reply carries it back. */
function typedAt(reply: Reply, index: number, field: string): string | undefined {
  if (!answers(reply, 'propose')) return undefined
  const slots = reply?.initialValue?.slots
  const row = Array.isArray(slots) ? (slots[index] as Record<string, unknown> | undefined) : undefined
  const value = row?.[field]
  return typeof value === 'string' ? value : undefined
}

/** Where the interview stands, its times in the owner's zone, and what a side asked for. */
export function InterviewStatus({ interview }: { interview: ShownInterview }) {
  return (
    <Panel title="Where it stands" id="interview-state-heading">
      <p className="text-sm">
        <strong className="font-semibold">{INTERVIEW_STATE_LABELS[interview.state]}</strong>
        {interview.round > 1 ? ` · round ${interview.round}` : ''}
      </p>
      {interview.outcome ? (
        <p className="mt-2 text-sm">
          After round {interview.outcome.round}, the client said:{' '}
          <strong className="font-semibold">{OUTCOME_CHOICES[interview.outcome.answer].label}</strong>
          {interview.outcome.note ? ` (“${interview.outcome.note}”)` : ''}
        </p>
      ) : interview.over ? (
        <p className="mt-2 text-sm">It took place: the client is asked how it went.</p>
      ) : null}
      {interview.requestedBy && interview.requestNote && interview.state !== 'next-round' ? (
        <p className="mt-2 text-sm">
          {interview.state === 'cancelled' ? 'Cancelled by' : 'Asked by'} {SIDE_LABELS[interview.requestedBy]}
          : “{interview.requestNote}”
        </p>
      ) : null}
      {interview.picked ? (
        <p className="mt-2 text-sm">
          Time taken:{' '}
          <time dateTime={interview.picked.startsAt} className="font-semibold">
            {interview.picked.when} {interview.zoneLabel}
          </time>
        </p>
      ) : null}
      {interview.slots.length ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">Times proposed ({interview.zoneLabel})</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                <time dateTime={slot.startsAt}>{slot.when}</time> · {slot.location}
                {slot.taken ? ' · taken' : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  )
}

/**
 * The owner's proposal: 2 to 6 times, each a date, a start and a length on their own clock (the
 * zone chosen above them), and a video link or a place. Rows left empty are skipped. Each problem
 * is said at its field.
 */
export function SlotForm({ zone, reply, again }: { zone: string; reply: Reply; again: boolean }) {
  const formErrors = errorsAt(reply, 'propose', '')
  const listErrors = errorsAt(reply, 'propose', 'slots')
  const zoneErrors = errorsAt(reply, 'propose', 'zone')
  const typedZone = answers(reply, 'propose') ? reply?.initialValue?.zone : undefined
  return (
    <Panel title={again ? 'Propose new times' : 'Propose times'} id="slot-form-heading">
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="propose" />
        <p className="text-sm text-slate-600">
          Enter two to six times on your own clock. The client and the candidate each read them in their own
          time zone. Leave a row empty to skip it.
        </p>
        <div className="max-w-sm">
          <Label htmlFor="zone">Your time zone</Label>
          <SelectInput
            id="zone"
            name="zone"
            defaultValue={typeof typedZone === 'string' ? typedZone : zone}
            aria-invalid={zoneErrors.length ? true : undefined}
            aria-describedby={zoneErrors.length ? 'zone-error' : undefined}
          >
            {ZONE_CHOICES.map((choice) => (
              <option key={choice.zone} value={choice.zone}>
                {choice.label} ({choice.zone})
              </option>
            ))}
          </SelectInput>
          {zoneErrors.length ? (
            <p id="zone-error" className="mt-1.5 text-sm font-medium text-danger-700">
              {zoneErrors[0]}
            </p>
          ) : null}
        </div>
        <ol className="space-y-3">
          {Array.from({ length: MAX_SLOTS }, (_, index) => {
            const fieldId = (field: string) => `slot-${index}-${field}`
            const name = (field: string) => `slots[${index}].${field}`
            const errors = (field: string) => errorsAt(reply, 'propose', name(field))
            const aria = (field: string) =>
              errors(field).length
                ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` }
                : {}
            const messages = ['date', 'start', 'minutes', 'location'].flatMap((field) =>
              errors(field).map((message) => ({ field, message })),
            )
            return (
              <li key={index} className="rounded-xl border border-slate-200 p-3">
                <fieldset>
                  <legend className="text-sm font-semibold">Time {index + 1}</legend>
                  <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[10.5rem_8.5rem_7.5rem_minmax(0,1fr)]">
                    <div>
                      <Label htmlFor={fieldId('date')}>Date</Label>
                      <TextInput
                        id={fieldId('date')}
                        name={name('date')}
                        type="date"
                        defaultValue={typedAt(reply, index, 'date') ?? ''}
                        {...aria('date')}
                      />
                    </div>
                    <div>
                      <Label htmlFor={fieldId('start')}>Start</Label>
                      <TextInput
                        id={fieldId('start')}
                        name={name('start')}
                        type="time"
                        defaultValue={typedAt(reply, index, 'start') ?? ''}
                        {...aria('start')}
                      />
                    </div>
                    <div>
                      <Label htmlFor={fieldId('minutes')}>Length</Label>
                      <SelectInput
                        id={fieldId('minutes')}
                        name={name('minutes')}
                        defaultValue={typedAt(reply, index, 'minutes') ?? '60'}
                        {...aria('minutes')}
                      >
                        {SLOT_MINUTES.map((minutes) => (
                          <option key={minutes} value={minutes}>
                            {minutes} min
                          </option>
                        ))}
                      </SelectInput>
                    </div>
                    <div className="col-span-2 sm:col-span-1">
                      <Label htmlFor={fieldId('location')}>Video link or place</Label>
                      <TextInput
                        id={fieldId('location')}
                        name={name('location')}
                        maxLength={LOCATION_MAX}
                        defaultValue={typedAt(reply, index, 'location') ?? ''}
                        {...aria('location')}
                      />
                    </div>
                  </div>
                  {messages.map(({ field, message }) => (
                    <p
                      key={field}
                      id={`${fieldId(field)}-error`}
                      className="mt-1.5 text-sm font-medium text-danger-700"
                    >
                      {message}
                    </p>
                  ))}
                </fieldset>
              </li>
            )
          })}
        </ol>
        {[...listErrors, ...formErrors].map((message) => (
          <Notice key={message} tone="error">
            {message}
          </Notice>
        ))}
        <ActionButton>{again ? 'Send new times' : 'Send times to the client'}</ActionButton>
      </Form>
    </Panel>
  )
}

/** The owner cancels the interview (invitations sent are cancelled in the calendars too). */
export function CancelInterviewForm({ reply }: { reply: Reply }) {
  const problems = errorsAt(reply, 'cancel', '')
  return (
    <Panel title="Cancel the interview" id="cancel-heading">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <div>
          <Label htmlFor="cancel-note">Why (the client and the candidate read it)</Label>
          <TextArea id="cancel-note" name="note" maxLength={REQUEST_NOTE_MAX} className="min-h-20" />
        </div>
        {problems.map((message) => (
          <Notice key={message} tone="error">
            {message}
          </Notice>
        ))}
        <ActionButton tone="danger">Cancel the interview</ActionButton>
      </Form>
    </Panel>
  )
}
