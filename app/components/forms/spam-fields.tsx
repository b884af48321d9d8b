import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '~/contracts/form-fields'

/**
 * The honeypot (off screen, out of the tab order, hidden from assistive technology, and not
 * autofilled) and the fill-time token. People never see either; many bots fill the first.
 */
export function SpamFields({ token }: { token: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${HONEYPOT_FIELD}-input`}>Leave this field empty</label>
        <input
          id={`${HONEYPOT_FIELD}-input`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </>
  )
}
