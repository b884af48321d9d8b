import { ADMIN_FORMS } from './admin-forms'
import { STATUS_PAGE_FORM, STATUS_RESUME_FORM } from './applicant-status-forms'
import { APPLICATION_FORM } from './application-form'
import { CLIENT_SHORTLIST_FORM } from './client-shortlist-form'
import { CONSENT_FORM } from './consent-form'
import { CONTACT_FORM } from './contact-form'
import type { BodyKind, FormDeclaration } from './form-declaration'
import { HIRE_BRIEF_FORM } from './hire-brief-form'
import { SIGN_IN_FORM } from './sign-in-form'
import { IMAGE_UPLOAD_FORM, PUBLISHING_FORMS } from './publishing-forms'
import { CLIENT_QUOTES_FORMS, TEAM_PAGE_FORMS } from './team-page-forms'
import { MAIL_EVENTS_FORM, ONE_CLICK_UNSUBSCRIBE_FORM, SUBSCRIBE_FORM } from './subscription-forms'

/**
 * Every form of the site, each declared once beside its contract. Every route that takes a POST
 * is one of these (app/routes.test.ts fails otherwise), and every layer that treats forms apart
 * reads them from here: no other list of form paths exists.
 */
export const FORMS = [
  CONTACT_FORM,
  APPLICATION_FORM,
  HIRE_BRIEF_FORM,
  STATUS_PAGE_FORM,
  STATUS_RESUME_FORM,
  CLIENT_SHORTLIST_FORM,
  CONSENT_FORM,
  SUBSCRIBE_FORM,
  ONE_CLICK_UNSUBSCRIBE_FORM,
  MAIL_EVENTS_FORM,
  SIGN_IN_FORM,
  // Before ADMIN_FORMS: the first declaration whose subpaths hold a path takes it.
  IMAGE_UPLOAD_FORM,
  PUBLISHING_FORMS,
  TEAM_PAGE_FORMS,
  CLIENT_QUOTES_FORMS,
  ADMIN_FORMS,
] as const satisfies readonly FormDeclaration[]

export type DeclaredForm = (typeof FORMS)[number]
export type DeclaredFormName = DeclaredForm['name']

const declared: readonly FormDeclaration[] = FORMS

/** A form as one path reaches it: its page's post or its API twin, and what that path takes. */
export interface FormTarget {
  form: FormDeclaration
  api: boolean
  accepts: readonly BodyKind[]
}

const exactTargets = new Map<string, FormTarget>(
  declared.flatMap((form) => [
    [form.path, { form, api: false, accepts: form.accepts }] as const,
    ...(form.api ? [[form.api.path, { form, api: true, accepts: form.api.accepts }] as const] : []),
  ]),
)

/**
 * The form a route posts to, or undefined when no form does. `route` is the path as the router
 * matches it: lowercase, without a trailing slash or a `.data` suffix.
 */
export function formAt(route: string): FormTarget | undefined {
  const exact = exactTargets.get(route)
  if (exact) return exact
  const form = declared.find((f) => f.subpaths && route.startsWith(`${f.path}/`))
  return form && { form, api: false, accepts: form.accepts }
}

export function formNamed(name: DeclaredFormName): FormDeclaration {
  const form = declared.find((f) => f.name === name)
  if (!form) throw new Error(`no form named ${name}`)
  return form
}

/** The pages of forms, rendered per request. */
export const PER_REQUEST_FORM_PATHS: readonly string[] = declared
  .filter((f) => f.perRequest)
  .map((f) => f.path)

/** The pages whose form is an island: the only public pages that run React in the browser. */
export const ISLAND_FORM_PATHS: readonly string[] = declared.filter((f) => f.island).map((f) => f.path)
