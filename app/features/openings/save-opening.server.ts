import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { recordAudit } from '~/features/audit/index.server'
import { alertSubscribers } from '~/features/subscriptions/index.server'
import { notFound } from '~/server/admin/form-data.server'
import { logger } from '~/server/logger.server'
import { closeOpening, getOpening, publishOpening } from '~/server/db/openings.server'
import { draftFromFields, MAX_QUESTIONS, OpeningSchema, RECRUITER_REFUSED } from './contract'
import { createOpening } from './create-opening.server'
import { canBeRecruiter, describeRecruiter } from './list-recruiter-choices.server'
import { updateOpening } from './update-opening.server'

/** What the form shows again after a refused save: every typed value, and the errors by field name. */
export interface OpeningFormReply {
  values: Record<string, string>
  errors: Record<string, string[]>
}

const QUESTION_SLOT = /^questions\[(\d+)\]\.(\w+)$/

/**
 * The form has five fixed question slots so it works without JavaScript; a slot left without a
 * question is not a question. The ones kept are renumbered, so the errors and the values shown
 * again stay on the same slots.
 */
function withoutEmptyQuestions(form: FormData): FormData {
  const slots = new Map<number, [string, string][]>()
  const rest = new FormData()
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue
    const match = QUESTION_SLOT.exec(name)
    if (!match) {
      rest.append(name, value)
      continue
    }
    const slot = Number(match[1])
    if (slot >= MAX_QUESTIONS) continue
    slots.set(slot, [...(slots.get(slot) ?? []), [match[2] ?? '', value]])
  }
  let position = 0
  for (const slot of [...slots.keys()].sort((a, b) => a - b)) {
    const fields = slots.get(slot) ?? []
    const typed = fields.some(([field, value]) => (field === 'label' || field === 'choices') && value.trim())
    if (!typed) continue
    for (const [field, value] of fields) rest.append(`questions[${position}].${field}`, value)
    position++
  }
  return rest
}

function reply(form: FormData, errors: Record<string, string[] | null>) {
  const values: Record<string, string> = {}
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value
  const byField: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(errors)) if (messages?.length) byField[name] = messages
  return data<OpeningFormReply>({ values, errors: byField }, { status: 400 })
}

/**
 * The new and edit pages' action: save (as a draft, or keeping an open opening open), publish,
 * or close. Every change is in the audit log under the opening's id; nothing half-saved.
 */
export async function handleOpeningForm(request: Request, actor: string, id?: number) {
  const posted = await request.formData()
  const intent = posted.get('intent')
  if (intent === 'close') {
    if (id === undefined || !(await closeOpening(id, actor))) notFound()
    await recordAudit({ actor, action: 'opening.closed', target: `opening #${id}` })
    throw redirect(`/admin/openings/${id}?saved=closed`)
  }
  const form = withoutEmptyQuestions(posted)
  const submission = parseWithZod(form, { schema: OpeningSchema })
  if (submission.status !== 'success') return reply(form, submission.error ?? {})
  const draft = draftFromFields(submission.value)
  const before = id === undefined ? undefined : await getOpening(id)
  if (id !== undefined && !before) notFound()
  // A recruiter named before may stay named; naming one needs an active Recruiter or owner.
  const recruiterChanged = draft.recruiter !== (before?.recruiter ?? null)
  if (draft.recruiter && recruiterChanged && !(await canBeRecruiter(draft.recruiter))) {
    return reply(form, { recruiter: [RECRUITER_REFUSED] })
  }
  const recruiterNote = recruiterChanged ? `; recruiter: ${await describeRecruiter(draft.recruiter)}` : ''
  let opening
  if (id === undefined) {
    opening = await createOpening(draft, { by: actor })
    await recordAudit({ actor, action: 'opening.created', target: `opening #${opening.id}${recruiterNote}` })
  } else {
    opening = await updateOpening(id, draft, actor)
    if (!opening) notFound()
    await recordAudit({ actor, action: 'opening.updated', target: `opening #${id}${recruiterNote}` })
  }
  if (intent === 'publish' && opening.status !== 'open') {
    await publishOpening(opening.id, actor)
    await recordAudit({ actor, action: 'opening.published', target: `opening #${opening.id}` })
    // Subscribers who want it hear once, at once or in their weekly digest (a reopened one: no one
    // again). The opening is public whatever happens here: a failure is logged, not the member's.
    await alertSubscribers({
      kind: 'opening',
      id: opening.id,
      title: opening.title,
      path: `/careers/${opening.slug}`,
      department: opening.department,
      location: opening.location,
      workplace: opening.workplace,
      employmentType: opening.employmentType,
    }).catch((error: unknown) =>
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'subscription alert failed',
      ),
    )
    throw redirect(`/admin/openings/${opening.id}?saved=published`)
  }
  throw redirect(`/admin/openings/${opening.id}?saved=saved`)
}
