/*
 * The shape every form's declaration takes. Each form declares itself once, beside its contract
 * (contact-form.ts, application-form.ts …), and app/contracts/forms.ts lists them: the Express
 * server's body limits and early refusals, the submission allowance, the prerender list, the
 * islands and the speculation rules all read that list (docs/decisions/017). Plain data with
 * relative imports only: the build's configs read it too.
 */

/** What a body is, by its Content-Type. */
export type BodyKind = 'urlencoded' | 'multipart' | 'json'

export interface FormDeclaration {
  name: string
  /** Where its HTML form posts without JavaScript: its page (or /consent). */
  path: string
  /** Every path under `path` posts to it too (the admin area's many forms). */
  subpaths?: boolean
  /** The bodies `path` takes; anything else is a 415 before the body is read. */
  accepts: readonly BodyKind[]
  /** The JSON API twin: the same fields and rules, what the form sends with JavaScript. */
  api?: { path: string; accepts: readonly BodyKind[] }
  /** The largest body either path takes, held while it is read (past it: 413). */
  bodyLimit: number
  /**
   * A file comes with it: the body is judged as it streams (so the form can say the file was too
   * large), and it takes an upload slot, of which each address gets a few, held to a minimum rate.
   */
  upload: boolean
  /**
   * It counts against the hourly submission allowance of the sender's address, and a spent
   * allowance is answered 429 before the body is read.
   */
  allowance: boolean
  /** Its page is rendered per request (its form carries a fresh fill-time token), never prerendered. */
  perRequest: boolean
  /**
   * false: its fill-time token must come from its page, but no minimum fill time (FORM_MIN_FILL_MS)
   * is asked of it, for a form a person fills in a second (one address, typed by the browser's
   * autofill) and whose abuse other limits bound. Unset: the minimum holds.
   */
  minFillTime?: false
  /** The island that hydrates its form (app/islands/), bundled by vite.islands.config.ts. */
  island?: { name: string; entry: string }
}

/** The URL-encoded forms of a page without a file: a few short fields. */
export const SMALL_BODY_LIMIT = 8 * 1024
/** A form of text fields (every contact field at its longest is under 6 KB; the rest is encoding). */
export const TEXT_FORM_BODY_LIMIT = 64 * 1024
