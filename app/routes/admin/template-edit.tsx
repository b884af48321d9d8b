import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ActionButton, Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import {
  TEMPLATE_NOT_SAVED,
  TemplateForm,
  TemplatePreviewForm,
  TemplateSaveForm,
  type TemplateFormValues,
} from '~/features/email'
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

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'templates.manage')
  requireSameOrigin(request)
  const template = await templateOf(params)
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === 'delete') {
    if (!template || !(await deleteEmailTemplate(template, staff.username))) notFound()
    throw redirect('/admin/templates?saved=deleted')
  }
  if (intent === 'preview') {
    const preview = parseWithZod(formData, { schema: TemplatePreviewForm })
    if (preview.status !== 'success') throw data({ message: 'Bad request' }, { status: 400 })
    return { result: preview.reply() }
  }
  if (intent !== 'save') throw data({ message: 'Bad request' }, { status: 400 })
  const submission = parseWithZod(formData, { schema: TemplateSaveForm })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ formErrors: [TEMPLATE_NOT_SAVED] }) }, { status: 400 })
  }
  const { name, subject, body } = submission.value
  const saved = await saveEmailTemplate(template, { name, subject, body }, staff.username)
  if ('nameError' in saved) {
    return data({ result: submission.reply({ fieldErrors: { name: [saved.nameError] } }) }, { status: 400 })
  }
  throw redirect(`/admin/templates/${saved.id}?saved=1`)
}

/** What was typed, as a refused or previewed form sent it back. */
function typedValues(initial: Record<string, unknown> | null | undefined): TemplateFormValues | undefined {
  if (!initial) return undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    name: text(initial.name),
    subject: text(initial.subject),
    body: text(initial.body),
    previewWith: text(initial.previewWith),
  }
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
        values={typedValues(actionData?.result.initialValue) ?? values}
        lastResult={actionData?.result}
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
