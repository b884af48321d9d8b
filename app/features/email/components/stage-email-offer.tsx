import { Form, Link } from 'react-router'
import { RESEND_WINDOW_DAYS, type StageEmailOffer as Offer, type StageRecipient } from '../contract'
import { countOf, durationInWords } from '~/lib/plural'
import { ActionButton, buttonClass } from '~/components/admin/controls'
import { formatDate, humanize } from '~/components/admin/format'

/**
 * Who a selection's e-mail goes to: each applicant ticked, but those who got the same template in
 * the last RESEND_WINDOW_DAYS days, who start unticked with when it went beside them.
 */
function RecipientList({ recipients, templateName }: { recipients: StageRecipient[]; templateName: string }) {
  const recent = recipients.filter((r) => r.sentAt).length
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-navy-900">Send it to</legend>
      {recent ? (
        <p className="mt-1 text-sm text-slate-700">
          {countOf(recent, 'applicant')} got “{templateName}” in the last {RESEND_WINDOW_DAYS} days, so{' '}
          {recent === 1 ? 'is' : 'are'} not ticked. Tick to send it again.
        </p>
      ) : null}
      <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
        {recipients.map((r) => (
          <li key={r.id}>
            <label className="grid min-h-11 cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 px-3.5 py-2 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                name="ids"
                value={r.id}
                defaultChecked={!r.sentAt}
                className="size-5 accent-navy-900"
              />
              {/* What follows the box wraps under the name, not under the box. */}
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-navy-900">{r.fullName}</span>
                <span className="font-mono text-xs text-slate-600">{r.reference}</span>
                {r.sentAt ? (
                  <span className="rounded-pill bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    sent <time dateTime={r.sentAt}>{formatDate(r.sentAt)}</time>
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/**
 * After applications move to a stage that has a template: the offer to send it. Nothing is sent
 * unless staff press the button; a delayed stage's e-mail (the rejection) is scheduled, and can be
 * cancelled on the timeline until it leaves.
 */
export function StageEmailOffer({
  offer,
  composeHref,
  forSelection = false,
}: {
  offer: Offer
  /** The composer with this template, to change the words first (one application only). */
  composeHref?: string
  /** Offered for a selection on the list: the form names the applications. */
  forSelection?: boolean
}) {
  const count = offer.ids.length
  const who = forSelection ? countOf(count, 'applicant') : 'the applicant'
  const delayed = offer.delayMs > 0
  const [only] = offer.recipients
  return (
    <section
      aria-labelledby="stage-offer-heading"
      className="rounded-card border border-accent-700/30 bg-white p-5 shadow-soft"
    >
      <h2 id="stage-offer-heading" className="text-lg font-semibold tracking-tight">
        E-mail {who}?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        “{offer.templateName}” is the e-mail for {humanize(offer.stage)}.{' '}
        {delayed
          ? `It waits ${durationInWords(offer.delayMs)} before it leaves, and can be cancelled on the timeline until then.`
          : 'It leaves at once.'}{' '}
        Nothing is sent unless you choose to.
      </p>
      <details className="mt-3 rounded-xl border border-slate-200">
        <summary className="min-h-11 cursor-pointer rounded-xl px-3.5 py-2.5 text-sm font-semibold text-accent-700 hover:bg-slate-50">
          Read it{forSelection && count > 1 ? ' (as the first of them reads it)' : ''}
        </summary>
        <div className="border-t border-slate-200 px-3.5 py-3 text-sm">
          <p className="font-semibold">{offer.preview.subject}</p>
          <p className="mt-2 break-words whitespace-pre-line">{offer.preview.body}</p>
        </div>
      </details>
      {!forSelection && only?.sentAt ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          “{offer.templateName}” already went to them on {formatDate(only.sentAt)}.
        </p>
      ) : null}
      <Form method="post" className="mt-1">
        <input type="hidden" name="intent" value="stage-email" />
        <input type="hidden" name="stage" value={offer.stage} />
        {forSelection ? (
          <>
            <RecipientList recipients={offer.recipients} templateName={offer.templateName} />
            {/* Those it cannot go to: their timelines say why. */}
            {offer.skippedIds.map((id) => (
              <input key={id} type="hidden" name="skippedIds" value={id} />
            ))}
          </>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ActionButton>
            {delayed ? 'Schedule' : 'Send'} {forSelection ? 'to those ticked' : 'the e-mail'}
          </ActionButton>
          {composeHref ? (
            <Link to={composeHref} className={buttonClass('secondary')}>
              Edit it first
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  )
}
