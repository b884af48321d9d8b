import { Form } from 'react-router'
import { ActionButton, Label, Notice, SelectInput, TextArea, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import {
  CLIENT_NOTE_MAX,
  CURRENCIES,
  RATE_PERIOD_LABELS,
  RATE_PERIODS,
  SHORTLIST_STAGE_LABELS,
  STAGE_MOVE_LABELS,
  type RatePeriod,
  type ShortlistStage,
} from '~/contracts/shortlists'

const PLACEABLE: readonly ShortlistStage[] = ['shared', 'interview-requested', 'interviewing']

interface Refused {
  form: 'save' | 'stage' | 'place'
  errors: Record<string, string>
  values: Record<string, string>
}

/** Where the candidate stands with the client, the moves staff can make, placing them, and removing them. */
export function EntryStagePanel({
  stage,
  moves,
  refused,
  candidateName,
  rate,
}: {
  stage: ShortlistStage
  moves: readonly ShortlistStage[]
  refused?: Refused
  candidateName: string
  rate: { amount: number | null; currency: string | null; period: RatePeriod | null }
}) {
  const stageError = refused?.form === 'stage' ? (refused.errors.reason ?? refused.errors.stage) : undefined
  const placeErrors = refused?.form === 'place' ? refused.errors : {}
  const placeValues = refused?.form === 'place' ? refused.values : {}
  return (
    <div className="space-y-6">
      <Panel title="Stage" id="stage-heading">
        <p className="text-sm">
          Now: <strong className="font-semibold">{SHORTLIST_STAGE_LABELS[stage]}</strong>
        </p>
        {stage === 'proposed' ? (
          <p className="mt-1 text-sm text-slate-600">
            Sharing the shortlist from the brief shows the candidate to the client.
          </p>
        ) : null}
        {moves.length ? (
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="stage" />
            {moves.includes('declined') ? (
              <div>
                <Label htmlFor="reason">What the client said (a decline needs their reason)</Label>
                <TextArea
                  id="reason"
                  name="reason"
                  maxLength={CLIENT_NOTE_MAX}
                  className="min-h-20"
                  defaultValue={refused?.form === 'stage' ? refused.values.reason : ''}
                  aria-invalid={stageError ? true : undefined}
                  aria-describedby={stageError ? 'stage-error' : undefined}
                />
              </div>
            ) : null}
            {stageError ? (
              <div id="stage-error">
                <Notice tone="error">{stageError}</Notice>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {moves.map((move) => (
                <ActionButton
                  key={move}
                  tone={move === 'withdrawn' ? 'secondary' : 'primary'}
                  name="stage"
                  value={move}
                >
                  {STAGE_MOVE_LABELS[move]}
                </ActionButton>
              ))}
            </div>
          </Form>
        ) : null}
      </Panel>
      {PLACEABLE.includes(stage) ? (
        <Panel title="Placement" id="placement-heading">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="place" />
            <div>
              <Label htmlFor="placedOn">Start date</Label>
              <TextInput
                id="placedOn"
                name="placedOn"
                type="date"
                required
                defaultValue={placeValues.placedOn ?? ''}
                aria-invalid={placeErrors.placedOn ? true : undefined}
                aria-describedby={placeErrors.placedOn ? 'placedOn-error' : undefined}
              />
              {placeErrors.placedOn ? (
                <p id="placedOn-error" className="mt-1.5 text-sm font-medium text-danger-700">
                  {placeErrors.placedOn}
                </p>
              ) : null}
            </div>
            <div>
              <Label htmlFor="placedRateAmount">Agreed rate</Label>
              <TextInput
                id="placedRateAmount"
                name="placedRateAmount"
                inputMode="decimal"
                required
                defaultValue={
                  placeValues.placedRateAmount ?? (rate.amount === null ? '' : String(rate.amount))
                }
                aria-invalid={placeErrors.placedRateAmount ? true : undefined}
                aria-describedby={placeErrors.placedRateAmount ? 'placedRateAmount-error' : undefined}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <Label htmlFor="placedRateCurrency">Currency</Label>
                <SelectInput
                  id="placedRateCurrency"
                  name="placedRateCurrency"
                  defaultValue={placeValues.placedRateCurrency ?? rate.currency ?? 'USD'}
                >
                  {CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </SelectInput>
              </div>
              <div>
                <Label htmlFor="placedRatePeriod">Per</Label>
                <SelectInput
                  id="placedRatePeriod"
                  name="placedRatePeriod"
                  defaultValue={placeValues.placedRatePeriod ?? rate.period ?? 'hour'}
                >
                  {RATE_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {RATE_PERIOD_LABELS[p].replace('per ', '')}
                    </option>
                  ))}
                </SelectInput>
              </div>
            </div>
            {placeErrors.placedRateAmount ? (
              <p id="placedRateAmount-error" className="text-sm font-medium text-danger-700">
                {placeErrors.placedRateAmount}
              </p>
            ) : null}
            {placeErrors.form ? <Notice tone="error">{placeErrors.form}</Notice> : null}
            <ActionButton>Mark placed</ActionButton>
          </Form>
        </Panel>
      ) : null}
      <Panel title="Remove" id="remove-heading">
        <p className="text-sm text-slate-600">
          Takes {candidateName} off this shortlist and off the client’s page at once.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="remove" />
          <ActionButton tone="danger">Remove from the shortlist</ActionButton>
        </Form>
      </Panel>
    </div>
  )
}
