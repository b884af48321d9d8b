import { RecordEmailPage, recordEmailMeta } from '~/features/email'
import { loadRecordEmailPage, runRecordEmailAction } from '~/features/email/index.server'
import type { Route } from './+types/candidate-email'

/** "Send e-mail" from a candidate's record: the page every record shares, for this kind of record. */
export const meta = recordEmailMeta
export const loader = (args: Route.LoaderArgs) => loadRecordEmailPage('candidate', args)
export const action = (args: Route.ActionArgs) => runRecordEmailAction('candidate', args)

export default function CandidateEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEmailPage loaderData={loaderData} actionData={actionData} />
}
