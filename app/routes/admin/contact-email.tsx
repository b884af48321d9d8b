import { RecordEmailPage, recordEmailMeta } from '~/features/email'
import { loadRecordEmailPage, runRecordEmailAction } from '~/features/email/index.server'
import type { Route } from './+types/contact-email'

/** "Send e-mail" from a contact message: the page every record shares, for this kind of record. */
export const meta = recordEmailMeta
export const loader = (args: Route.LoaderArgs) => loadRecordEmailPage('contact', args)
export const action = (args: Route.ActionArgs) => runRecordEmailAction('contact', args)

export default function ContactEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEmailPage loaderData={loaderData} actionData={actionData} />
}
