import { Button } from '~/components/ui/button'
import { HONEYPOT_FIELD } from '~/contracts/form-fields'
import { subscriptionCopy as copy } from '~/content/subscriptions'
import { SUBSCRIBE_PATH } from '../contract'
import { fieldClass, OpeningFilterFields, WhatToReceive } from './subscription-fields'

/**
 * The footer's subscription form, on every public page: a plain HTML form (those pages load no
 * framework script) posting to /subscribe, which answers with a page. The honeypot is its only
 * spam field: the pages are static HTML, so no fill-time token; the inbox's three confirmations a
 * day and the hourly allowance bound the rest.
 */
export function SubscribeForm({ id = 'subscribe' }: { id?: string }) {
  return (
    <form
      method="post"
      action={SUBSCRIBE_PATH}
      aria-labelledby={`${id}-title`}
      className="max-w-md space-y-3"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-paper">
        {copy.footer.title}
      </h2>
      <p className="text-sm text-mist">{copy.footer.text}</p>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-mist">
          {copy.form.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          className={fieldClass}
        />
      </div>
      <WhatToReceive prefix={id} />
      <details>
        <summary className="inline-flex min-h-9 cursor-pointer items-center text-sm text-mist underline underline-offset-4 hover:text-accent-400">
          {copy.form.narrow}
        </summary>
        <div className="pt-2">
          <OpeningFilterFields prefix={id} />
        </div>
      </details>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <Button type="submit">{copy.form.submit}</Button>
    </form>
  )
}
