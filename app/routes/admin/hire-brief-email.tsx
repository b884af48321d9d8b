import { RecordEmailPage, recordEmailMeta } from '~/features/email'
import { loadRecordEmailPage, runRecordEmailAction } from '~/features/email/index.server'
import type { Route } from './+types/hire-brief-email'

/** "Send e-mail" from a hiring brief: the page every record shares, for this kind of record. */
export const meta = recordEmailMeta
export const loader = (args: Route.LoaderArgs) => loadRecordEmailPage('brief', args)
export const action = (args: Route.ActionArgs) => runRecordEmailAction('brief', args)

export default function HireBriefEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEmailPage loaderData={loaderData} actionData={actionData} />
}
