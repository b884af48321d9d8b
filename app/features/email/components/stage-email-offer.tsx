import { Form, Link } from 'react-router'
import type { StageEmailOffer as Offer } from '../contract'
import { countOf, durationInWords } from '~/lib/plural'
import { ActionButton, buttonClass } from '~/components/admin/controls'
import { humanize } from '~/components/admin/format'

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
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="stage-email" />
          <input type="hidden" name="stage" value={offer.stage} />
          {forSelection
            ? [...offer.ids, ...offer.skippedIds].map((id) => (
                <input key={id} type="hidden" name="ids" value={id} />
              ))
            : null}
          <ActionButton>
            {delayed ? 'Schedule' : 'Send'} {forSelection ? countOf(count, 'e-mail') : 'the e-mail'}
          </ActionButton>
        </Form>
        {composeHref ? (
          <Link to={composeHref} className={buttonClass('secondary')}>
            Edit it first
          </Link>
        ) : null}
      </div>
    </section>
  )
}
