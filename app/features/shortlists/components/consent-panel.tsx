import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton, Notice } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { Panel } from '~/components/admin/detail-list'
import { FormField, FormTextArea } from '~/components/admin/form-field'
import {
  CLIENT_NOTE_MAX,
  CLIENT_SECTOR_MAX,
  CONSENTS_OWNER_MAY_OVERRIDE,
  CONSENTS_STAFF_MAY_ASK,
  PUT_FORWARD_CONSENT_LABELS,
  SHORTLIST_PROBLEMS,
  type ShortlistEntry,
} from '../contract'
import { ConsentBadge } from './consent-badge'
import { errorsOf, replyTo } from './form-reply'

type ConsentOfEntry = Pick<
  ShortlistEntry,
  | 'stage'
  | 'fullName'
  | 'consent'
  | 'consentAskedAt'
  | 'consentSector'
  | 'consentCompany'
  | 'consentAnsweredAt'
  | 'consentNote'
  | 'consentOverrideReason'
>

/** Where the candidate's consent stands, in a sentence for staff. */
function standing(entry: ConsentOfEntry): string {
  const asked = entry.consentAskedAt ? formatDateTime(entry.consentAskedAt) : null
  const answered = entry.consentAnsweredAt ? formatDateTime(entry.consentAnsweredAt) : null
  switch (entry.consent) {
    case 'not-asked':
      return `The client will not see ${entry.fullName} until they agree to be put forward. Asking e-mails them the client’s sector and country, the role, and the rate and start written here, with a link to answer on their status page.`
    case 'awaiting':
      return `Asked ${asked ?? ''}. The client sees ${entry.fullName} once they say yes; you will find their answer in My work.`
    case 'given':
      return answered
        ? `Agreed ${answered}.`
        : 'On the shortlist from before candidates were asked: counted as agreed.'
    case 'corrected':
      return `Agreed ${answered ?? ''}, on the rate and start they wrote (now in the form on this page).`
    case 'declined':
      return entry.stage === 'withdrawn'
        ? `Declined ${answered ?? ''}: the entry was withdrawn. To ask again, propose them again first.`
        : `Declined ${answered ?? ''}. You proposed them again: ask them again before the client sees them.`
    case 'overridden':
      return `Put forward ${answered ?? ''} without their answer.`
  }
}

/**
 * The candidate's consent to be put forward, on the entry's page: where it stands, "Ask the
 * candidate" (the client's sector; "Name the company" for those who may), and for a member who may
 * share shortlists, putting them forward without an answer, with a reason.
 */
export function ConsentPanel({
  entry,
  company,
  country,
  termsWritten,
  mayNameCompany,
  mayOverride,
  result,
}: {
  entry: ConsentOfEntry
  company: string
  country: string
  /** The rate and the start are written: the request shows them. */
  termsWritten: boolean
  mayNameCompany: boolean
  mayOverride: boolean
  result?: SubmissionResult<string[]>
}) {
  const asked = replyTo(result, 'ask')
  const overridden = replyTo(result, 'override')
  const live = entry.stage !== 'withdrawn'
  const canAsk = live && CONSENTS_STAFF_MAY_ASK.includes(entry.consent)
  const canOverride = mayOverride && live && CONSENTS_OWNER_MAY_OVERRIDE.includes(entry.consent)
  const note =
    entry.consent === 'declined' ? 'Their reason' : entry.consent === 'corrected' ? 'Their note' : null
  return (
    <Panel title="The candidate’s agreement" id="consent-heading">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        Now:{' '}
        {entry.consent === 'given' ? (
          <strong className="font-semibold">{PUT_FORWARD_CONSENT_LABELS.given}</strong>
        ) : (
          <ConsentBadge consent={entry.consent} className="text-sm" />
        )}
      </p>
      <p className="mt-2 text-sm text-slate-700">{standing(entry)}</p>
      {entry.consentSector ? (
        <p className="mt-2 text-sm text-slate-600">
          The request named the client as:{' '}
          <span className="font-semibold text-navy-900">
            {[entry.consentCompany, entry.consentSector, country].filter(Boolean).join(' · ')}
          </span>
        </p>
      ) : null}
      {note && entry.consentNote ? (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-navy-900">
          <span className="font-semibold">{note}:</span> {entry.consentNote}
        </p>
      ) : null}
      {entry.consent === 'overridden' && entry.consentOverrideReason ? (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
          <span className="font-semibold">Reason:</span> {entry.consentOverrideReason}
        </p>
      ) : null}
      {canAsk ? (
        termsWritten ? (
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="ask" />
            <FormField
              id="sector"
              name="sector"
              label="The client’s sector, as the candidate reads it"
              hint={`With the country (${country}). Such as “Fintech” or “Retail bank”.`}
              maxLength={CLIENT_SECTOR_MAX}
              defaultValue={asked?.values.sector ?? entry.consentSector ?? ''}
              errors={asked && errorsOf(asked.errors, 'sector')}
            />
            {mayNameCompany ? (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="nameCompany"
                  defaultChecked={asked ? asked.values.nameCompany === 'on' : entry.consentCompany !== null}
                  className="mt-0.5 size-4"
                />
                <span>
                  Name the company ({company}) in the request
                  <span className="block text-xs text-slate-600">
                    Unticked, the candidate learns only the sector and the country.
                  </span>
                </span>
              </label>
            ) : null}
            {asked?.problem ? <Notice tone="error">{asked.problem}</Notice> : null}
            <ActionButton>
              {entry.consent === 'awaiting' ? 'Ask the candidate again' : 'Ask the candidate'}
            </ActionButton>
          </Form>
        ) : (
          <p className="mt-4 text-sm font-semibold text-danger-700">{SHORTLIST_PROBLEMS.askNeedsTerms}</p>
        )
      ) : null}
      {canOverride ? (
        <Form method="post" className="mt-5 space-y-3 border-t border-slate-200 pt-4">
          <input type="hidden" name="intent" value="override" />
          <FormTextArea
            id="overrideReason"
            name="overrideReason"
            label="Why put them forward without their answer?"
            hint="Such as: “Agreed on the phone on 3 June”. It goes in the audit log and on both timelines."
            maxLength={CLIENT_NOTE_MAX}
            className="min-h-20"
            defaultValue={overridden?.values.overrideReason ?? ''}
            errors={overridden && errorsOf(overridden.errors, 'overrideReason')}
          />
          {overridden?.problem ? <Notice tone="error">{overridden.problem}</Notice> : null}
          <ActionButton tone="secondary">Put forward without the candidate’s answer</ActionButton>
        </Form>
      ) : null}
    </Panel>
  )
}
