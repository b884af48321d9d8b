import { data, Form, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ActionButton, Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { EmailTemplateSchema, TemplateForm, type TemplateFormValues } from '~/features/email'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getConfig } from '~/server/config.server'
import { listPreviewRecords } from '~/features/timeline/index.server'
import { deleteEmailTemplate, getEmailTemplate, saveEmailTemplate } from '~/features/email/index.server'
import type { Route } from './+types/template-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.template ? loaderData.template.name : 'New template'} | Brightpath admin` },
]

/** The template of this page (null on /admin/templates/new), or a 404. */
async function templateOf(params: { id?: string }) {
  if (params.id === undefined) return null
  const template = await getEmailTemplate(parseId(params.id))
  if (!template) notFound()
  return template
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'templates.manage')
  const template = await templateOf(params)
  const records = await listPreviewRecords(staff.name)
  return {
    template: template && {
      id: template.id,
      name: template.name,
      defaultForStatus: template.defaultForStatus,
    },
    values: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      previewWith: records[0]?.key ?? '',
    } satisfies TemplateFormValues,
    records,
    from: getConfig().MAIL_FROM,
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

const Posted = z.object({
  intent: z.enum(['save', 'preview', 'delete']),
  name: z.string().max(1000).optional(),
  subject: z.string().max(1000).optional(),
  body: z.string().max(20_000).optional(),
  previewWith: z.string().max(40).optional(),
})

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'templates.manage')
  requireSameOrigin(request)
  const template = await templateOf(params)
  const posted = Posted.safeParse(Object.fromEntries(await request.formData()))
  if (!posted.success) throw data({ message: 'Bad request' }, { status: 400 })
  const { intent, name = '', subject = '', body = '', previewWith = '' } = posted.data
  const values: TemplateFormValues = { name, subject, body, previewWith }
  if (intent === 'delete') {
    if (!template || !(await deleteEmailTemplate(template, staff.username))) notFound()
    throw redirect('/admin/templates?saved=deleted')
  }
  if (intent === 'preview') return { values, errors: {}, problem: undefined }
  const checked = EmailTemplateSchema.safeParse({ name, subject, body })
  if (!checked.success) {
    const { fieldErrors } = z.flattenError(checked.error)
    return data(
      { values, errors: fieldErrors, problem: 'The template was not saved: see the messages above.' },
      { status: 400 },
    )
  }
  const saved = await saveEmailTemplate(template, checked.data, staff.username)
  if ('nameError' in saved) {
    return data({ values, errors: { name: [saved.nameError] }, problem: undefined }, { status: 400 })
  }
  throw redirect(`/admin/templates/${saved.id}?saved=1`)
}

export default function TemplateEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { template, values, records, from, saved } = loaderData
  return (
    <>
      <BackLink to="/admin/templates">All templates</BackLink>
      <PageHeading
        title={template ? template.name : 'New template'}
        description="Plain text with merge fields, filled in from the record it is sent from."
      />
      {saved ? (
        <div className="mb-4">
          <Notice tone="success">Template saved.</Notice>
        </div>
      ) : null}
      <TemplateForm
        key={template?.id ?? 'new'}
        values={actionData?.values ?? values}
        errors={actionData?.errors}
        problem={actionData?.problem}
        records={records}
        from={from}
        saveLabel={template ? 'Save template' : 'Create template'}
      />
      {template ? (
        <Form method="post" className="mt-8 border-t border-slate-200 pt-6">
          <input type="hidden" name="intent" value="delete" />
          <p className="mb-3 text-sm text-slate-600">
            Deleting it keeps the e-mails already sent with it
            {template.defaultForStatus ? ', and its stage offers no e-mail any more' : ''}.
          </p>
          <ActionButton tone="danger">Delete template</ActionButton>
        </Form>
      ) : null}
    </>
  )
}
