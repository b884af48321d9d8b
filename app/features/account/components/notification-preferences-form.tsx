import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ActionButton, Label, SelectInput } from '~/components/admin/controls'
import { timeZoneGroups, timeZonePlace } from '~/lib/time-zones'
import { errorsAt, NOTIFY_TIMING_LABELS, type NotificationPreferences, type NotifyTiming } from '../contract'

/** The two choices of one kind of e-mail, the default first, as radio buttons under a legend. */
function TimingChoice({
  name,
  legend,
  order,
  value,
  errors,
}: {
  name: 'clientAnswers' | 'other'
  legend: string
  order: readonly [NotifyTiming, NotifyTiming]
  value: NotifyTiming
  errors?: string[]
}) {
  const errorId = `notify-${name}-error`
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {order.map((timing) => (
          <label key={timing} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={timing}
              defaultChecked={value === timing}
              aria-invalid={errors?.length ? true : undefined}
              className="size-4 accent-navy-900"
            />
            {NOTIFY_TIMING_LABELS[timing]}
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {errors[0]}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * Settings: when the member is e-mailed about what enters their queue (a client's answer; anything
 * else), and the time zone whose 09:00 brings the daily digest.
 */
export function NotificationPreferencesForm({
  current,
  timeZones,
  result,
}: {
  current: NotificationPreferences
  timeZones: readonly string[]
  result?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().state === 'submitting'
  const typed = { ...current, ...(result?.initialValue as Partial<NotificationPreferences> | undefined) }
  const zoneErrors = errorsAt(result, 'timeZone')
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="notifications" />
      <p className="text-sm text-slate-600">
        When something waits on you in My work, an e-mail says what happened and links to the record.
      </p>
      <TimingChoice
        name="clientAnswers"
        legend="When a client answers on a shortlist"
        order={['now', 'digest']}
        value={typed.clientAnswers}
        errors={errorsAt(result, 'clientAnswers')}
      />
      <TimingChoice
        name="other"
        legend="About everything else"
        order={['digest', 'now']}
        value={typed.other}
        errors={errorsAt(result, 'other')}
      />
      <div>
        <Label htmlFor="time-zone">My time zone</Label>
        <SelectInput
          id="time-zone"
          name="timeZone"
          defaultValue={typed.timeZone}
          aria-invalid={zoneErrors?.length ? true : undefined}
          aria-describedby={['time-zone-hint', zoneErrors?.length ? 'time-zone-error' : null]
            .filter(Boolean)
            .join(' ')}
        >
          {timeZoneGroups(timeZones).map(({ region, zones }) => (
            <optgroup key={region} label={region}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {timeZonePlace(zone)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectInput>
        <p id="time-zone-hint" className="mt-1.5 text-xs text-slate-600">
          The daily digest comes at 09:00 in this zone.
        </p>
        {zoneErrors?.length ? (
          <p id="time-zone-error" className="mt-1.5 text-sm font-medium text-danger-700">
            {zoneErrors[0]}
          </p>
        ) : null}
      </div>
      <ActionButton disabled={busy}>Save e-mail preferences</ActionButton>
    </Form>
  )
}
