import { hireBriefForm } from '~/server/submissions/hire-brief.server'
import { readHireBriefBody } from '~/server/submissions/read-hire-brief-body.server'
import { formApiAction, methodNotAllowed } from '~/server/submissions/responses.server'
import type { Route } from './+types/hire-request'

/**
 * POST /api/hire-request: a hiring brief as JSON (skills as a list of strings) or form data, with
 * the same rules as /hire/brief; 201 with `{ id, reference, message }`.
 */
export async function action(args: Route.ActionArgs) {
  return formApiAction(hireBriefForm, args, readHireBriefBody)
}

/** Briefs are read in the admin area, not through this endpoint. */
export function loader() {
  return methodNotAllowed('POST')
}
