/** Names of the hidden fields every public form carries, shared by the forms and the server. */
export const HONEYPOT_FIELD = 'hp_verify'
export const FORM_TOKEN_FIELD = 'form_token'
/** Set by the enhanced (JavaScript) submit: the server answers with data instead of a redirect. */
export const JS_FIELD = 'js'

/** The server refuses a form sent sooner than this after its token was issued (FORM_MIN_FILL_MS, at most this). */
export const MIN_FILL_MS = 3000

/** Every public form: its fill-time token is signed for its name. 'status-link' asks for a link to /careers/status;
 * 'subscribe' is the footer's subscription form. */
export type FormName = 'contact' | 'application' | 'hire-brief' | 'status-link' | 'subscribe'
