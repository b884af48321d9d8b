import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import {
  NewTeamMemberSchema,
  RemovePanel,
  TeamMemberForm,
  TeamMemberSchema,
  type TeamMemberFormValues,
} from '~/features/team-page'
import {
  addTeamMember,
  getTeamMemberForEditing,
  listTeamMembersForAdmin,
  readContentForm,
  refused,
  type Reply,
  removeTeamMember,
  updateTeamMember,
} from '~/features/team-page/index.server'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/team-page-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.member?.name ?? 'Add a person'} | Team page | Brightpath admin` },
]

async function memberOf(params: { id?: string }) {
  if (params.id === undefined) return null
  const member = await getTeamMemberForEditing(parseId(params.id))
  if (!member) notFound()
  return member
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'publishing.manage')
  const member = await memberOf(params)
  const count = (await listTeamMembersForAdmin()).length
  const values: TeamMemberFormValues = member
    ? {
        slug: member.slug,
        name: member.name,
        title: member.title,
        quote: member.quote ?? '',
        photoAlt: member.photoAlt,
        position: String(member.position),
      }
    : { slug: '', name: '', title: '', quote: '', photoAlt: '', position: String(count + 1) }
  return {
    member,
    values,
    count,
    saved: new URL(request.url).searchParams.get('saved') === 'saved' ? 'Saved.' : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'publishing.manage')
  requireSameOrigin(request)
  const member = await memberOf(params)
  const form = await readContentForm(request)
  // A photo refused as it streamed is answered at its field, beside what was typed.
  const uploadRefusal = form.ok ? null : form.code
  if (uploadRefusal === 'malformed') throw data({ message: 'Bad request' }, { status: 400 })

  if (form.formData.get('intent') === 'remove') {
    if (!member) notFound()
    const removed = await removeTeamMember(member.id, staff.username)
    if (!removed.ok) notFound()
    throw redirect(`/admin/team-page?saved=${removed.kept ? 'removed-kept' : 'removed'}`)
  }

  if (member) {
    const submission = parseWithZod(form.formData, { schema: TeamMemberSchema, disableAutoCoercion: true })
    if (uploadRefusal) return refused(uploadRefusal, submission)
    if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 })
    const saved = await updateTeamMember(
      member.id,
      submission.value,
      form.ok ? form.file : null,
      staff.username,
    )
    if (!saved.ok) return refused(saved.code, submission)
    throw redirect(`/admin/team-page/${saved.id}?saved=saved`)
  }
  const submission = parseWithZod(form.formData, { schema: NewTeamMemberSchema, disableAutoCoercion: true })
  if (uploadRefusal) return refused(uploadRefusal, submission)
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 })
  const saved = await addTeamMember(submission.value, form.ok ? form.file : null, staff.username)
  if (!saved.ok) return refused(saved.code, submission)
  throw redirect(`/admin/team-page/${saved.id}?saved=saved`)
}

export default function TeamPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { member, values, count, saved } = loaderData
  return (
    <>
      <BackLink to="/admin/team-page">The team page</BackLink>
      <PageHeading
        title={member ? member.name : 'Add a person'}
        description={
          member
            ? `On /team at place ${member.position} of ${count}.`
            : 'They appear on /team once saved, at the place you give them.'
        }
      />
      {saved ? (
        <div className="mb-4">
          <Notice tone="success">{saved}</Notice>
        </div>
      ) : null}
      <TeamMemberForm
        key={member?.id ?? 'new'}
        values={values}
        lastResult={actionData?.result}
        member={member}
        count={count}
        saveLabel={member ? 'Save' : 'Add to the team page'}
      />
      {member ? (
        <RemovePanel
          label={`Remove ${member.name} from the team page…`}
          consequence="They leave /team at once and the people after them move up a place. Posts they wrote keep their name, but no new post can be signed by them."
          confirm={`Yes, remove ${member.name}`}
        />
      ) : null}
    </>
  )
}
