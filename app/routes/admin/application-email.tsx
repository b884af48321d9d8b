import { RecordEmailPage, recordEmailMeta } from '~/features/email'
import { loadRecordEmailPage, runRecordEmailAction } from '~/features/email/index.server'
import type { Route } from './+types/application-email'

/** "Send e-mail" from a job application: the page every record shares, for this kind of record. */
export const meta = recordEmailMeta
export const loader = (args: Route.LoaderArgs) => loadRecordEmailPage('application', args)
export const action = (args: Route.ActionArgs) => runRecordEmailAction('application', args)

export default function ApplicationEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEmailPage loaderData={loaderData} actionData={actionData} />
}
