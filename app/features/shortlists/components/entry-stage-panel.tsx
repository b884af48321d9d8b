import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextArea } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { FormField } from '~/components/admin/form-field'
import {
  CLIENT_NOTE_MAX,
  PLACEABLE_STAGES,
  SHORTLIST_STAGE_LABELS,
  STAGE_MOVE_LABELS,
  type RatePeriod,
  type ShortlistStage,
} from '~/contracts/shortlists'
import { errorsOf, replyTo } from './form-reply'
import { RateFields } from './rate-fields'

/**
 * Where the candidate stands with the client, the moves staff can make, placing them, and removing
 * them. `result` is the page action's reply; the stage and placement forms show it when it is theirs.
 */
export function EntryStagePanel({
  stage,
  moves,
  result,
  candidateName,
  rate,
  offer = null,
}: {
  stage: ShortlistStage
  moves: readonly ShortlistStage[]
  result?: SubmissionResult<string[]>
  candidateName: string
  rate: { amount: number | null; currency: string | null; period: RatePeriod | null }
  /** The client said after the interview they would like to make an offer (with their note, if any). */
  offer?: { note: string | null } | null
}) {
  const staged = replyTo(result, 'stage')
  const reasonErrors = staged && errorsOf(staged.errors, 'reason')
  const stageError = reasonErrors?.[0] ?? (staged && errorsOf(staged.errors, 'stage')?.[0]) ?? staged?.problem
  const placed = replyTo(result, 'place')
  const placeErrors = placed?.errors ?? {}
  const placeValues = placed?.values ?? {}
  const placement = PLACEABLE_STAGES.includes(stage) ? (
    <div id={offer ? 'offer' : undefined} className="scroll-mt-24">
      <Panel title={offer ? 'Record the offer' : 'Placement'} id="placement-heading">
        {offer ? (
          <div className="mb-3 space-y-1 text-sm">
            <p>
              <strong className="font-semibold">The client would like to make an offer</strong> after the
              interview{offer.note ? ':' : '.'}
            </p>
            {offer.note ? <p className="text-slate-700">“{offer.note}”</p> : null}
            <p className="text-slate-600">
              Record the start date and the rate agreed with them: {candidateName} is then placed.
            </p>
          </div>
        ) : null}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="place" />
          <FormField
            id="placedOn"
            name="placedOn"
            label="Start date"
            type="date"
            required
            defaultValue={placeValues.placedOn ?? ''}
            errors={errorsOf(placeErrors, 'placedOn')}
          />
          <RateFields
            name="placedRate"
            narrow
            amountLabel="Agreed rate"
            values={{
              amount: placeValues.placedRateAmount ?? (rate.amount === null ? '' : String(rate.amount)),
              currency: placeValues.placedRateCurrency ?? rate.currency ?? 'USD',
              period: placeValues.placedRatePeriod ?? rate.period ?? 'hour',
            }}
            errors={placeErrors}
          />
          {placed?.problem ? <Notice tone="error">{placed.problem}</Notice> : null}
          <ActionButton>{offer ? 'Record the offer' : 'Mark placed'}</ActionButton>
        </Form>
      </Panel>
    </div>
  ) : null
  return (
    <div className="space-y-6">
      {offer ? placement : null}
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
                  defaultValue={staged?.values.reason ?? ''}
                  aria-invalid={reasonErrors ? true : undefined}
                  aria-describedby={reasonErrors ? 'stage-error' : undefined}
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
      {offer ? null : placement}
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
